import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../stats/src/analyze';
import type { DataTable } from '../../../../stats/src/types';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import type { AnalysisResult } from '../../types';
import { renderWithI18n } from '../test-utils';
import { ResultView } from './ResultView';

interface EngineVariable {
  variable: string;
  histogram: { bins: unknown[] };
  qq: { points: unknown[] };
}

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;

const heights = [158, 162, 171, 165, 180, 174, 169, 155, 177, 168, 163, 172, 190, 166, 160];
const weights = [52, 60, 70, 58, 81, 72, 66, 49, 75, 64, 59, 70, 95, 63, 55];
const table: DataTable = {
  rowCount: heights.length,
  columns: [
    { name: '키', type: 'numeric', values: heights },
    { name: '몸무게', type: 'numeric', values: weights },
  ],
} as DataTable;

function run(visualize: string[]) {
  const values = {
    variables: ['키', '몸무게'],
    centralTendency: ['mean'],
    dispersion: ['std'],
    distribution: [],
    confidenceInterval: null,
    significance: [],
    visualize,
    fillMethod: 'exclude',
  };
  const result = analyze(table, {
    analysis: 'descriptive',
    ...values,
  }) as unknown as AnalysisResult;
  return { result, values };
}

describe('descriptive statistics: the ticked charts are drawn', () => {
  it('draws a histogram, a box plot and a normal Q-Q plot of every variable', () => {
    const { result, values } = run(['histogram', 'boxplot', 'qq']);
    renderWithI18n(<ResultView definition={definition} result={result} values={values} />);
    const variables = (result as unknown as { variables: EngineVariable[] }).variables;
    for (const v of variables) {
      const histogram = screen.getByRole('figure', { name: `${v.variable}의 히스토그램` });
      // One bar per bin the engine counted, and its data table lists them.
      expect(histogram.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(
        v.histogram.bins.length,
      );
      const qq = screen.getByRole('figure', { name: `${v.variable}의 정규 Q-Q 도표` });
      expect(qq.querySelectorAll('svg circle').length).toBe(v.qq.points.length);
    }
    const box = screen.getByRole('figure', { name: '상자도표' });
    expect(within(box).getAllByText('키').length).toBeGreaterThan(0);
  });

  it('draws only what was ticked, with English titles for English readers', () => {
    const { result, values } = run(['qq']);
    renderWithI18n(<ResultView definition={definition} result={result} values={values} />, 'en');
    expect(screen.getByRole('figure', { name: 'Normal Q-Q plot of 키' })).toBeTruthy();
    expect(screen.queryByRole('figure', { name: /Histogram/ })).toBeNull();
    expect(screen.queryByRole('figure', { name: /Box plot/ })).toBeNull();
  });
});
