import type { ResultTableModel } from '../../types';

/**
 * Rows that hold counts in tables whose columns are otherwise decimal (SPSS's row-wise
 * tables): the N rows of frequencies' statistics and of correlation matrices, a crosstab's
 * "Count" rows, "N of Valid Cases", "N of Items", a df row. Row labels are bilingual
 * ("빈도 (Count)"), so the English part in brackets or the whole label is matched; an
 * "Expected Count" is not a count.
 */
const countLabel =
  /^(?:N|df\d?)$|\((?:Count|N|df\d?|N of Valid Cases|N of Items|Total N of Items)\)/;

export function isCountRow(row: ResultTableModel['rows'][number]): boolean {
  return row.group === 'N' || countLabel.test(row.label);
}

const integerFormatters = {
  ko: new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

/**
 * The one place result tables decide that a count is shown as an integer ("55", never
 * "55.00"), whatever the column's format or the decimal places chosen. Columns already
 * formatted as integers need nothing; in count rows, integral values of decimal columns
 * become integer text (a non-integral value, e.g. a Welch df, keeps its decimals).
 */
export function withIntegerCounts(
  table: ResultTableModel,
  locale: 'ko' | 'en',
): ResultTableModel['rows'] {
  const decimalColumns = table.columns.filter(
    (column) => column.format === 'number' || column.format === 'percent',
  );
  if (decimalColumns.length === 0 || !table.rows.some(isCountRow)) return table.rows;
  return table.rows.map((row) => {
    if (!isCountRow(row)) return row;
    const cells = { ...row.cells };
    for (const column of decimalColumns) {
      const value = cells[column.key];
      if (typeof value === 'number' && Number.isInteger(value))
        cells[column.key] = integerFormatters[locale].format(value);
    }
    return { ...row, cells };
  });
}
