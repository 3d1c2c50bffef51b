import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreePlot } from './ScreePlot';

const eigenvalues = [2.5, 1.2, 0.8, 0.5];

describe('ScreePlot', () => {
  it('says how many components pass the reference line', () => {
    render(<ScreePlot title="스크리 도표" eigenvalues={eigenvalues} />);
    const image = screen.getByRole('img', { name: '스크리 도표' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      '스크리 도표. 4개 성분의 고유값: 2.50, 1.20, 0.80, 0.50. 고유값이 1보다 큰 성분은 2개입니다.',
    );
  });

  it('lists eigenvalues with their share of the total variance', async () => {
    render(<ScreePlot title="스크리 도표" eigenvalues={eigenvalues} />);
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // 2.5 / 5 = 50 %, 1.2 / 5 = 24 %, …
    expect(rows.map((row) => row.textContent)).toEqual([
      '12.50050.00',
      '21.20024.00',
      '30.80016.00',
      '40.50010.00',
    ]);
  });

  it('prints a fractional reference line (the mean eigenvalue) with its decimals', () => {
    render(<ScreePlot title="s" eigenvalues={eigenvalues} referenceLine={1.25} />);
    const image = screen.getByRole('img', { name: 's' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('고유값이 1.25보다 큰 성분은 1개입니다.');
    expect(image.textContent).toContain('고유값 = 1.25');
  });

  it('draws the dashed reference line only when asked', () => {
    const { container, rerender } = render(<ScreePlot title="s" eigenvalues={eigenvalues} />);
    expect(container.querySelector('svg')?.textContent).toContain('고유값 = 1');
    rerender(<ScreePlot title="s" eigenvalues={eigenvalues} referenceLine={null} />);
    expect(container.querySelector('svg')?.textContent).not.toContain('고유값 = 1');
    expect(container.querySelectorAll('svg circle')).toHaveLength(4);
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(<ScreePlot title="s" eigenvalues={eigenvalues} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
  });
});
