import { StatsInputError } from '../errors';
import type { CellValue, Column, DataTable, LocalizedText, MissingValues } from '../types';
import type { ExpressionColumns, NumericView } from './evaluate';
import type { VariableScope } from './expression';

/**
 * A table while transforms run on it. Columns are materialised only when a transform reads
 * or writes them: numbers as Float64Array (NaN = system-missing, user-missing values kept as
 * they are, so MISSING, SYSMIS and RECODE can tell them apart as SPSS does), text as arrays.
 * Columns no transform touches leave as the very objects that came in.
 */
export interface WorkColumn {
  name: string;
  type: 'numeric' | 'categorical';
  label?: string;
  valueLabels?: Record<string, string>;
  measure?: Column['measure'];
  missingValues?: MissingValues;
  /** The column as read, while its values are unchanged. */
  original: Column | null;
  numbers: Float64Array | null;
  texts: (string | null)[] | null;
  /** `numbers`/`texts` with user-missing values as NaN/null, made on demand. */
  validCache: Float64Array | (string | null)[] | null;
}

export class Workspace {
  readonly columns: WorkColumn[];
  readonly rowCount: number;
  /** Selected cases (1) after filters and samples; null while every case is selected. */
  selected: Uint8Array | null = null;
  selectedCount: number;
  readonly newVariables: string[] = [];
  readonly warnings: LocalizedText[] = [];

  constructor(table: DataTable) {
    this.rowCount = table.rowCount;
    this.selectedCount = table.rowCount;
    this.columns = table.columns.map((c) => ({
      name: c.name,
      type: c.type,
      ...(c.label !== undefined ? { label: c.label } : {}),
      ...(c.valueLabels !== undefined ? { valueLabels: c.valueLabels } : {}),
      ...(c.measure !== undefined ? { measure: c.measure } : {}),
      ...(c.missingValues !== undefined ? { missingValues: c.missingValues } : {}),
      original: c,
      numbers: null,
      texts: null,
      validCache: null,
    }));
  }

  /** A column by its exact name, or by a case-insensitive one when only one column matches (SPSS names ignore case). */
  find(name: string): WorkColumn | null {
    const exact = this.columns.find((c) => c.name === name);
    if (exact) return exact;
    const lower = name.toLowerCase();
    const folded = this.columns.filter((c) => c.name.toLowerCase() === lower);
    return folded.length === 1 ? folded[0]! : null;
  }

  require(name: string): WorkColumn {
    const column = this.find(name);
    if (!column) {
      throw new StatsInputError(
        'UNKNOWN_VARIABLE',
        `'${name}' 변수가 데이터에 없습니다.`,
        `Variable '${name}' is not in the data.`,
        { variable: name },
      );
    }
    return column;
  }

  requireNumeric(name: string): WorkColumn {
    const column = this.require(name);
    if (column.type !== 'numeric') {
      throw new StatsInputError(
        'NOT_NUMERIC',
        `'${column.name}' 변수는 문자 변수여서 숫자로 다룰 수 없습니다.`,
        `Variable '${column.name}' holds text, not numbers.`,
        { variable: column.name },
      );
    }
    return column;
  }

  /** Checks a name for a new variable: no column may have it, in any case. */
  requireFree(name: string): void {
    const lower = name.toLowerCase();
    const taken = this.columns.find((c) => c.name.toLowerCase() === lower);
    if (taken) {
      throw new StatsInputError(
        'VARIABLE_EXISTS',
        `'${taken.name}' 변수가 이미 있어 새 변수 이름으로 쓸 수 없습니다.`,
        `Variable '${taken.name}' already exists, so it cannot be a new variable's name.`,
        { variable: taken.name },
      );
    }
  }

  /** `preferred`, or preferred_2, preferred_3, … when that is taken (default names only). */
  freeName(preferred: string): string {
    let name = preferred;
    for (
      let k = 2;
      this.find(name) || this.columns.some((c) => c.name.toLowerCase() === name.toLowerCase());
      k++
    ) {
      name = `${preferred}_${k}`;
    }
    return name;
  }

  addNumeric(name: string, values: Float64Array, label?: string): WorkColumn {
    this.requireFree(name);
    const column: WorkColumn = {
      name,
      type: 'numeric',
      ...(label ? { label } : {}),
      original: null,
      numbers: values,
      texts: null,
      validCache: null,
    };
    this.columns.push(column);
    this.newVariables.push(name);
    return column;
  }

  addText(name: string, values: (string | null)[], label?: string): WorkColumn {
    this.requireFree(name);
    const column: WorkColumn = {
      name,
      type: 'categorical',
      ...(label ? { label } : {}),
      original: null,
      numbers: null,
      texts: values,
      validCache: null,
    };
    this.columns.push(column);
    this.newVariables.push(name);
    return column;
  }

