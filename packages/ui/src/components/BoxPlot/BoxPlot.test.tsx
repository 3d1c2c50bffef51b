import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoxPlot } from './BoxPlot';

const groups = [
  { label: '남자', min: 40, q1: 55, median: 63, q3: 71, max: 88 },
  { label: '여자', min: 45, q1: 58, median: 66, q3: 74, max: 92, outliers: [21], extremes: [2] },
];

describe('BoxPlot', () => {
  it('describes the medians of each group', () => {
    render(<BoxPlot title="성별 점수" groups={groups} yLabel="점수" xLabel="성별" />);
    const image = screen.getByRole('img', { name: '성별 점수' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      '점수의 상자도표(성별별). 남자: 중위수 63.00, 여자: 중위수 66.00.',
    );
  });

  it('puts the five numbers and the outliers in the table', async () => {
    render(<BoxPlot title="성별 점수" groups={groups} decimals={1} />);
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const table = screen.getByRole('table', { name: '성별 점수' });
    const cells = within(within(table).getByRole('row', { name: /여자/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['45.0', '58.0', '66.0', '74.0', '92.0', '21.0, 2.0']);
    expect(
      within(within(table).getByRole('row', { name: /남자/ })).getAllByRole('cell')[5]?.textContent,
    ).toBe('.');
  });

  it('draws a box per group, a circle per outlier and an asterisk per extreme', () => {
    const { container } = render(<BoxPlot title="점수" groups={groups} />);
    expect(container.querySelectorAll('svg rect')).toHaveLength(2);
    expect(container.querySelectorAll('svg circle')).toHaveLength(1);
    expect(container.querySelectorAll('svg path')).toHaveLength(1);
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(<BoxPlot title="점수" groups={groups} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
    expect(await (onExport.mock.calls[0]?.[1] as Blob).text()).toContain('<desc>');
  });
});
