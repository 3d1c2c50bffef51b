import { parseNumber } from '../../read/table';
import type { CellValue, Column } from '../../types';

/** Non-negative integers below this are keyed through arrays instead of maps (codes of survey answers). */
const SMALL = 4096;

/**
 * Levels of a factor in SPSS's order (numeric values ascending, else text order).
 * Every distinct cell is parsed and keyed once, not once per row: small non-negative integers
 * through arrays, other cells through maps; the rows then get their level in two passes over
 * typed arrays (first-seen ids, then their rank).
 */
export function factorLevels(column: Column): {
  codes: Int32Array;
  labels: string[];
  /** Each level's value when the factor is numeric (scores for linear-by-linear tests), else null. */
  values: number[] | null;
} {
  const cells = column.values;
  const rows = cells.length;
  const parsedText = new Map<string, number | null>();
  const asNumber = (v: CellValue): number | null => {
    if (v === null || typeof v === 'number') return v;
    let parsed = parsedText.get(v);
    if (parsed === undefined) parsedText.set(v, (parsed = parseNumber(v.trim())));
    return parsed;
  };
  let numeric = true;
  for (let i = 0; i < rows; i++) {
    const v = cells[i]!;
    if (v !== null && typeof v !== 'number' && asNumber(v) === null) {
      numeric = false;
      break;
    }
  }

  // Each distinct key in order of first appearance, with the sort value of its first cell.
  const keys = new Map<string, number>();
  const firstSort: (number | string)[] = [];
  const keyTexts: string[] = [];
  /** The first-seen id of a cell's key, or -1 when missing. */
  const idOfNew = (v: CellValue): number => {
    if (v === null) return -1;
    const text = numeric ? String(asNumber(v)) : String(v).trim();
    if (text === '') return -1;
    let id = keys.get(text);
    if (id === undefined) {
      id = keyTexts.length;
      keys.set(text, id);
      keyTexts.push(text);
      firstSort.push(numeric ? asNumber(v)! : text);
    }
    return id;
  };
  const smallIds = new Int32Array(SMALL).fill(-2); // -2: not seen yet
  const otherIds = new Map<CellValue, number>();
  const ids = new Int32Array(rows);
  for (let i = 0; i < rows; i++) {
    const v = cells[i]!;
    let id: number;
    if (typeof v === 'number' && v >= 0 && v < SMALL && Number.isInteger(v)) {
      id = smallIds[v]!;
      if (id === -2) smallIds[v] = id = idOfNew(v);
    } else {
      const known = otherIds.get(v);
      if (known === undefined) otherIds.set(v, (id = idOfNew(v)));
      else id = known;
    }
    ids[i] = id;
  }

  // Keys are distinct (and so are their numbers), so the order has no ties.
  const order = keyTexts.map((_, id) => id);
  order.sort((a, b) => {
    const x = firstSort[a]!;
    const y = firstSort[b]!;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    const s = keyTexts[a]!;
    const t = keyTexts[b]!;
    return s < t ? -1 : s > t ? 1 : 0;
  });
  const rank = new Int32Array(order.length);
  order.forEach((id, position) => (rank[id] = position));
  const codes = new Int32Array(rows);
  for (let i = 0; i < rows; i++) {
    const id = ids[i]!;
    codes[i] = id < 0 ? -1 : rank[id]!;
  }
  const labels = order.map((id) => {
    const key = keyTexts[id]!;
    const valueLabel = column.valueLabels?.[key];
    return valueLabel !== undefined ? `${valueLabel} (${key})` : key;
  });
  return { codes, labels, values: numeric ? order.map((id) => firstSort[id] as number) : null };
}
