import { useId } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * An on/off setting that takes effect at once (a checkbox is for choices submitted with a form).
 * A button with role="switch": Space and Enter toggle it, and its label is clickable.
 */
export function Switch({
  label,
  checked,
  onCheckedChange,
  description,
  id,
  disabled,
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={styles.option}>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.track}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
      <label htmlFor={switchId} className={styles.label}>
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
