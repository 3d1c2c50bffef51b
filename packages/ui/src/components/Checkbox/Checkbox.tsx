import { useId } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: string;
  name?: string;
  value?: string;
  id?: string;
  disabled?: boolean;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  description,
  name,
  value,
  id,
  disabled,
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={styles.option}>
      <input
        id={inputId}
        type="checkbox"
        className={styles.input}
        checked={checked}
        name={name}
        value={value}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