  /** Numbers with user-missing values kept (NaN = system-missing). */
  raw(column: WorkColumn): Float64Array {
    if (column.numbers) return column.numbers;
    const source = column.original!.values;
    const out = new Float64Array(this.rowCount);
    for (let i = 0; i < out.length; i++) {
      const v = source[i];
      out[i] = typeof v === 'number' ? v : NaN;
    }
    column.numbers = out;
    return out;
  }

  /** Numbers with every missing value as NaN: what arithmetic and statistics see. */
  valid(column: WorkColumn): Float64Array {
    const raw = this.raw(column);
    const spec = column.missingValues;
    if (!spec) return raw;
    if (column.validCache) return column.validCache as Float64Array;
    const out = new Float64Array(raw.length);
    for (let i = 0; i < raw.length; i++) out[i] = isUserMissing(spec, raw[i]!) ? NaN : raw[i]!;
    column.validCache = out;
    return out;
  }

  /**
   * What expressions and scale scores read: the column's own array while it is untouched and
   * has no user-missing values (no copy), otherwise `valid`.
   */
  view(column: WorkColumn): NumericView {
    if (column.original && !column.numbers && !column.missingValues) return column.original.values;
    return this.valid(column);
  }

  rawText(column: WorkColumn): (string | null)[] {
    if (column.texts) return column.texts;
    column.texts = column.original!.values.map((v) => (v === null ? null : String(v)));
    return column.texts;
  }

  validText(column: WorkColumn): (string | null)[] {
    const raw = this.rawText(column);
    const spec = column.missingValues;
    if (!spec) return raw;
    if (column.validCache) return column.validCache as (string | null)[];
    const out = raw.map((v) => (v !== null && spec.values.includes(v) ? null : v));
    column.validCache = out;
    return out;
  }

  /** Marks a column's values as replaced (after writing `numbers` or `texts`). */
  changed(column: WorkColumn): void {
    column.original = null;
    column.validCache = null;
  }

  /** What the expression parser needs: names, kinds and the order of columns for `TO`. */
  scope(): VariableScope {
    const kind = (c: WorkColumn) => ({
      name: c.name,
      type: c.type === 'numeric' ? ('number' as const) : ('text' as const),
    });
    return {
      lookup: (name) => {
        const c = this.find(name);
        return c ? kind(c) : null;
      },
      range: (first, last) => {
        const a = this.columns.findIndex((c) => c.name === first);
        const b = this.columns.findIndex((c) => c.name === last);
        return a < 0 || b < a ? null : this.columns.slice(a, b + 1).map(kind);
      },
    };
  }

  expressionColumns(): ExpressionColumns {
    return {
      rowCount: this.rowCount,
      valid: (name) => this.view(this.require(name)),
      raw: (name) => this.raw(this.require(name)),
      text: (name) => this.validText(this.require(name)),
    };
  }

  /** Row numbers (0-based) of the selected cases. */
  selectedRows(): Int32Array {
    const out = new Int32Array(this.selectedCount);
    if (!this.selected) {
      for (let i = 0; i < out.length; i++) out[i] = i;
      return out;
    }
    let k = 0;
    for (let i = 0; i < this.rowCount; i++) if (this.selected[i]) out[k++] = i;
    return out;
  }

  toTable(): DataTable {
    return { rowCount: this.rowCount, columns: this.columns.map((c) => this.toColumn(c)) };
  }

  private toColumn(c: WorkColumn): Column {
    const meta = {
      name: c.name,
      type: c.type,
      ...(c.label !== undefined && c.label !== '' ? { label: c.label } : {}),
      ...(c.valueLabels !== undefined && Object.keys(c.valueLabels).length > 0
        ? { valueLabels: c.valueLabels }
        : {}),
      ...(c.measure !== undefined ? { measure: c.measure } : {}),
      ...(c.missingValues !== undefined ? { missingValues: c.missingValues } : {}),
    };
    const o = c.original;
    if (o && !c.missingValues) {
      const same =
        o.name === meta.name &&
        o.label === meta.label &&
        o.valueLabels === meta.valueLabels &&
        o.measure === meta.measure &&
        o.missingValues === undefined;
      return same ? o : { ...meta, values: o.values };
    }
    let values: CellValue[];
    if (c.type === 'numeric') {
      const valid = this.valid(c);
      values = new Array<CellValue>(valid.length);
      for (let i = 0; i < valid.length; i++) {
        const v = valid[i]!;
        values[i] = v === v ? v : null;
      }
    } else values = this.validText(c);
    return { ...meta, values };
  }
}

export function isUserMissing(spec: MissingValues, value: number | string): boolean {
  if (typeof value === 'number' && value !== value) return false;
  if (spec.values.includes(value)) return true;
  const range = spec.range;
  if (!range || typeof value !== 'number') return false;
  return (range.low === 'LO' || value >= range.low) && (range.high === 'HI' || value <= range.high);
}
