/** Warnings every analysis collects: Korean (the contract's `warnings`) and English, same order. */
export interface Warnings {
  ko: string[];
  en: string[];
  add(ko: string, en: string): void;
}

export function warningList(): Warnings {
  const list: Warnings = {
    ko: [],
    en: [],
    add(ko, en) {
      if (!list.ko.includes(ko)) {
        list.ko.push(ko);
        list.en.push(en);
      }
    },
  };
  return list;
}

/** NaN or ±Infinity anywhere in a result becomes null with a warning (the contract forbids them). */
export function replaceNonFinite(
  node: unknown,
  owner: string,
  warnings: Warnings,
  path = '',
): void {
  if (node === null || typeof node !== 'object') return;
  const entries = Array.isArray(node)
    ? node.map((v, i) => [String(i), v] as const)
    : Object.entries(node);
  for (const [key, value] of entries) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      (node as Record<string, unknown>)[key] = null;
      warnings.add(
        `'${owner}'의 ${path}${key} 값을 계산할 수 없어 비워 두었습니다.`,
        `${path}${key} of '${owner}' could not be computed and is left empty.`,
      );
    } else replaceNonFinite(value, owner, warnings, `${path}${key}.`);
  }
}

/** The non-missing values of a numeric column, in row order. */
export function validValues(cells: readonly (number | null)[]): Float64Array {
  // One pass into room for every cell; a view of the filled part when some were missing.
  const rows = cells.length;
  const out = new Float64Array(rows);
  let k = 0;
  for (let i = 0; i < rows; i++) {
    const v = cells[i]!;
    if (v !== null) out[k++] = v;
  }
  return k === rows ? out : out.subarray(0, k);
}

/**
 * SPSS's /MISSING=LISTWISE: a row missing in any of `columns` becomes missing in all of
 * them. Returns new arrays; the table is not changed.
 */
export function listwise(columns: readonly (readonly (number | null)[])[]): (number | null)[][] {
  const rows = columns[0]?.length ?? 0;
  const keep = new Uint8Array(rows).fill(1);
  for (const column of columns) {
    for (let i = 0; i < rows; i++) if (column[i] === null) keep[i] = 0;
  }
  return columns.map((column) => Array.from(column, (v, i) => (keep[i] ? v : null)));
}
