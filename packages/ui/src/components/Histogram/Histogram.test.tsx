import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Histogram } from './Histogram';

const values = [1.2, 2.5, 2.5, 3.1, 4.8, 5.0, 5.0, 6.7, 7.3, 9.9, 10, 4, 4.5, 6, 2];

describe('Histogram', () => {
  it('names the figure and the image by the title and describes them', () => {
    render(<Histogram title="만족도 분포" xLabel="만족도" values={values} />);
    expect(screen.getByRole('figure', { name: '만족도 분포' })).toBeTruthy();
    const image = screen.getByRole('img', { name: '만족도 분포' });
    expect(image.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('만족도의 히스토그램');
    expect(description?.textContent).toContain('N = 15');
  });

  it('lists the R hist() bins in the table alternative', async () => {
    render(<Histogram title="분포" values={values} />);
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const rows = within(screen.getByRole('table', { name: '분포' })).getAllByRole('row');
    // hist(values): breaks 0, 2, …, 10 and counts 2, 4, 5, 2, 2 (distribution.reference.R).
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '0.00 – 2.002',
      '2.00 – 4.004',
      '4.00 – 6.005',
      '6.00 – 8.002',
      '8.00 – 10.002',
    ]);
  });

  it('draws given bins and leaves the curve out without a standard deviation', () => {
    const { container } = render(
      <Histogram
        title="연령"
        bins={[
          { start: 20, end: 30, count: 3 },
          { start: 30, end: 40, count: 5 },
        ]}
      />,
    );
    expect(container.querySelectorAll('svg rect')).toHaveLength(2);
    expect(container.querySelector('svg polyline')).toBeNull();
  });

  it('exports an SVG file that carries the title and the bars', async () => {
    const onExport = vi.fn();
    render(<Histogram title="만족도 분포" values={values} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
    const file = onExport.mock.calls[0]?.[1] as Blob;
    expect(file.type).toBe('image/svg+xml');
    const text = await file.text();
    const document = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelector('title')?.textContent).toBe('만족도 분포');
    expect(document.querySelectorAll('rect')).toHaveLength(6); // background and five bars
  });
});
