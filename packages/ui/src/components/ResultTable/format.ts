/** Cell formatting of SPSS-style result tables. Pure, so it is tested directly. */

/** `df`: whole degrees of freedom without decimals, fractional ones (Welch) with them, as SPSS. */
export const cellFormats = ['text', 'integer', 'number', 'percent', 'pValue', 'df'] as const;
export type CellFormat = (typeof cellFormats)[number];
export const pValueStyles = ['spss', 'apa'] as const;
export type PValueStyle = (typeof pValueStyles)[number];

export interface ResultColumn {
  key: string;
  label: string;
  format: CellFormat;
  decimals?: number;
}

export interface ResultRow {
  label: string;
  group?: string;
  cells: Record<string, number | string | null>;
  footnoteRefs?: number[];
}

export interface ResultTableData {
  id: string;
  title: string;
  columnGroups?: { label: string; span: number }[];
  columns: ResultColumn[];
  rows: ResultRow[];
  footnotes?: string[];
}

export interface FormatOptions {
  decimals: number;
  pValueStyle: PValueStyle;
  locale: 'ko' | 'en';
}

/** SPSS shows a missing or system-missing value as a single dot. */
export const MISSING = '.';

/** Footnote marks: 0 → a, 1 → b, …, 25 → z, 26 → aa. */
export function footnoteMark(index: number): string {
  let n = index;
  let mark = '';
  do {
    mark = String.fromCharCode(97 + (n % 26)) + mark;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return mark;
}

function fixed(value: number, decimals: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value);
}

/** ".000" style: three decimals by default, no leading zero (SPSS and APA both drop it for p). */
export function formatPValue(p: number, style: PValueStyle, decimals = 3): string {
  const smallest = 10 ** -decimals;
  if (style === 'apa' && p < smallest) return `<${smallest.toFixed(decimals).slice(1)}`;
  const text = p.toFixed(decimals);
  return text.startsWith('0.') ? text.slice(1) : text;
}

export function formatCell(
  value: number | string | null | undefined,
  column: ResultColumn,
  options: FormatOptions,
): string {
  if (value === null || value === undefined || value === '') return MISSING;
  if (typeof value === 'string') return value;
  if (Number.isNaN(value)) return MISSING;
  const decimals = column.decimals ?? options.decimals;
  switch (column.format) {
    case 'text':
      return String(value);
    case 'integer':
      return fixed(Math.round(value), 0, options.locale);
    case 'number':
      return fixed(value, decimals, options.locale);
    case 'percent':
      // Values are percentages already (45.5 means 45.5 %), as in SPSS frequency tables.
      return fixed(value, column.decimals ?? 1, options.locale);
    case 'pValue':
      // More decimals reach p; fewer never take it below SPSS's three (a p of ".00" tells nothing).
      return formatPValue(value, options.pValueStyle, Math.max(3, options.decimals));
    case 'df':
      return Number.isInteger(value)
        ? fixed(value, 0, options.locale)
        : fixed(value, decimals, options.locale);
    default:
      return column.format satisfies never;
  }
}

/**
 * Column groups resolved to their columns. Columns after the last group form an unlabelled group,
 * so a short `columnGroups` list never drops columns.
 */
export function columnHeaderGroups(
  table: ResultTableData,
): { label: string; start: number; columns: ResultTableData['columns'] }[] {
  const groups: { label: string; start: number; columns: ResultTableData['columns'] }[] = [];
  let start = 0;
  for (const group of table.columnGroups ?? []) {
    groups.push({
      label: group.label,
      start,
      columns: table.columns.slice(start, start + group.span),
    });
    start += group.span;
  }
  if (start < table.columns.length)
    groups.push({ label: '', start, columns: table.columns.slice(start) });
  return groups;
}

function headerCells(table: ResultTableData): string[] {
  return [
    '',
    ...(table.rows.some((row) => row.group) ? [''] : []),
    ...table.columns.map((column) => column.label),
  ];
}

