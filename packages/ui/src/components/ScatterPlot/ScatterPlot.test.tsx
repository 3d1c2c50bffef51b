import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScatterPlot } from './ScatterPlot';

const points = [
  { x: 1, y: 2 },
  { x: 2, y: 2.5 },
  { x: 3, y: 3.9 },
  { x: 4, y: Number.NaN },
];

describe('ScatterPlot', () => {
  it('describes the fit line with its equation', () => {
    render(
      <ScatterPlot
        title="품질과 만족도"
        points={points}
        xLabel="품질"
        yLabel="만족도"
        fitLine={{ intercept: 1, slope: -0.5, rSquared: 0.25 }}
      />,
    );
    const image = screen.getByRole('img', { name: '품질과 만족도' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      '산점도(x축 품질, y축 만족도). 3개 케이스, 회귀선 ŷ = 1.00 − 0.50x, R² = 0.250.',
    );
  });

  it('skips cases with a missing value in the plot but keeps them in the table', async () => {
    const { container } = render(<ScatterPlot title="s" points={points} />);
    expect(container.querySelectorAll('svg circle')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '11.002.00',
      '22.002.50',
      '33.003.90',
      '44.00.',
    ]);
  });

  it('draws the fit line across the x axis', () => {
    const { container } = render(
      <ScatterPlot title="s" points={points} fitLine={{ intercept: 1, slope: 1 }} />,
    );
    // The fit line and its legend sample.
    expect(container.querySelectorAll('svg > line')).toHaveLength(1);
    expect(container.querySelector('svg')?.textContent).toContain('ŷ = 1.00 + 1.00x');
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(<ScatterPlot title="s" points={points} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
  });
});
