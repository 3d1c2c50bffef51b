import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InteractionPlot } from './InteractionPlot';

const lines = [
  {
    label: '낮음',
    points: [
      { x: -1, y: 1.5 },
      { x: 1, y: 2.1 },
    ],
  },
  {
    label: '높음',
    points: [
      { x: -1, y: 1.8 },
      { x: 1, y: 3.2 },
    ],
  },
];
const xTicks = [
  { value: -1, label: 'M−1SD' },
  { value: 1, label: 'M+1SD' },
];

describe('InteractionPlot', () => {
  it('describes every simple slope in words', () => {
    render(<InteractionPlot title="조절효과" lines={lines} xTicks={xTicks} legendTitle="W" />);
    const image = screen.getByRole('img', { name: '조절효과' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      '상호작용 도표(W 수준별 단순 기울기). 낮음: M−1SD에서 1.50, M+1SD에서 2.10; 높음: M−1SD에서 1.80, M+1SD에서 3.20.',
    );
  });

  it('tabulates the moderator levels against the x values', async () => {
    render(<InteractionPlot title="조절효과" lines={lines} xTicks={xTicks} legendTitle="W" />);
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['W', 'M−1SD', 'M+1SD']);
    expect(within(table).getByRole('row', { name: /높음/ }).textContent).toBe('높음1.803.20');
  });

  it('gives each line its own marker shape and dash', () => {
    const { container } = render(<InteractionPlot title="t" lines={lines} xTicks={xTicks} />);
    const polylines = container.querySelectorAll('svg polyline');
    expect(polylines).toHaveLength(2);
    expect(polylines[0]?.getAttribute('stroke-dasharray')).toBeNull();
    expect(polylines[1]?.getAttribute('stroke-dasharray')).toBeTruthy();
    // Circles for the first line (two points and the legend), squares for the second.
    expect(container.querySelectorAll('svg circle')).toHaveLength(3);
    expect(container.querySelectorAll('svg rect')).toHaveLength(3);
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(<InteractionPlot title="t" lines={lines} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
  });
});
