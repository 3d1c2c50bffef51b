import type { KeyboardEvent } from 'react';
import { CloseIcon } from '../IconButton/icons';
import * as styles from './Tag.css';

export const tagTones = ['neutral', 'brand'] as const;
export type TagTone = (typeof tagTones)[number];

export interface TagLabels {
  /** Name of the remove button, read with the tag's text. */
  remove: (tag: string) => string;
}

export const tagLabelsKo: TagLabels = { remove: (tag) => `${tag} 삭제` };
export const tagLabelsEn: TagLabels = { remove: (tag) => `Remove ${tag}` };

export interface TagProps {
  /** The tag's text, e.g. a chosen variable or a search filter. */
  children: string;
  tone?: TagTone;
  /** Makes the tag removable: a remove button (also Delete or Backspace on it) calls this. */
  onRemove?: () => void;
  labels?: Partial<TagLabels>;
}

/**
 * A keyword chip, optionally removable. The remove button is a real button named
 * '<tag> 삭제', so it is reached with Tab and pressed with Enter or Space; Delete and Backspace on it
 * also remove. After a removal the parent should move focus (to the next tag or the input).
 */
export function Tag({ children, tone = 'neutral', onRemove, labels }: TagProps) {
  const text = { ...tagLabelsKo, ...labels };
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    onRemove?.();
  }
  return (
    <span className={styles.tag({ tone })} data-removable={Boolean(onRemove)}>
      <span className={styles.text}>{children}</span>
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={text.remove(children)}
          title={text.remove(children)}
          onClick={onRemove}
          onKeyDown={onKeyDown}
        >
          <CloseIcon />
        </button>
      ) : null}
    </span>
  );
}
