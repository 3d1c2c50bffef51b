import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeansPlot } from './MeansPlot';

describe('MeansPlot', () => {
  it('describes each mean with its interval', () => {
    render(
      <MeansPlot
        title="평균"
        yLabel="만족도"
        xLabel="집단"
        groups={[
          { label: 'A', mean: 3, lower: 2.5, upper: 3.5 },
          { label: 'B', mean: 4, lower: 3.6, upper: 4.4 },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: '평균' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      '만족도의 평균 도표(집단별). A 3.00 [2.50, 3.50], B 4.00 [3.60, 4.40]. 오차 막대: 95% 신뢰구간.',
    );
  });

  it('computes bars of mean ± multiplier · SE', async () => {
    render(
      <MeansPlot
        title="평균"
        seMultiplier={2}
        groups={[
          { label: 'A', mean: 3, se: 0.25, n: 10 },
          { label: 'B', mean: 4, se: 0.1, n: 12 },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['A3.002.503.5010', 'B4.003.804.2012']);
  });

  it('leaves the error columns out when no group has bars', async () => {
    const { container } = render(
      <MeansPlot title="평균" connect={false} groups={[{ label: 'A', mean: 3 }]} />,
    );
    expect(container.querySelector('svg polyline')).toBeNull();
    expect(container.querySelector('svg path')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '집단',
      '평균',
    ]);
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(<MeansPlot title="평균" groups={[{ label: 'A', mean: 3 }]} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
  });
});
