import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './Pagination';

describe('paginationItems', () => {
  it('shows a window around the current page with ellipses for longer gaps', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    // A gap of one page shows that page rather than an ellipsis.
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationItems(5, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(50, 120, 2, 2)).toEqual([
      1,
      2,
      'start-ellipsis',
      48,
      49,
      50,
      51,
      52,
      'end-ellipsis',
      119,
      120,
    ]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('always includes both ends and the current page, in order, hiding at least two per ellipsis', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (rawPage, pageCount, siblings, boundaries) => {
          const page = Math.min(rawPage, pageCount);
          const items = paginationItems(page, pageCount, siblings, boundaries);
          const numbers = items.filter((item): item is number => typeof item === 'number');
          expect(numbers).toContain(1);
          expect(numbers).toContain(pageCount);
          expect(numbers).toContain(page);
          for (let offset = -siblings; offset <= siblings; offset += 1) {
            const near = page + offset;
            if (near >= 1 && near <= pageCount) expect(numbers).toContain(near);
          }
          numbers.forEach((value, index) => {
            if (index > 0) expect(value).toBeGreaterThan(numbers[index - 1] ?? 0);
          });
          items.forEach((item, index) => {
            if (typeof item === 'number') return;
            const before = items[index - 1];
            const after = items[index + 1];
            if (typeof before !== 'number' || typeof after !== 'number') throw new Error('gap');
            expect(after - before).toBeGreaterThanOrEqual(3);
          });
          // Numbers not shown are exactly those an ellipsis stands for.
          const hidden = pageCount - numbers.length;
          expect(hidden === 0).toBe(items.every((item) => typeof item === 'number'));
        },
      ),
    );
  });
});

function Harness({
  onPageChange,
  initial = 1,
}: {
  onPageChange: (page: number) => void;
  initial?: number;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={12}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('marks the current page and moves with the page, next and last buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Harness onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await user.click(screen.getByRole('button', { name: '마지막 페이지' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([3, 4, 12]);
    expect(screen.getByRole('button', { name: '12 페이지' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps the end buttons focusable but inert at the first page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Harness onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: '이전 페이지' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(previous);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: '1 페이지' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(container.childElementCount).toBe(0);
  });
});
