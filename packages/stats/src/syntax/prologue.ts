import { parseNumber } from '../read/table';
import { isColumnArray, type ColumnArray, type ColumnarTable } from '../read/columnar';
import type { Column, DataTable } from '../types';
import { command, comment, quote } from './format';
import type { SyntaxColumn, SyntaxDataset } from './types';

const bytes = (text: string): number => new TextEncoder().encode(text).length;

/** The facts GET DATA needs, taken from a table the product has read (as cells or as arrays). */
export function syntaxDataset(
  table: DataTable | ColumnarTable,
  fileName: string,
  read: Pick<SyntaxDataset, 'format' | 'sheet' | 'encoding' | 'delimiter' | 'firstRowAsNames'> = {},
): SyntaxDataset {
  const columns = table.columns.map((column: Column | ColumnArray): SyntaxColumn => {
    const labels = {
      ...(column.label !== undefined ? { label: column.label } : {}),
      ...(column.valueLabels !== undefined ? { valueLabels: column.valueLabels } : {}),
    };
    if (column.type === 'categorical') {
      const { width, categories } = textFacts(distinctCells(column));
      // AUTORECODE's codes are the categories' positions, 1 up, in ascending order.
      return { name: column.name, type: 'categorical', width, categories, ...labels };
    }
    const facts = new NumberFacts();
    if (isColumnArray(column)) {
      facts.addAll(column.numbers);
    } else {
      for (const v of column.values) {
        const n = typeof v === 'number' ? v : v === null ? null : parseNumber(v);
        if (n !== null) facts.add(n);
      }
    }
    return {
      name: column.name,
      type: 'numeric',
      decimals: Math.min(facts.decimals, 16),
      ...(facts.min <= facts.max ? { min: facts.min, max: facts.max } : {}),
      ...labels,
    };
  });
  return { fileName, columns, ...read };
}

/** A text column's cells, each once: a column repeats few values over many rows. */
function distinctCells(column: Column | ColumnArray): Iterable<string | number> {
  if (!isColumnArray(column)) {
    const cells = new Set<string | number>();
    for (const v of column.values) if (v !== null) cells.add(v);
    return cells;
  }
  if (column.type !== 'categorical') return [];
  const used = new Uint8Array(column.words.length);
  for (const code of column.codes) if (code >= 0) used[code] = 1;
  return column.words.filter((_, code) => used[code] === 1);
}

