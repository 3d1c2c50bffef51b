import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PathDiagram } from './PathDiagram';

const mediators = [
  { name: '소진', a: { estimate: 0.52, p: 0.0001 }, b: { estimate: 0.38, p: 0.004 } },
  { name: '만족', a: { estimate: -0.41, p: 0.03 }, b: { estimate: -0.2, p: 0.2 } },
];

describe('PathDiagram', () => {
  it('describes each indirect path and the direct and total effects with stars', () => {
    render(
      <PathDiagram
        title="매개"
        x="스트레스"
        y="이직"
        mediators={mediators.slice(0, 1)}
        cPrime={{ estimate: 0.11, p: 0.21 }}
        c={{ estimate: 0.31, p: 0.0003 }}
      />,
    );
    const image = screen.getByRole('img', { name: '매개' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      '매개모형 경로도. 스트레스 → 소진 → 이직: a = 0.52***, b = 0.38**. 직접효과 c′ = 0.11 (총효과 c = 0.31***).',
    );
  });

  it('numbers the paths of parallel mediators and lists them with p-values', async () => {
    render(
      <PathDiagram
        title="병렬"
        x="X"
        y="Y"
        mediators={mediators}
        cPrime={{ estimate: 0.05, p: 0.6 }}
      />,
    );
    const svg = screen.getByRole('img', { name: '병렬' });
    expect(svg.textContent).toContain('a₂ = −0.41*');
    expect(svg.textContent).toContain('b₁ = 0.38**');
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'a₁ (X → 소진)0.520.000',
      'b₁ (소진 → Y)0.380.004',
      'a₂ (X → 만족)-0.410.030',
      'b₂ (만족 → Y)-0.200.200',
      'c′ (X → Y, 직접효과)0.050.600',
    ]);
  });

  it('draws a box per variable and an arrow per path', () => {
    const { container } = render(
      <PathDiagram title="병렬" x="X" y="Y" mediators={mediators} cPrime={{ estimate: 0.05 }} />,
    );
    expect(container.querySelectorAll('svg rect')).toHaveLength(4);
    expect(container.querySelectorAll('svg polygon')).toHaveLength(5);
  });

  it('exports an SVG file', async () => {
    const onExport = vi.fn();
    render(
      <PathDiagram
        title="매개"
        x="X"
        y="Y"
        mediators={mediators}
        cPrime={{ estimate: 0.05 }}
        onExport={onExport}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'SVG로 저장' }));
    expect(onExport).toHaveBeenCalledWith('svg', expect.any(Blob));
  });
});
