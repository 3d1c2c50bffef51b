import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BarChart } from './BarChart';

const categories = ['서울', '경기', '부산'];

describe('BarChart', () => {
  it('describes each category value', () => {
    render(
      <BarChart
        title="거주 지역"
        categories={categories}
        series={[{ name: '빈도', values: [1250, 980, null] }]}
        xLabel="지역"
      />,
    );
    const image = screen.getByRole('img', { name: '거주 지역' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      '지역별 빈도 막대그래프. 서울 1,250; 경기 980; 부산 결측.',
    );
  });

  it('draws one bar per present value and a legend entry per series when grouped', () => {
    const { container } = render(
      <BarChart
        title="성별 지역"
        categories={categories}
        series={[
          { name: '남자', values: [1, 2, 3] },
          { name: '여자', values: [4, null, 6] },
        ]}
      />,
    );
    // Five bars and two legend swatches.
    expect(container.querySelectorAll('svg rect')).toHaveLength(7);
    expect(container.querySelector('svg')?.textContent).toContain('여자');
  });

  it('lists every series as a column of the table', async () => {
    render(
      <BarChart
        title="성별 지역"
        categories={categories}
        xLabel="지역"
        valueDecimals={1}
        series={[
          { name: '남자', values: [42.5, 31.2, 20.1] },
          { name: '여자', values: [38.9, 35.4, null] },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const table = screen.getByRole('table', { name: '성별 지역' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['지역', '남자', '여자']);
    expect(within(table).getByRole('row', { name: /부산/ }).textContent).toBe('부산20.1.');
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(
      <BarChart
        title="지역"
        categories={categories}
        series={[{ name: '빈도', values: [1, 2, 3] }]}
        onExport={onExport}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
  });
});