function textFacts(cells: Iterable<string | number>): { width: number; categories: string[] } {
  let width = 1;
  const distinct = new Set<string>();
  for (const v of cells) {
    width = Math.max(width, bytes(String(v)));
    if (String(v).trim() !== '') distinct.add(String(v).trim());
  }
  return { width, categories: [...distinct].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}

/** A numeric column's range and its most decimals as its values are spelt. */
class NumberFacts {
  decimals = 0;
  min = Infinity;
  max = -Infinity;
  private scale = 1;

  add(n: number): void {
    if (n < this.min) this.min = n;
    if (n > this.max) this.max = n;
    // A number that k / 10^decimals gives back exactly has a spelling with that many decimals,
    // so its shortest spelling (String's) has no more: only the others are spelt out. On a
    // million rows this is the difference between seconds and milliseconds.
    if (Math.round(n * this.scale) / this.scale === n) return;
    const text = String(n);
    const point = text.indexOf('.');
    if (point >= 0 && !/e/i.test(text)) {
      this.decimals = Math.max(this.decimals, text.length - point - 1);
      this.scale = 10 ** Math.min(this.decimals, 16);
    }
  }

  /**
   * A column's numbers, NaN (missing) left out: `add` for each, with the range and the cheap
   * check kept in locals, since every upload's columns (a million rows each) go through here.
   */
  addAll(numbers: Float64Array): void {
    let { min, max, scale } = this;
    for (let i = 0; i < numbers.length; i++) {
      const n = numbers[i]!;
      if (n !== n) continue;
      if (n < min) min = n;
      if (n > max) max = n;
      if (Math.round(n * scale) / scale === n) continue;
      this.add(n);
      scale = this.scale;
    }
    if (min < this.min) this.min = min;
    if (max > this.max) this.max = max;
  }
}

const delimiterText = { ',': '","', '\t': '"\\t"', ';': '";"', '|': '"|"' } as const;

/**
 * GET DATA for the dataset's CSV. The variables are named here, so a header SPSS would not
 * accept (a space, a leading digit) gets its valid name in this one place; the header row is
 * skipped, and the product's name is kept as the variable label so SPSS's tables show it.
 * Empty text cells are user-missing, as they are missing in the product.
 */
export function getDataSyntax(dataset: SyntaxDataset, names: Map<string, string>): string[] {
  if (dataset.format === 'sav') return getFileSyntax(dataset, names);
  if (dataset.format === 'xlsx') {
    const csv = dataset.fileName.replace(/\.xlsx$/i, '') + '.csv';
    return [
      ...comment(
        `Save ${dataset.sheet === undefined ? 'the first sheet' : `the sheet ${dataset.sheet}`} of ${dataset.fileName} as CSV UTF-8 (${csv}) and run this syntax on it.`,
      ),
      ...getDataSyntax(
        { ...dataset, format: 'csv', fileName: csv, encoding: 'utf-8', delimiter: ',' },
        names,
      ),
    ];
  }
  const variables = dataset.columns.map((c) => {
    const name = names.get(c.name)!;
    return c.type === 'categorical'
      ? `${name} A${Math.max(1, Math.min(c.width ?? 255, 32767))}`
      : `${name} F40.${Math.min(c.decimals ?? 0, 16)}`;
  });
  const lines = [
    ...command(
      'GET DATA',
      [],
      [
        'TYPE=TXT',
        `FILE=${quote(dataset.fileName)}`,
        `ENCODING=${dataset.encoding === 'cp949' ? "'CP949'" : "'UTF8'"}`,
        'ARRANGEMENT=DELIMITED',
        `DELIMITERS=${delimiterText[dataset.delimiter ?? ',']}`,
        `QUALIFIER='"'`,
        `FIRSTCASE=${dataset.firstRowAsNames === false ? 1 : 2}`,
        ['VARIABLES=', ...variables],
      ],
    ),
  ];
  const renamed = dataset.columns.filter((c) => names.get(c.name) !== c.name);
  if (renamed.length > 0) {
    lines.push(
      ...comment(
        `SPSS does not accept ${renamed.length === 1 ? 'this name' : 'these names'} as ${renamed.length === 1 ? 'it is' : 'they are'}: each such variable gets the valid name shown and keeps its name in the file as its label.`,
      ),
      ...command(
        'VARIABLE LABELS',
        renamed.map((c, i) => `${i > 0 ? '/' : ''}${names.get(c.name)!} ${quote(c.name)}`),
      ),
    );
  }
  const text = dataset.columns
    .filter((c) => c.type === 'categorical')
    .map((c) => names.get(c.name)!);
  if (text.length > 0) lines.push(...command('MISSING VALUES', [...text, "('')"]));
  return lines;
}

/**
 * GET FILE for an SPSS file: its names are SPSS's already and its user-missing values apply
 * as they do in the product. An empty text cell is missing in the product but valid in SPSS;
 * MISSING VALUES would replace the file's own missing values, so a comment says so instead.
 */
function getFileSyntax(dataset: SyntaxDataset, names: Map<string, string>): string[] {
  const lines = [`GET FILE=${quote(dataset.fileName)}.`];
  const renamed = dataset.columns.filter((c) => names.get(c.name) !== c.name);
  if (renamed.length > 0) {
    lines.push(
      ...command('RENAME VARIABLES', [
        `(${renamed.map((c) => c.name).join(' ')} = ${renamed.map((c) => names.get(c.name)!).join(' ')})`,
      ]),
    );
  }
  if (dataset.columns.some((c) => c.type === 'categorical')) {
    lines.push(
      ...comment(
        "Empty text values are missing in this service but valid in SPSS: where a text variable used below has empty values, add '' to its missing values.",
      ),
    );
  }
  return lines;
}
