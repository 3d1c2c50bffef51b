/** Keyboard movement in an ARIA grid (WAI-ARIA APG data grid). Pure, so it is tested directly. */

/** Row −1 is the header row; column −1 the row-number column. */
export interface CellPosition {
  row: number;
  column: number;
}

export interface GridBounds {
  ctrl: boolean;
  rowCount: number;
  columnCount: number;
  /** Rows Page Up/Down move by. */
  pageSize: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The cell a key moves to, or undefined when the key is not a grid movement. */
export function moveCell(
  from: CellPosition,
  key: string,
  { ctrl, rowCount, columnCount, pageSize }: GridBounds,
): CellPosition | undefined {
  const lastRow = rowCount - 1;
  const lastColumn = columnCount - 1;
  const at = (row: number, column: number) => ({
    row: clamp(row, -1, lastRow),
    column: clamp(column, -1, lastColumn),
  });
  switch (key) {
    case 'ArrowUp':
      return at(from.row - 1, from.column);
    case 'ArrowDown':
      return at(from.row + 1, from.column);
    case 'ArrowLeft':
      return at(from.row, from.column - 1);
    case 'ArrowRight':
      return at(from.row, from.column + 1);
    case 'PageUp':
      return at(from.row - pageSize, from.column);
    case 'PageDown':
      return at(from.row + pageSize, from.column);
    case 'Home':
      return ctrl ? at(-1, -1) : at(from.row, -1);
    case 'End':
      return ctrl ? at(lastRow, lastColumn) : at(from.row, lastColumn);
    default:
      return undefined;
  }
}
