import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface SelectProps {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  description?: string;
  required?: boolean;
  id?: string;
  name?: string;
}

/** Native select: the platform's picker is the most accessible one on phones. */
export function Select({
  label,
  options,
  value,
  onChange,
  error,
  description,
  required,
  id,
  name,
}: SelectProps) {
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={fieldStyles.control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
