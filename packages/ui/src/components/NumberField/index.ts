export { NumberField, parseNumberInput } from './NumberField';
export type { NumberFieldProps } from './NumberField';
