import { useId, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { Button } from '../Button';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton';
import { CloseIcon, SearchIcon } from '../IconButton/icons';
import * as styles from './SearchBox.css';

export interface SearchBoxLabels {
  submit: string;
  clear: string;
}

export const searchBoxLabelsKo: SearchBoxLabels = { submit: '검색', clear: '검색어 지우기' };
export const searchBoxLabelsEn: SearchBoxLabels = { submit: 'Search', clear: 'Clear search' };

export interface SearchBoxProps {
  /** Names the search landmark and the input, e.g. 'FAQ 검색'. Not shown: the icon and button say it. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed query on Enter or the search button. */
  onSubmit: (query: string) => void;
  /** Called after the clear button or Escape empties the box. */
  onClear?: () => void;
  placeholder?: string;
  name?: string;
  /** Hides the search button where results follow the typing; Enter still submits. */
  hideSubmitButton?: boolean;
  labels?: Partial<SearchBoxLabels>;
}

/**
 * A search form (role=search landmark): Enter or the search button submits, the clear button or
 * Escape empties the box and keeps focus in it. Enter that finishes a Korean IME composition only
 * commits the syllable; it does not submit.
 */
export function SearchBox({
  label,
  value,
  onChange,
  onSubmit,
  onClear,
  placeholder,
  name,
  hideSubmitButton = false,
  labels,
}: SearchBoxProps) {
  const text = { ...searchBoxLabelsKo, ...labels };
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function clear() {
    onChange('');
    onClear?.();
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      clear();
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(value.trim());
  }

  return (
    <form role="search" aria-label={label} className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {label}
        </label>
        <span className={styles.searchIcon} aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name={name}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          className={[fieldStyles.control, styles.input].join(' ')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {value !== '' ? (
          <IconButton
            className={styles.clear}
            size="sm"
            label={text.clear}
            icon={<CloseIcon />}
            onClick={clear}
          />
        ) : null}
      </div>
      {hideSubmitButton ? null : <Button type="submit">{text.submit}</Button>}
    </form>
  );
}
