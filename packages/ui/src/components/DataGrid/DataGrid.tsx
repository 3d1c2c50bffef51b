import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { MISSING } from '../ResultTable/format';
import * as styles from './DataGrid.css';
import { moveCell } from './navigation';
import type { CellPosition } from './navigation';

export const dataGridColumnTypes = ['numeric', 'categorical', 'text'] as const;
export type DataGridColumnType = (typeof dataGridColumnTypes)[number];
export type DataGridValue = string | number | null | undefined;

export interface DataGridColumn {
  key: string;
  label: string;
  type: DataGridColumnType;
}

export interface DataGridProps {
  /** Accessible name of the grid, e.g. the file name. */
  label: string;
  columns: readonly DataGridColumn[];
  rowCount: number;
  /** Asked only for the rows on screen, so 100,000 rows never become 100,000 React nodes. */
  getValue: (row: number, column: number) => DataGridValue;
  /** Data rows the viewport shows at once. */
  visibleRows?: number;
  typeLabels?: Record<DataGridColumnType, string>;
  missingLabel?: string;
  rowNumberLabel?: string;
  /** Summary above the grid, e.g. "100,000행 × 8열"; none when empty. */
  summary?: string;
}

/** Row height in CSS pixels: vars.size.controlSmall, which DataGrid.css gives every row. */
const ROW_HEIGHT = 32;

const defaultTypeLabels: Record<DataGridColumnType, string> = {
  numeric: '숫자',
  categorical: '범주',
  text: '문자',
};

function isMissing(value: DataGridValue): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * A spreadsheet-like preview of a dataset: virtualised rows, a sticky header with each column's
 * type, missing cells marked, and ARIA grid keyboard navigation (arrows, Home/End, Page Up/Down,
 * Ctrl+Home/End) with one tabbable cell.
 */
export function DataGrid({
  label,
  columns,
  rowCount,
  getValue,
  visibleRows = 12,
  typeLabels = defaultTypeLabels,
  missingLabel = '결측',
  rowNumberLabel = '번호',
  summary,
}: DataGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Row −1 is the header row, column −1 the row numbers.
  const [active, setActive] = useState<CellPosition>({ row: -1, column: 0 });
  const focusAfterMove = useRef(false);
  const activeRow = active.row;

  // The project does not run the React Compiler, which is what this rule guards.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
    // The active cell stays rendered wherever the view scrolls, so Tab always finds it.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        if (activeRow >= 0 && !indexes.includes(activeRow))
          return [...indexes, activeRow].sort((a, b) => a - b);
        return indexes;
      },
      [activeRow],
    ),
  });

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    if (active.row >= 0) virtualizer.scrollToIndex(active.row);
    scrollRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.column}"]`)
      ?.focus();
  }, [active, virtualizer]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveCell(active, event.key, {
      ctrl: event.ctrlKey || event.metaKey,
      rowCount,
      columnCount: columns.length,
      pageSize: visibleRows,
    });
    if (!next) return;
    event.preventDefault();
    focusAfterMove.current = true;
    setActive(next);
  }

  const cellProps = (row: number, column: number) => ({
    'data-cell': `${row}:${column}`,
    'aria-colindex': column + 2,
    tabIndex: active.row === row && active.column === column ? 0 : -1,
    onFocus: () => {
      if (active.row !== row || active.column !== column) setActive({ row, column });
    },
  });

  const rowsStyle = {
    [styles.visibleRowsVar.slice(4, -1)]: String(visibleRows + 1),
  } as CSSProperties;

  return (
    <div className={styles.root}>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      <div
        ref={scrollRef}
        className={styles.scroller}
        style={rowsStyle}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length + 1}
        aria-readonly="true"
        onKeyDown={onKeyDown}
      >
        <div role="rowgroup" className={styles.header}>
          <div role="row" aria-rowindex={1} className={styles.row}>
            <div role="columnheader" className={styles.corner} {...cellProps(-1, -1)}>
              {rowNumberLabel}
            </div>
            {columns.map((column, index) => (
              <div
                key={column.key}
                role="columnheader"
                className={styles.columnHeader}
                {...cellProps(-1, index)}
              >
                <span>{column.label}</span>{' '}
                <span className={styles.columnType}>{typeLabels[column.type]}</span>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={styles.bodyRow}
              style={{ transform: `translateY(${item.start - ROW_HEIGHT}px)` }}
            >
              <div role="rowheader" className={styles.rowHeader} {...cellProps(item.index, -1)}>
                {item.index + 1}
              </div>
              {columns.map((column, index) => {
                const value = getValue(item.index, index);
                const missing = isMissing(value);
                return (
                  <div
                    key={column.key}
                    role="gridcell"
                    className={
                      missing
                        ? styles.missingCell
                        : column.type === 'numeric'
                          ? styles.numericCell
                          : styles.cell
                    }
                    {...cellProps(item.index, index)}
                  >
                    {missing ? (
                      <>
                        <span aria-hidden="true">{MISSING}</span>
                        <span className={visuallyHidden}>{missingLabel}</span>
                      </>
                    ) : (
                      String(value)
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
