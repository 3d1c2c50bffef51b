import { StatsInputError } from '../errors';
import type { VariableScope } from '../transforms/expression';
import { spssNames, unusedName, validSpssBase } from './names';
import type { SyntaxColumn, SyntaxDataset } from './types';

/** One variable of the data as the syntax has it at some point of the transform list. */
export interface SyntaxVariable {
  /** The product's name at this point (renames change it). */
  name: string;
  /** Its SPSS name (valid, unique without regard to case). */
  spss: string;
  type: SyntaxColumn['type'];
  /** A text variable's width in bytes (for STRING declarations). */
  width?: number;
  label?: string;
  valueLabels?: Record<string, string>;
  /** A text variable's missing codes as the syntax has defined them (empty text in a CSV). */
  missing?: (number | string)[];
  /** The original column, for what the analyses' generators read of it. */
  column?: SyntaxColumn;
  /** Whether a transform changed its values (its original range no longer holds). */
  changed?: boolean;
}

/**
 * The variables of the data while the transform syntax is written: the product's names, with
 * the same case-insensitive lookup as the engine, and the SPSS name of each, so that every
 * command names what SPSS knows. New variables get valid names by the same rules as the
 * file's columns (names.ts); helper variables of the syntax take names nothing else uses.
 */
export class SyntaxVariables {
  readonly list: SyntaxVariable[];
  /** SPSS names in use (upper case), helpers included. */
  readonly taken: Set<string>;
  /** The prepared table's column facts (ranges, widths), when the data were given. */
  facts: Map<string, SyntaxColumn> | null = null;

  constructor(dataset: SyntaxDataset) {
    const names = spssNames(dataset.columns.map((c) => c.name));
    this.list = dataset.columns.map((c) => ({
      name: c.name,
      spss: names.get(c.name)!,
      type: c.type,
      ...(c.width !== undefined ? { width: c.width } : {}),
      ...(c.label !== undefined ? { label: c.label } : {}),
      ...(c.valueLabels !== undefined ? { valueLabels: { ...c.valueLabels } } : {}),
      // The prologue makes empty text missing in a CSV, as it is in the product.
      ...(c.type === 'categorical' && dataset.format !== 'sav' ? { missing: [''] } : {}),
      column: c,
    }));
    this.taken = new Set(this.list.map((v) => v.spss.toUpperCase()));
  }

  /** The variable named `name`: exact, or the only one that matches without regard to case. */
  find(name: string): SyntaxVariable | null {
    const exact = this.list.find((v) => v.name === name);
    if (exact) return exact;
    const lower = name.toLowerCase();
    const folded = this.list.filter((v) => v.name.toLowerCase() === lower);
    return folded.length === 1 ? folded[0]! : null;
  }

  require(name: string): SyntaxVariable {
    const found = this.find(name);
    if (!found) {
      throw new StatsInputError(
        'UNKNOWN_VARIABLE',
        `'${name}' 변수가 데이터에 없습니다.`,
        `Variable '${name}' is not in the data.`,
        { variable: name },
      );
    }
    return found;
  }

  /** As the engine's default names: `preferred`, or preferred_2, preferred_3 … when taken. */
  freeName(preferred: string): string {
    let name = preferred;
    for (let k = 2; this.list.some((v) => v.name.toLowerCase() === name.toLowerCase()); k++) {
      name = `${preferred}_${k}`;
    }
    return name;
  }

  /** A valid SPSS name for a product name, not yet used. */
  spssName(name: string): string {
    return unusedName(validSpssBase(name), this.taken);
  }

  /** Adds a new variable at the end (as the engine appends them). */
  add(name: string, type: SyntaxColumn['type'], extra: Partial<SyntaxVariable> = {}) {
    const variable: SyntaxVariable = { name, spss: this.spssName(name), type, ...extra };
    this.list.push(variable);
    return variable;
  }

  /** The scope the expression parser needs, over the variables as they are now. */
  scope(): VariableScope {
    const kind = (v: SyntaxVariable) => ({
      name: v.name,
      type: v.type === 'numeric' ? ('number' as const) : ('text' as const),
    });
    return {
      lookup: (name) => {
        const v = this.find(name);
        return v ? kind(v) : null;
      },
      range: (first, last) => {
        const a = this.list.findIndex((v) => v.name === first);
        const b = this.list.findIndex((v) => v.name === last);
        return a < 0 || b < a ? null : this.list.slice(a, b + 1).map(kind);
      },
    };
  }

  /** Product name → SPSS name, for the analysis's generator. */
  names(): Map<string, string> {
    return new Map(this.list.map((v) => [v.name, v.spss]));
  }

  /** What the analyses' generators read of a column (new variables: their type and width). */
  column(name: string): SyntaxColumn | undefined {
    const v = this.list.find((x) => x.name === name);
    if (!v) return undefined;
    const fact = this.facts?.get(name);
    if (fact) return fact;
    if (v.column && v.column.type === v.type) {
      if (!v.changed) return { ...v.column, name: v.name };
      const { min: _min, max: _max, ...rest } = v.column;
      return { ...rest, name: v.name };
    }
    return {
      name: v.name,
      type: v.type,
      ...(v.width !== undefined ? { width: v.width } : {}),
    };
  }
}
