import { useId } from 'react';
import { Checkbox } from '../Checkbox';
import * as styles from '../Checkbox/Checkbox.css';
import * as fieldStyles from '../Field/Field.css';
import { describedBy } from '../Field';

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

export interface CheckboxGroupProps {
  legend: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | null;
  description?: string;
  name?: string;
}

/** Toggles one option, keeping the options' own order in the result. */
export function toggleOption(
  options: readonly ChoiceOption[],
  value: readonly string[],
  option: string,
  checked: boolean,
): string[] {
  const selected = new Set(value);
  if (checked) selected.add(option);
  else selected.delete(option);
  return options.map((o) => o.value).filter((v) => selected.has(v));
}

export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  description,
  name,
}: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy([description && `${id}-description`, error && `${id}-error`])}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          description={option.description}
          checked={value.includes(option.value)}
          onCheckedChange={(checked) =>
            onChange(toggleOption(options, value, option.value, checked))
          }
        />
      ))}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
