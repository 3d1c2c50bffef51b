import { useState } from 'react';
import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DateField.css';
import { checkDateInput, dateInputValue, formatDateTyping, isoToDisplay } from './dateInput';
import type { DateProblem } from './dateInput';

export interface DateFieldLabels {
  /** Added to the description so the format is announced with the field. */
  formatHint: string;
  problems: {
    format: string;
    invalid: string;
    beforeMin: (min: string) => string;
    afterMax: (max: string) => string;
  };
}

export const dateFieldLabelsKo: DateFieldLabels = {
  formatHint: 'YYYY.MM.DD 형식으로 입력하세요. 예: 2024.03.15',
  problems: {
    format: '날짜를 YYYY.MM.DD 형식으로 입력하세요.',
    invalid: '달력에 없는 날짜입니다.',
    beforeMin: (min) => `${min} 이후의 날짜를 입력하세요.`,
    afterMax: (max) => `${max} 이전의 날짜를 입력하세요.`,
  },
};

export const dateFieldLabelsEn: DateFieldLabels = {
  formatHint: 'Use the format YYYY.MM.DD, e.g. 2024.03.15',
  problems: {
    format: 'Enter the date as YYYY.MM.DD.',
    invalid: 'This date does not exist.',
    beforeMin: (min) => `Enter ${min} or a later date.`,
    afterMax: (max) => `Enter ${max} or an earlier date.`,
  },
};

export interface DateFieldProps {
  label: string;
  /** The date as ISO 'YYYY-MM-DD', or null when empty or not (yet) a valid date in range. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest and latest allowed dates, inclusive, as ISO 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  description?: string;
  /** An error from the form (e.g. 'required'); shown instead of the field's own check. */
  error?: string | null;
  required?: boolean;
  id?: string;
  name?: string;
  labels?: Partial<DateFieldLabels>;
}

function problemMessage(
  problem: DateProblem,
  text: DateFieldLabels,
  min: string | undefined,
  max: string | undefined,
): string {
  switch (problem) {
    case 'format':
      return text.problems.format;
    case 'invalid':
      return text.problems.invalid;
    case 'beforeMin':
      return text.problems.beforeMin(isoToDisplay(min ?? ''));
    case 'afterMax':
      return text.problems.afterMax(isoToDisplay(max ?? ''));
    default:
      return problem satisfies never;
  }
}

/**
 * A typed date in the service's YYYY.MM.DD format: dots are inserted while digits are typed, and
 * '2024-3-5' style input is read too. The date is checked (calendar, min, max) once it is complete
 * or when focus leaves, and reported upward as ISO 'YYYY-MM-DD' (null while invalid).
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  description,
  error,
  required,
  id,
  name,
  labels,
}: DateFieldProps) {
  const text = { ...dateFieldLabelsKo, ...labels };
  const [typed, setTyped] = useState(value === null ? '' : isoToDisplay(value));
  const [touched, setTouched] = useState(false);
  // Show what was typed while it still means `value`; otherwise follow `value` (set from outside).
  const shown = dateInputValue(typed, min, max) === value ? typed : isoToDisplay(value ?? '');
  const problem = checkDateInput(shown, min, max);
  const complete = shown.replace(/\D/g, '').length >= 8;
  const ownError =
    problem && (touched || complete) ? problemMessage(problem, text, min, max) : null;
  return (
    <Field
      label={label}
      description={[description, text.formatHint].filter(Boolean).join(' ')}
      error={error ?? ownError}
      required={required}
      id={id}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY.MM.DD"
          maxLength={12}
          className={[fieldStyles.control, styles.input].join(' ')}
          value={shown}
          onChange={(event) => {
            const next = formatDateTyping(event.target.value);
            setTyped(next);
            onChange(dateInputValue(next, min, max));
          }}
          onBlur={() => {
            setTouched(true);
            const iso = dateInputValue(shown, min, max);
            if (iso) setTyped(isoToDisplay(iso));
          }}
        />
      )}
    </Field>
  );
}
