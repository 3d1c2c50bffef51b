import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataGrid } from './DataGrid';
import type { DataGridColumn } from './DataGrid';

const columns: DataGridColumn[] = [
  { key: 'group', label: '집단', type: 'categorical' },
  { key: 'score', label: '점수', type: 'numeric' },
];
const getValue = (row: number, column: number) =>
  column === 0 ? `집단${row % 3}` : row % 4 === 0 ? null : row * 1.5;

// jsdom lays nothing out: give the scroller a size so the virtualiser renders rows.
let restore: (() => void) | undefined;
beforeAll(() => {
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 320,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 600,
  });
  restore = () => {
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
  };
});
afterAll(() => restore?.());

describe('DataGrid', () => {
  it('is an ARIA grid that counts every row, while rendering only a window of them', () => {
    render(<DataGrid label="자료" columns={columns} rowCount={100_000} getValue={getValue} />);
    const grid = screen.getByRole('grid', { name: '자료' });
    expect(grid.getAttribute('aria-rowcount')).toBe('100001');
    expect(grid.getAttribute('aria-colcount')).toBe('3');
    const rows = within(grid).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[1]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('shows each column type in its header and marks missing cells', () => {
    render(<DataGrid label="자료" columns={columns} rowCount={10} getValue={getValue} />);
    expect(screen.getByRole('columnheader', { name: '점수 숫자' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '집단 범주' })).toBeTruthy();
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByRole('rowheader').textContent).toBe('1');
    expect(
      within(firstRow)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['집단0', '.결측']);
    expect(
      within(screen.getAllByRole('row')[2] as HTMLElement).getAllByRole('gridcell')[1]?.textContent,
    ).toBe('1.5');
  });

  it('has one tabbable cell and moves focus with the arrow keys', async () => {
    render(<DataGrid label="자료" columns={columns} rowCount={50} getValue={getValue} />);
    const tabbable = screen.getByRole('grid').querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('집단 범주');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-cell')).toBe('1:1');
    expect(document.activeElement?.textContent).toBe('1.5');
    await userEvent.keyboard('{End}{Home}');
    expect(document.activeElement?.getAttribute('role')).toBe('rowheader');
    expect(screen.getByRole('grid').querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });
});
