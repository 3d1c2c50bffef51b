import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QQPlot } from './QQPlot';

const values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];

describe('QQPlot', () => {
  it('is a figure named and described for screen readers', () => {
    render(<QQPlot title="Q-Q" values={values} variableLabel="점수" />);
    expect(screen.getByRole('figure', { name: 'Q-Q' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Q-Q' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('점수의 정규 Q-Q 도표. 11개 관측값');
  });

  it('lists Blom quantiles with tied ranks averaged (R: qnorm((rank(x) - 3/8) / (n + 1/4)))', async () => {
    render(<QQPlot title="Q-Q" values={values} />);
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const expected = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(expected).toEqual([
      '-1.282',
      '-1.282',
      '-0.728',
      '-0.341',
      '-0.341',
      '0.000',
      '0.461',
      '0.461',
      '0.461',
      '1.061',
      '1.593',
    ]);
  });

  it('draws a point per pair and the reference line', () => {
    const { container } = render(<QQPlot title="Q-Q" values={values} />);
    expect(container.querySelectorAll('svg circle')).toHaveLength(11);
    expect(container.querySelectorAll('svg > line')).toHaveLength(1);
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(<QQPlot title="Q-Q" values={values} onExport={onExport} fileName="qq" />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport.mock.calls[0]?.[0]).toBe('svg');
    expect((onExport.mock.calls[0]?.[1] as Blob).type).toBe('image/svg+xml');
  });
});
