export { CheckboxGroup, toggleOption } from './CheckboxGroup';
export type { CheckboxGroupProps, ChoiceOption } from './CheckboxGroup';
