import { useState } from 'react';
import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  error?: string | null;
  description?: string;
  required?: boolean;
  id?: string;
  name?: string;
}

/** Parses what a person types ("0.05", "1,000", " 3 ") into a number, or null when empty or not a number. */
export function parseNumberInput(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A numeric text input: keeps what the person typed while it is incomplete ("0." or "-"),
 * and reports a number (or null) upward.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  error,
  description,
  required,
  id,
  name,
}: NumberFieldProps) {
  const [typed, setText] = useState(value === null ? '' : String(value));
  // Show what was typed while it still means `value` ("0." while typing "0.5"); otherwise follow `value`.
  const text = parseNumberInput(typed) === value ? typed : value === null ? '' : String(value);
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(control) => (
        <input
          {...control}
          name={name}
          className={fieldStyles.control}
          type="text"
          inputMode="decimal"
          // A spinbutton: arrow keys step the value, and min/max/now are announced.
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value ?? undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseNumberInput(event.target.value));
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            const delta = (step ?? 1) * (event.key === 'ArrowUp' ? 1 : -1);
            let next = (value ?? 0) + delta;
            if (min !== undefined) next = Math.max(min, next);
            if (max !== undefined) next = Math.min(max, next);
            // Avoid 0.1 + 0.2 artefacts from stepping.
            next = Number(next.toPrecision(12));
            setText(String(next));
            onChange(next);
          }}
        />
      )}
    </Field>
  );
}
