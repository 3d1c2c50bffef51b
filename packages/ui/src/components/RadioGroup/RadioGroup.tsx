import { useId } from 'react';
import type { ChoiceOption } from '../CheckboxGroup';
import * as styles from '../Checkbox/Checkbox.css';
import * as fieldStyles from '../Field/Field.css';
import { describedBy } from '../Field';

export interface RadioGroupProps {
  legend: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  description?: string;
  name?: string;
}

/** Native radios in a fieldset: arrow keys move and select, Tab enters and leaves the group. */
export function RadioGroup({
  legend,
  options,
  value,
  onChange,
  error,
  description,
  name,
}: RadioGroupProps) {
  const id = useId();
  const groupName = name ?? id;
  return (
    <fieldset
      className={styles.group}
      role="radiogroup"
      aria-describedby={describedBy([description && `${id}-description`, error && `${id}-error`])}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className={styles.option}>
            <input
              id={optionId}
              type="radio"
              className={styles.input}
              name={groupName}
              value={option.value}
              checked={value === option.value}
              aria-describedby={option.description ? `${optionId}-description` : undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={optionId} className={styles.label}>
              {option.label}
            </label>
            {option.description ? (
              <p id={`${optionId}-description`} className={styles.description}>
                {option.description}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
