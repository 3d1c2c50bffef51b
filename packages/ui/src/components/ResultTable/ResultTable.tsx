import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import * as styles from './ResultTable.css';
import {
  columnHeaderGroups,
  footnoteMark,
  formatCell,
  resultTableToHtml,
  resultTableToTsv,
  withoutRepeatedNames,
} from './format';
import type { FormatOptions, PValueStyle, ResultTableData } from './format';

export interface ResultTableProps {
  table: ResultTableData;
  /** Default decimals of 'number' columns (a column's own `decimals` wins). */
  decimals?: number;
  pValueStyle?: PValueStyle;
  copyLabel?: string;
  copiedLabel?: string;
  locale?: 'ko' | 'en';
}

/** How long the copied confirmation stays (spec: 1 second). */
export const COPIED_NOTICE_MS = 1000;

async function writeToClipboard(html: string, tsv: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([tsv], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(tsv);
}

/** Row-group spans: the first row of each run of equal `group` values gets the run's length. */
function groupSpans(groups: (string | undefined)[]): number[] {
  return groups.map((group, index) => {
    if (index > 0 && groups[index - 1] === group) return 0;
    let span = 1;
    while (groups[index + span] === group && index + span < groups.length) span += 1;
    return span;
  });
}

export function ResultTable({
  table: given,
  decimals = 3,
  pValueStyle = 'spss',
  copyLabel = '표 복사',
  copiedLabel = '복사되었습니다!',
  locale = 'ko',
}: ResultTableProps) {
  const id = useId();
  const table = withoutRepeatedNames(given);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const options: FormatOptions = { decimals, pValueStyle, locale };
  const hasGroups = table.rows.some((row) => row.group);
  const corner = hasGroups ? 2 : 1;
  const spans = groupSpans(table.rows.map((row) => row.group));
  const headerGroups = columnHeaderGroups(table);

  async function copy() {
    try {
      await writeToClipboard(resultTableToHtml(table, options), resultTableToTsv(table, options));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    } catch (error) {
      // A failed copy is only logged, never shown as an error.
      console.error('Copying the result table failed', error);
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <span id={`${id}-title`} className={styles.title}>
          {table.title}
        </span>
        <span>
          {/* A printed report is no place for "copied" (the report's print style hides it). */}
          <span role="status" className={styles.copied} data-print-hide="">
            {copied ? copiedLabel : ''}
          </span>{' '}
          <Button variant="secondary" size="sm" onClick={copy} aria-describedby={`${id}-title`}>
            {copyLabel}
          </Button>
        </span>
      </div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <table className={styles.table} aria-labelledby={`${id}-title`}>
          <thead>
            {table.columnGroups?.length ? (
              <>
                <tr>
                  <td colSpan={corner} rowSpan={2} className={styles.headerCell} />
                  {headerGroups.map((group) =>
                    group.label ? (
                      <th
                        key={group.start}
                        scope="colgroup"
                        colSpan={group.columns.length}
                        className={styles.headerCell}
                      >
                        {group.label}
                      </th>
                    ) : (
                      // An unlabelled group means "no group": its columns span both header rows.
                      group.columns.map((column) => (
                        <th key={column.key} scope="col" rowSpan={2} className={styles.headerCell}>
                          {column.label}
                        </th>
                      ))
                    ),
                  )}
                </tr>
                <tr>
                  {headerGroups
                    .filter((group) => group.label)
                    .flatMap((group) => group.columns)
                    .map((column) => (
                      <th key={column.key} scope="col" className={styles.headerCell}>
                        {column.label}
                      </th>
                    ))}
                </tr>
              </>
            ) : (
              <tr>
                <td colSpan={corner} className={styles.headerCell} />
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" className={styles.headerCell}>
                    {column.label}
                  </th>
                ))}
              </tr>
            )}
          </thead>
          <tbody>
            {table.rows.map((row, index) => {
              // A row that is a group of its own, named in the group column: its footnote marks
              // go with that name.
              const ownGroup = row.label === '' && !!row.group && spans[index] === 1;
              const marks = row.footnoteRefs?.length ? (
                <sup>
                  {row.footnoteRefs.map((ref, refIndex) => (
                    <Fragment key={ref}>
                      {refIndex > 0 ? ',' : ''}
                      {footnoteMark(ref)}
                    </Fragment>
                  ))}
                </sup>
              ) : null;
              return (
                <tr key={`${row.group ?? ''}-${row.label}-${index}`}>
                  {hasGroups && (spans[index] ?? 0) > 0 ? (
                    row.group ? (
                      <th scope="rowgroup" rowSpan={spans[index]} className={styles.groupHeader}>
                        {row.group}
                        {ownGroup ? marks : null}
                      </th>
                    ) : (
                      // Rows outside any group (e.g. a "Total" row) get an empty cell, not a blank header.
                      <td rowSpan={spans[index]} className={styles.groupHeader} />
                    )
                  ) : null}
                  <th scope="row" className={styles.rowHeader}>
                    {row.label === '' && (given.rows[index]?.label || row.group) ? (
                      // The name shown once (above, or in the group column of a row that is its
                      // own group) still heads this row for a screen reader.
                      <span className={visuallyHidden}>
                        {given.rows[index]?.label || row.group}
                      </span>
                    ) : (
                      row.label
                    )}
                    {ownGroup ? null : marks}
                  </th>
                  {table.columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.format === 'text' ? styles.textCell : styles.cell}
                    >
                      {formatCell(row.cells[column.key], column, options)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {table.footnotes?.length ? (
        <ol className={styles.footnotes}>
          {table.footnotes.map((note, index) => (
            <li key={index}>
              {footnoteMark(index)}. {note}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
