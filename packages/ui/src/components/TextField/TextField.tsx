import type { InputHTMLAttributes } from 'react';
import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  description?: string;
  error?: string | null;
  required?: boolean;
}

export function TextField({
  label,
  description,
  error,
  required,
  id,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(control) => (
        <input
          type="text"
          className={[fieldStyles.control, className].filter(Boolean).join(' ')}
          {...input}
          {...control}
        />
      )}
    </Field>
  );
}
