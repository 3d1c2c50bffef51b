export { DateField, dateFieldLabelsKo, dateFieldLabelsEn } from './DateField';
export type { DateFieldProps, DateFieldLabels } from './DateField';
export {
  checkDateInput,
  dateInputValue,
  formatDateTyping,
  isoToDisplay,
  parseDateInput,
} from './dateInput';
export type { DateProblem } from './dateInput';
