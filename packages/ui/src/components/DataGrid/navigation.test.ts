import { describe, expect, it } from 'vitest';
import { moveCell } from './navigation';

const bounds = { ctrl: false, rowCount: 100, columnCount: 5, pageSize: 10 };

describe('moveCell', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveCell({ row: 3, column: 2 }, 'ArrowDown', bounds)).toEqual({ row: 4, column: 2 });
    expect(moveCell({ row: 3, column: 2 }, 'ArrowLeft', bounds)).toEqual({ row: 3, column: 1 });
    expect(moveCell({ row: -1, column: 0 }, 'ArrowUp', bounds)).toEqual({ row: -1, column: 0 });
    expect(moveCell({ row: 99, column: 4 }, 'ArrowRight', bounds)).toEqual({ row: 99, column: 4 });
    expect(moveCell({ row: 0, column: -1 }, 'ArrowLeft', bounds)).toEqual({ row: 0, column: -1 });
  });

  it('pages by the visible rows', () => {
    expect(moveCell({ row: 3, column: 1 }, 'PageDown', bounds)).toEqual({ row: 13, column: 1 });
    expect(moveCell({ row: 3, column: 1 }, 'PageUp', bounds)).toEqual({ row: -1, column: 1 });
    expect(moveCell({ row: 95, column: 1 }, 'PageDown', bounds)).toEqual({ row: 99, column: 1 });
  });

  it('goes to the row ends with Home/End and the grid ends with Ctrl', () => {
    expect(moveCell({ row: 5, column: 2 }, 'Home', bounds)).toEqual({ row: 5, column: -1 });
    expect(moveCell({ row: 5, column: 2 }, 'End', bounds)).toEqual({ row: 5, column: 4 });
    expect(moveCell({ row: 5, column: 2 }, 'Home', { ...bounds, ctrl: true })).toEqual({
      row: -1,
      column: -1,
    });
    expect(moveCell({ row: 5, column: 2 }, 'End', { ...bounds, ctrl: true })).toEqual({
      row: 99,
      column: 4,
    });
  });

  it('ignores other keys', () => {
    expect(moveCell({ row: 0, column: 0 }, 'Enter', bounds)).toBeUndefined();
  });
});
