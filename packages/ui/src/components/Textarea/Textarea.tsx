import { useId } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { Field, describedBy } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Textarea.css';

export interface TextareaLabels {
  /** The counter under the box, e.g. '12 / 500자'; `max` is undefined without a limit. */
  count: (length: number, max: number | undefined) => string;
  /** Added to the counter while over the limit. */
  over: (by: number) => string;
  /** Announced once when the text goes over the limit. */
  overAnnouncement: string;
}

export const textareaLabelsKo: TextareaLabels = {
  count: (length, max) => (max === undefined ? `${length}자` : `${length} / ${max}자`),
  over: (by) => `${by}자 초과`,
  overAnnouncement: '글자 수 제한을 넘었습니다.',
};

export const textareaLabelsEn: TextareaLabels = {
  count: (length, max) =>
    max === undefined ? `${length} characters` : `${length} / ${max} characters`,
  over: (by) => `${by} over the limit`,
  overAnnouncement: 'The text is over the character limit.',
};

/** Characters as a person counts them: a Hangul syllable or an emoji is one, not two code units. */
export function countCharacters(text: string): number {
  return [...text].length;
}

export interface TextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * A soft limit: typing past it is allowed (nothing is cut off silently), the counter turns red
   * and the field is marked invalid until the text is shortened.
   */
  maxLength?: number;
  /** Shows the counter even without a limit. */
  showCount?: boolean;
  rows?: number;
  description?: string;
  error?: string | null;
  required?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  labels?: Partial<TextareaLabels>;
}

/** A multi-line text field with a character counter, composed from `Field`. */
export function Textarea({
  label,
  value,
  onChange,
  maxLength,
  showCount = maxLength !== undefined,
  rows = 4,
  description,
  error,
  required,
  id,
  name,
  placeholder,
  labels,
}: TextareaProps) {
  const text = { ...textareaLabelsKo, ...labels };
  const countId = useId();
  const length = countCharacters(value);
  const over = maxLength !== undefined && length > maxLength;
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(control) => (
        <>
          <textarea
            {...control}
            aria-describedby={describedBy([control['aria-describedby'], showCount && countId])}
            aria-invalid={control['aria-invalid'] ?? (over || undefined)}
            name={name}
            rows={rows}
            placeholder={placeholder}
            className={[fieldStyles.control, styles.textarea].join(' ')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {showCount ? (
            <p id={countId} className={styles.count({ over })} data-over={over}>
              {text.count(length, maxLength)}
              {over ? ` · ${text.over(length - maxLength)}` : null}
            </p>
          ) : null}
          <p role="status" className={visuallyHidden}>
            {over ? text.overAnnouncement : ''}
          </p>
        </>
      )}
    </Field>
  );
}
