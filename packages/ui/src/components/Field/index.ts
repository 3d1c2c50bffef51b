export { Field, describedBy } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
