import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame } from './Chart';
import type { ChartTableData } from './Chart';
import { chartFileName } from './exportChart';

const table: ChartTableData = {
  rowHeader: '집단',
  columns: [
    { key: 'mean', label: '평균', format: 'number' },
    { key: 'n', label: 'N', format: 'integer' },
  ],
  rows: [
    { label: '남자', cells: { mean: 3.456, n: 1200 } },
    { label: '여자', cells: { mean: null, n: 980 } },
  ],
};

function Frame(props: Partial<Parameters<typeof ChartFrame>[0]>) {
  return (
    <ChartFrame
      title="성별 만족도"
      description="남자와 여자의 만족도 평균"
      width={200}
      height={100}
      table={table}
      {...props}
    >
      <rect x={10} y={10} width={50} height={40} style={{ fill: 'rgb(0, 114, 178)' }} />
      <text x={70} y={30} style={{ fontSize: '13px' }}>
        남자
      </text>
    </ChartFrame>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ChartFrame', () => {
  it('is a figure whose image is named by the title and described by the description', () => {
    render(<Frame />);
    expect(screen.getByRole('figure', { name: '성별 만족도' })).toBeTruthy();
    const image = screen.getByRole('img', { name: '성별 만족도' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('남자와 여자의 만족도 평균');
  });

  it('opens and closes the data table as a disclosure', async () => {
    render(<Frame />);
    const toggle = screen.getByRole('button', { name: '표로 보기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('표 숨기기');
    const tableElement = screen.getByRole('table', { name: '성별 만족도' });
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(tableElement)).toBe(true);
    const rows = within(tableElement).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['집단평균N', '남자3.461,200', '여자.980']);
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports a standalone, well-formed SVG with styles inlined', async () => {
    const onExport = vi.fn();
    render(<Frame onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    const [format, file] = onExport.mock.calls[0] as [string, Blob];
    expect(format).toBe('svg');
    expect(file.type).toBe('image/svg+xml');
    const text = await file.text();
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(svg.querySelector('parsererror')).toBeNull();
    const root = svg.documentElement;
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('width')).toBe('200');
    expect(root.hasAttribute('aria-labelledby')).toBe(false);
    expect(svg.querySelector('desc')?.textContent).toBe('남자와 여자의 만족도 평균');
    const [background, bar] = [...svg.querySelectorAll('rect')];
    expect(background?.getAttribute('width')).toBe('100%');
    expect(bar?.getAttribute('style')).toContain('fill:rgb(0, 114, 178)');
    expect(svg.querySelector('text')?.getAttribute('style')).toContain('font-size:13px');
  });

  it('downloads the file under the title when nobody takes it', async () => {
    const createObjectURL = vi.fn(() => 'blob:chart');
    // jsdom has no object URLs: stand-ins for the duration of the test.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('성별 만족도.svg');
      expect(this.getAttribute('href')).toBe('blob:chart');
    });
    render(<Frame />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(document.querySelector('a[download]')).toBeNull();
    // revokeObjectURL stays: downloadBlob calls it on a timer after the test.
    Reflect.deleteProperty(URL, 'createObjectURL');
  });

  it('makes file names safe for every system', () => {
    expect(chartFileName('평균/표준편차: "결과"', 'png')).toBe('평균_표준편차_ _결과_.png');
    expect(chartFileName('  ', 'svg')).toBe('chart.svg');
  });
});
