import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_NOTICE_MS, ResultTable } from './ResultTable';
import { frequencyTable, tTestTable } from './ResultTable.fixtures';

afterEach(() => vi.useRealTimers());

function cellTexts(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('ResultTable', () => {
  it('prints p-values SPSS-style, nulls as dots, and nests the column header', () => {
    render(<ResultTable table={tTestTable} />);
    const table = screen.getByRole('table', { name: '독립표본 검정' });
    const [, welch] = within(table).getAllByRole('row').slice(2);
    if (!welch) throw new Error('row missing');
    expect(cellTexts(welch)).toEqual(['.', '.', '-3.901', '96.43', '.000', '-0.813']);
    expect(
      within(table)
        .getByRole('columnheader', { name: 'Levene의 등분산 검정' })
        .getAttribute('colspan'),
    ).toBe('2');
    expect(within(table).getByRole('rowheader', { name: '만족도' }).getAttribute('rowspan')).toBe(
      '2',
    );
    expect(
      within(table).getByRole('rowheader', { name: '등분산을 가정하지 않음a' }).querySelector('sup')
        ?.textContent,
    ).toBe('a');
    expect(screen.getByText('a. Welch-Satterthwaite 자유도를 사용했습니다.')).toBeTruthy();
  });

  it('names a row that is its own group once, and still gives it to screen readers as the row header', () => {
    render(
      <ResultTable
        table={{
          id: 'cases',
          title: '케이스 처리 요약',
          columns: [{ key: 'n', label: 'N', format: 'integer' }],
          rows: [
            { label: '1', group: '진로', cells: { n: 80 } },
            { label: '2', group: '진로', cells: { n: 123 } },
            { label: '', group: '결측', cells: { n: 4 }, footnoteRefs: [0] },
          ],
          footnotes: ['결측 사례입니다.'],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: '케이스 처리 요약' });
    const missing = within(table).getAllByRole('row').at(-1)!;
    // Its footnote mark goes with the name shown.
    expect(missing.querySelector('th[scope="rowgroup"]')?.textContent).toBe('결측a');
    // The row header holds the name only for screen readers (visually hidden), not a second time on screen.
    const header = missing.querySelector('th[scope="row"]')!;
    expect(header.textContent).toBe('결측');
    expect(header.firstElementChild?.tagName).toBe('SPAN');
    expect(header.firstElementChild?.textContent).toBe('결측');
    expect(header.childNodes).toHaveLength(1);
  });

  it('prints <.001 in APA style and honours the decimals prop, p keeping three decimals', () => {
    render(<ResultTable table={tTestTable} pValueStyle="apa" decimals={2} />);
    const rows = screen.getAllByRole('row').slice(2);
    expect(cellTexts(rows[0] as HTMLElement)).toEqual([
      '0.41',
      '.522',
      '-3.91',
      '98.00',
      '<.001',
      '-0.81',
    ]);
  });

  it('copies HTML and TSV to the clipboard and shows the copied label for one second', async () => {
    vi.useFakeTimers();
    const write = vi.fn<(items: ClipboardItem[]) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {
      value: { write, writeText: vi.fn() },
      configurable: true,
    });
    // jsdom has no ClipboardItem: a minimal stand-in that keeps the blobs it is given.
    class TestClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', TestClipboardItem);

    render(<ResultTable table={frequencyTable} />);
    fireEvent.click(screen.getByRole('button', { name: '표 복사' }));
    // Let the clipboard promise settle without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toBe('복사되었습니다!');
    act(() => vi.advanceTimersByTime(COPIED_NOTICE_MS - 10));
    expect(screen.getByRole('status').textContent).toBe('복사되었습니다!');
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('status').textContent).toBe('');
    vi.useRealTimers();

    const item = write.mock.calls[0]?.[0]?.[0] as unknown as TestClipboardItem;
    const tsv = await item.items['text/plain']?.text();
    const html = await item.items['text/html']?.text();
    expect(tsv?.split('\n')).toEqual([
      '거주 지역',
      '\t\t빈도\t퍼센트\t유효 퍼센트\t누적 퍼센트',
      '유효\t서울\t1,250\t41.7\t43.1\t43.1',
      '유효\t경기\t980\t32.7\t33.8\t76.9',
      '유효\t부산\t670\t22.3\t23.1\t100.0',
      '결측\t시스템 결측 a,b\t100\t3.3\t.\t.',
      'a. 응답하지 않은 케이스입니다.',
      'b. 유효 퍼센트 계산에서 제외했습니다.',
    ]);
    expect(html).toContain('<caption>거주 지역</caption>');
    expect(html).toContain('<td>1,250</td>');
    vi.unstubAllGlobals();
  });

  it('logs a failed copy and shows nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<ResultTable table={frequencyTable} copyLabel="Copy table" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy table' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('');
    error.mockRestore();
  });
});
