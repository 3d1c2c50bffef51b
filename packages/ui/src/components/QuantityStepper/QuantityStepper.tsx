import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Field, describedBy } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton';
import { MinusIcon, PlusIcon } from '../IconButton/icons';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperLabels {
  decrease: (label: string) => string;
  increase: (label: string) => string;
  /** Shown (and announced) when a typed number was out of range and moved into it. */
  clampedToMin: (min: number) => string;
  clampedToMax: (max: number) => string;
}

export const quantityStepperLabelsKo: QuantityStepperLabels = {
  decrease: (label) => `${label} 줄이기`,
  increase: (label) => `${label} 늘리기`,
  clampedToMin: (min) => `최소 ${min}부터 입력할 수 있습니다.`,
  clampedToMax: (max) => `최대 ${max}까지 입력할 수 있습니다.`,
};

export const quantityStepperLabelsEn: QuantityStepperLabels = {
  decrease: (label) => `Decrease ${label}`,
  increase: (label) => `Increase ${label}`,
  clampedToMin: (min) => `The minimum is ${min}.`,
  clampedToMax: (max) => `The maximum is ${max}.`,
};

/** Moves a number into [min, max] and onto the step grid that starts at min (never past max). */
export function clampQuantity(value: number, min: number, max: number, step: number): number {
  const inRange = Math.min(max, Math.max(min, value));
  let snapped = min + Math.round((inRange - min) / step) * step;
  if (snapped > max) snapped -= step;
  // Avoid 0.1 + 0.2 artefacts from stepping.
  return Number(snapped.toPrecision(12));
}

export interface QuantityStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  description?: string;
  error?: string | null;
  id?: string;
  name?: string;
  labels?: Partial<QuantityStepperLabels>;
}

/**
 * A number with − and + buttons (quantities, counts). Keyboard: ArrowUp/ArrowDown step, PageUp and
 * PageDown step by ten, Home and End jump to min and max; typing is allowed and is checked on Enter
 * or when focus leaves: out-of-range numbers are clamped (with a note), anything else is undone.
 * At a limit the button stays focusable but does nothing (aria-disabled).
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  description,
  error,
  id,
  name,
  labels,
}: QuantityStepperProps) {
  const text = { ...quantityStepperLabelsKo, ...labels };
  const [typed, setTyped] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const atMin = clampQuantity(value - step, min, max, step) >= value;
  const atMax = clampQuantity(value + step, min, max, step) <= value;

  function set(next: number) {
    setTyped(null);
    setNotice('');
    const clamped = clampQuantity(next, min, max, step);
    if (clamped !== value) onChange(clamped);
  }

  function commit() {
    if (typed === null) return;
    const parsed = Number(typed.replace(/,/g, '').trim());
    setTyped(null);
    if (typed.trim() === '' || !Number.isFinite(parsed)) {
      setNotice('');
      return;
    }
    const clamped = clampQuantity(parsed, min, max, step);
    setNotice(parsed < min ? text.clampedToMin(min) : parsed > max ? text.clampedToMax(max) : '');
    if (clamped !== value) onChange(clamped);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, () => number> = {
      ArrowUp: () => value + step,
      ArrowDown: () => value - step,
      PageUp: () => value + step * 10,
      PageDown: () => value - step * 10,
      Home: () => min,
      End: () => max,
    };
    if (event.key === 'Enter') {
      commit();
      return;
    }
    const move = moves[event.key];
    if (!move || (event.key === 'End' && !Number.isFinite(max))) return;
    event.preventDefault();
    set(move());
  }

  return (
    <Field label={label} description={description} error={error} id={id}>
      {(control) => (
        <>
          <div className={styles.group}>
            <IconButton
              variant="secondary"
              label={text.decrease(label)}
              icon={<MinusIcon />}
              aria-controls={control.id}
              aria-disabled={atMin || undefined}
              onClick={() => (atMin ? undefined : set(value - step))}
            />
            <input
              {...control}
              aria-describedby={describedBy([
                control['aria-describedby'],
                notice && `${control.id}-notice`,
              ])}
              name={name}
              type="text"
              inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
              role="spinbutton"
              aria-valuenow={value}
              aria-valuemin={min}
              aria-valuemax={Number.isFinite(max) ? max : undefined}
              autoComplete="off"
              className={[fieldStyles.control, styles.input].join(' ')}
              value={typed ?? String(value)}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={commit}
              onKeyDown={onKeyDown}
            />
            <IconButton
              variant="secondary"
              label={text.increase(label)}
              icon={<PlusIcon />}
              aria-controls={control.id}
              aria-disabled={atMax || undefined}
              onClick={() => (atMax ? undefined : set(value + step))}
            />
          </div>
          <p id={`${control.id}-notice`} role="status" className={styles.notice}>
            {notice}
          </p>
        </>
      )}
    </Field>
  );
}