function rowCells(table: ResultTableData, row: ResultRow, options: FormatOptions): string[] {
  const marks = (row.footnoteRefs ?? []).map(footnoteMark).join(',');
  const marked = (text: string) => (marks ? `${text} ${marks}` : text);
  // A row named in the group column only (its own group) carries its marks there.
  const ownGroup = row.label === '' && !!row.group;
  return [
    ...(table.rows.some((r) => r.group) ? [ownGroup ? marked(row.group!) : (row.group ?? '')] : []),
    ownGroup ? '' : marked(row.label),
    ...table.columns.map((column) => formatCell(row.cells[column.key], column, options)),
  ];
}

/** Tab-separated text, as SPSS puts on the clipboard: pastes into Excel cell by cell. */
export function resultTableToTsv(table: ResultTableData, options: FormatOptions): string {
  const clean = (text: string) => text.replace(/[\t\n\r]+/g, ' ');
  const lines: string[][] = [[table.title]];
  if (table.columnGroups?.length) {
    const groupRow = headerCells(table)
      .slice(0, headerCells(table).length - table.columns.length)
      .map(() => '');
    for (const group of columnHeaderGroups(table))
      groupRow.push(...group.columns.map((_, index) => (index === 0 ? group.label : '')));
    lines.push(groupRow);
  }
  lines.push(headerCells(table));
  for (const row of table.rows) lines.push(rowCells(table, row, options));
  (table.footnotes ?? []).forEach((note, index) => lines.push([`${footnoteMark(index)}. ${note}`]));
  return lines.map((cells) => cells.map(clean).join('\t')).join('\n');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A plain HTML table (no classes) for pasting into Word or Excel with structure kept. */
export function resultTableToHtml(table: ResultTableData, options: FormatOptions): string {
  const hasGroups = table.rows.some((row) => row.group);
  const corner = hasGroups ? 2 : 1;
  const head: string[] = [];
  if (table.columnGroups?.length) {
    const groups = columnHeaderGroups(table);
    const first = groups
      .map((group) =>
        group.label
          ? `<th colspan="${group.columns.length}">${escapeHtml(group.label)}</th>`
          : group.columns
              .map((column) => `<th rowspan="2">${escapeHtml(column.label)}</th>`)
              .join(''),
      )
      .join('');
    const second = groups
      .filter((group) => group.label)
      .flatMap((group) => group.columns)
      .map((column) => `<th>${escapeHtml(column.label)}</th>`)
      .join('');
    head.push(`<tr><td colspan="${corner}" rowspan="2"></td>${first}</tr>`, `<tr>${second}</tr>`);
  } else {
    head.push(
      `<tr><td colspan="${corner}"></td>${table.columns.map((column) => `<th>${escapeHtml(column.label)}</th>`).join('')}</tr>`,
    );
  }
  const body = table.rows.map((row) => {
    const cells = rowCells(table, row, options).map((cell, index) =>
      index < corner ? `<th>${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`,
    );
    return `<tr>${cells.join('')}</tr>`;
  });
  const notes = (table.footnotes ?? [])
    .map((note, index) => `<p>${footnoteMark(index)}. ${escapeHtml(note)}</p>`)
    .join('');
  return `<table><caption>${escapeHtml(table.title)}</caption><thead>${head.join('')}</thead><tbody>${body.join('')}</tbody></table>${notes}`;
}

/**
 * Tables whose rows are grouped by a variable and labelled with the same variable (t tests,
 * ANOVA) would name it twice per row: one header column is kept, with the name on the first
 * row of its block, as SPSS prints it (on screen and on the clipboard alike).
 */
export function withoutRepeatedNames(table: ResultTableData): ResultTableData {
  const grouped = table.rows.some((row) => row.group !== undefined);
  if (!grouped || !table.rows.every((row) => row.group === row.label)) return table;
  return {
    ...table,
    rows: table.rows.map((row, index) => {
      const { group: _group, ...rest } = row;
      const continues = index > 0 && table.rows[index - 1]!.group === row.group;
      return { ...rest, label: continues ? '' : row.label };
    }),
  };
}
