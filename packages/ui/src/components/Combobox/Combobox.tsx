import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton';
import { ChevronDownIcon } from '../IconButton/icons';
import * as styles from './Combobox.css';
import { matchesKorean } from './hangul';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line, also searched, e.g. the analysis family. */
  description?: string;
}

export interface ComboboxLabels {
  noResults: string;
  /** Announced politely as the list narrows while typing. */
  resultCount: (count: number) => string;
  /** Name of the button that opens the list (mouse only; the keyboard uses ArrowDown). */
  openList: string;
  selected: string;
}

export const comboboxLabelsKo: ComboboxLabels = {
  noResults: '검색 결과가 없습니다.',
  resultCount: (count) => `검색 결과 ${count}개`,
  openList: '목록 열기',
  selected: '선택됨',
};

export const comboboxLabelsEn: ComboboxLabels = {
  noResults: 'No results.',
  resultCount: (count) => (count === 1 ? '1 result' : `${count} results`),
  openList: 'Open list',
  selected: 'selected',
};

/** Default filter: label or description contains the query, with Korean 초성 search. */
export function filterComboboxOptions<T extends ComboboxOption>(
  options: readonly T[],
  query: string,
): T[] {
  return options.filter(
    (option) =>
      matchesKorean(option.label, query) ||
      (option.description !== undefined && matchesKorean(option.description, query)),
  );
}

export interface ComboboxProps {
  label: string;
  options: readonly ComboboxOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  error?: string | null;
  required?: boolean;
  id?: string;
  name?: string;
  /** Replaces the default filter (substring with Korean initial-consonant search). */
  filter?: (options: readonly ComboboxOption[], query: string) => ComboboxOption[];
  labels?: Partial<ComboboxLabels>;
}

/**
 * A searchable single choice (ARIA 1.2 combobox with a listbox popup). Typing filters the list
 * (Korean 초성 search included) and makes the first match active; ArrowDown/ArrowUp move, Enter
 * chooses, Escape closes the list (and, when it is already closed, clears the box). Focus stays in
 * the input; the active option is announced through aria-activedescendant.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  error,
  required,
  id,
  name,
  filter = filterComboboxOptions,
  labels,
}: ComboboxProps) {
  const text = { ...comboboxLabelsKo, ...labels };
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = options.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // `query` is null while the box just shows the chosen option: then the whole list is offered.
  const results = query === null ? [...options] : filter(options, query);
  const active = open && activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const expanded = open && results.length > 0;

  function openList(index: number) {
    setOpen(true);
    setActiveIndex(index);
    scrollToOption(index);
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
    setQuery(null);
  }

  function choose(option: ComboboxOption) {
    if (option.value !== value) onChange(option.value);
    close();
  }

  function scrollToOption(index: number) {
    requestAnimationFrame(() =>
      document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' }),
    );
  }

  function move(index: number) {
    setActiveIndex(index);
    scrollToOption(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that finish a Korean IME composition belong to the IME.
    if (event.nativeEvent.isComposing) return;
    const last = results.length - 1;
    const selectedIndex = selected ? results.indexOf(selected) : -1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? -1 : Math.max(0, selectedIndex));
        else if (last >= 0) move(active >= last ? 0 : active + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(selectedIndex >= 0 ? selectedIndex : last);
        else if (last >= 0) move(active <= 0 ? last : active - 1);
        return;
      case 'Enter': {
        const option = active >= 0 ? results[active] : undefined;
        if (!open || !option) return;
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value !== null || query) {
          event.preventDefault();
          setQuery(null);
          onChange(null);
        }
        return;
      default:
        return;
    }
  }

  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(control) => (
        <div className={styles.anchor}>
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={placeholder}
            className={[fieldStyles.control, styles.input].join(' ')}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              const next = event.target.value;
              setQuery(next);
              setOpen(true);
              setActiveIndex(next.trim() === '' ? -1 : 0);
              if (next === '' && value !== null) onChange(null);
            }}
            onClick={() => (open ? close() : openList(-1))}
            onBlur={close}
            onKeyDown={onKeyDown}
          />
          <IconButton
            className={styles.toggle}
            size="sm"
            tabIndex={-1}
            label={text.openList}
            icon={<ChevronDownIcon />}
            aria-controls={listboxId}
            aria-expanded={expanded}
            // Keep focus in the input; the button only toggles the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              inputRef.current?.focus();
              if (open) close();
              else openList(-1);
            }}
          />
          <div className={styles.popup} hidden={!open}>
            <ul id={listboxId} role="listbox" aria-label={label} className={styles.listbox}>
              {results.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  data-active={index === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => (index !== active ? setActiveIndex(index) : undefined)}
                  onClick={() => choose(option)}
                >
                  <span>{option.label}</span>
                  {option.description ? (
                    <span className={styles.optionDescription}>
                      {/* Heard as '상관분석, 원인 분석', not one run-together word. */}
                      <span className={visuallyHidden}>, </span>
                      {option.description}
                    </span>
                  ) : null}
                  {option.value === value ? (
                    <span className={styles.check} aria-hidden="true">
                      ✓
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {results.length === 0 ? <p className={styles.empty}>{text.noResults}</p> : null}
          </div>
          <p role="status" className={visuallyHidden}>
            {open && query !== null && query.trim() !== ''
              ? results.length === 0
                ? text.noResults
                : text.resultCount(results.length)
              : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
