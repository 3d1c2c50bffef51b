import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { Button } from '../Button';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './VariablePicker.css';
import { availableVariables, moveInto, movableInto, range, removeFrom } from './selection';
import type { Assignment, PickerTarget, PickerVariable, VariableType } from './selection';

export interface VariablePickerLabels {
  available: string;
  moveTo: (target: string) => string;
  remove: string;
  numeric: string;
  categorical: string;
}

export const variablePickerLabelsKo: VariablePickerLabels = {
  available: '변수 목록',
  moveTo: (target) => `${target} 칸으로 이동`,
  remove: '제거',
  numeric: '숫자형',
  categorical: '범주형',
};

export interface VariablePickerProps {
  variables: readonly PickerVariable[];
  targets: readonly PickerTarget[];
  value: Assignment;
  onChange: (value: Assignment) => void;
  error?: string | null;
  labels?: VariablePickerLabels;
}

/**
 * SPSS-style variable assignment: a multi-select listbox of available variables, one move button
 * per target and target boxes with remove buttons. Keyboard: arrows move, Shift+arrows extend,
 * Ctrl+arrows move without selecting, Space toggles, Ctrl+A selects all, Home/End jump.
 */
export function VariablePicker({
  variables,
  targets,
  value,
  onChange,
  error,
  labels = variablePickerLabelsKo,
}: VariablePickerProps) {
  const id = useId();
  const available = useMemo(() => availableVariables(variables, value), [variables, value]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [activeIndex, setActiveIndex] = useState(0);
  const [anchorIndex, setAnchorIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(0, available.length - 1));
  const chosen = available.filter((variable) => selected.has(variable.name));
  const typeLabel = (type: VariableType) =>
    type === 'numeric' ? labels.numeric : labels.categorical;
  const byName = useMemo(
    () => new Map(variables.map((variable) => [variable.name, variable])),
    [variables],
  );

  function selectOnly(index: number) {
    const variable = available[index];
    setSelected(new Set(variable ? [variable.name] : []));
    setAnchorIndex(index);
  }

  function selectRange(to: number) {
    setSelected(
      new Set(range(anchorIndex, to).flatMap((i) => (available[i] ? [available[i].name] : []))),
    );
  }

  function toggle(index: number) {
    const variable = available[index];
    if (!variable) return;
    const next = new Set(selected);
    if (next.has(variable.name)) next.delete(variable.name);
    else next.add(variable.name);
    setSelected(next);
    setAnchorIndex(index);
  }

  function onOptionClick(event: MouseEvent, index: number) {
    setActiveIndex(index);
    if (event.shiftKey) selectRange(index);
    else if (event.ctrlKey || event.metaKey) toggle(index);
    else selectOnly(index);
  }

  function onListKeyDown(event: KeyboardEvent) {
    if (available.length === 0) return;
    const last = available.length - 1;
    const moveTo = (index: number) => {
      event.preventDefault();
      setActiveIndex(index);
      if (event.shiftKey) selectRange(index);
      else if (!(event.ctrlKey || event.metaKey)) selectOnly(index);
      document.getElementById(`${id}-option-${index}`)?.scrollIntoView?.({ block: 'nearest' });
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(Math.min(last, active + 1));
      case 'ArrowUp':
        return moveTo(Math.max(0, active - 1));
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(last);
      case ' ':
        event.preventDefault();
        return toggle(active);
      case 'a':
      case 'A':
        if (event.ctrlKey || event.metaKey) {
          event.preventDefault();
          setSelected(new Set(available.map((variable) => variable.name)));
        }
        return;
      default:
        return;
    }
  }

  function move(target: PickerTarget) {
    const next = moveInto(target, chosen, value);
    if (next === value) return;
    onChange(next);
    setSelected(new Set());
  }

  return (
    <div>
      <div className={styles.root}>
        <div>
          <p id={`${id}-available`} className={styles.panelTitle}>
            {labels.available}
          </p>
          <ul
            role="listbox"
            aria-labelledby={`${id}-available`}
            aria-multiselectable="true"
            aria-activedescendant={available.length ? `${id}-option-${active}` : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            tabIndex={0}
            className={styles.list}
            onKeyDown={onListKeyDown}
          >
            {available.map((variable, index) => (
              <li
                key={variable.name}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={selected.has(variable.name)}
                data-active={index === active}
                className={styles.option}
                onClick={(event) => onOptionClick(event, index)}
              >
                <span>{variable.label ?? variable.name}</span>
                {/* Heard as "만족도, 숫자형" rather than one run-together word. */}
                <span className={visuallyHidden}>, </span>
                <span className={styles.typeBadge({ type: variable.type })}>
                  {typeLabel(variable.type)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.targets}>
          {targets.map((target) => {
            const assigned = value[target.id] ?? [];
            const canMove = movableInto(target, chosen, value).length > 0;
            return (
              <div key={target.id} className={styles.targetRow}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!canMove}
                  aria-label={labels.moveTo(target.label)}
                  onClick={() => move(target)}
                >
                  <span aria-hidden="true">→</span>
                </Button>
                <section className={styles.targetBox} aria-labelledby={`${id}-target-${target.id}`}>
                  <p id={`${id}-target-${target.id}`} className={styles.panelTitle}>
                    {target.label}
                    {target.max !== undefined ? ` (${assigned.length}/${target.max})` : null}
                  </p>
                  <ul className={styles.targetItems}>
                    {assigned.map((name) => {
                      const variable = byName.get(name);
                      return (
                        <li key={name} className={styles.targetItem}>
                          <span className={styles.targetItemName}>{variable?.label ?? name}</span>
                          {variable ? (
                            <span className={styles.typeBadge({ type: variable.type })}>
                              {typeLabel(variable.type)}
                            </span>
                          ) : null}
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`${variable?.label ?? name} ${labels.remove}`}
                            onClick={() => onChange(removeFrom(target.id, name, value))}
                          >
                            ×
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              </div>
            );
          })}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
