import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factorDefinition } from '../../definitions/factor';
import { factorResultFixture } from '../../fixtures/factor';
import { renderWithI18n } from '../test-utils';
import { ResultCharts } from './ResultCharts';

const charts = (method: string) => {
  const result: typeof factorResultFixture = { ...factorResultFixture };
  result.method = method;
  return factorDefinition.resultCharts!(result, { selectedChartType: ['loadingPlot'] });
};

describe('the loading plot names what was extracted', () => {
  it('says component (성분) for principal components', () => {
    renderWithI18n(<ResultCharts charts={charts('pca')} />);
    const figure = screen.getByRole('figure', { name: '성분적재량 도표' });
    expect(figure.textContent).toContain('성분 1');
    expect(figure.textContent).not.toContain('요인 1');
  });

  it('says factor (요인) for common-factor methods, in English too', () => {
    renderWithI18n(<ResultCharts charts={charts('paf')} />, 'en');
    const figure = screen.getByRole('figure', { name: 'Loading Plot' });
    expect(figure.textContent).toContain('Factor 1');
  });
});
