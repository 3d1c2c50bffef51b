import { useEffect, useId, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // Hydrating a prerendered page, React keeps the box as the page's HTML had it even when
  // `checked` differs (a saved choice read on the client): the box follows `checked` afterwards.
  useEffect(() => {
    if (input.current && input.current.checked !== checked) input.current.checked = checked;
  }, [checked]);
  const descriptionId = `${inputId}-description`;
  return (
    <div className={styles.option}>
      <input
        ref={input}
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
