import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './Field.css';

/** Props a Field hands to its control so label, description and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: string;
  description?: string;
  error?: string | null;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Ids of the description and error elements, joined for aria-describedby. */
export function describedBy(ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function Field({ label, description, error, required, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy([description && descriptionId, error && errorId]),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { required } : {}),
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
