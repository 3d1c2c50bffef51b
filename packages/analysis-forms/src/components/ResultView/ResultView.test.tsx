import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  descriptiveFullResultFixture,
  descriptiveResultFixture,
  descriptiveResultWithWarningFixture,
} from '../../fixtures/descriptive';
import { renderWithI18n } from '../test-utils';
import { localizeTable, localizedWarnings, ResultView } from './ResultView';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;

describe('ResultView', () => {
  it('renders every result table and the warnings in Korean', () => {
    renderWithI18n(<ResultView definition={definition} result={descriptiveFullResultFixture} />);
    expect(screen.getAllByRole('table')).toHaveLength(descriptiveFullResultFixture.tables.length);
    expect(screen.getByRole('table', { name: /^기술통계/ })).toBeTruthy();
    expect(screen.queryByText('참고')).toBeNull();
  });

  it('picks English texts and warnings for English readers', () => {
    renderWithI18n(
      <ResultView definition={definition} result={descriptiveResultWithWarningFixture} />,
      'en',
    );
    expect(screen.getByRole('table', { name: /Descriptive Statistics/ })).toBeTruthy();
    expect(screen.getByText('나이: 1 case without a value was excluded.')).toBeTruthy();
  });

  it('localizes every text of a table without touching the numbers', () => {
    const [table] = descriptiveResultFixture.tables;
    const english = localizeTable(table!, 'en');
    expect(english.title).toBe('Descriptive Statistics');
    expect(english.columnGroups?.map((group) => group.label)).toEqual([
      'N',
      'Mean',
      'Std. Deviation',
      'Minimum',
      'Maximum',
    ]);
    expect(english.columns.map((column) => column.label)).toEqual([
      'Valid',
      'Missing',
      'Statistic',
      'Statistic',
      'Statistic',
      'Statistic',
    ]);
    expect(english.rows).toBe(table!.rows);
    expect(localizeTable(table!, 'ko').columns[0]?.label).toBe('유효');
  });

  it('falls back to Korean warnings when the English list does not match', () => {
    const partial = { ...descriptiveResultWithWarningFixture, warningsEn: [] };
    expect(localizedWarnings(partial, 'en')).toEqual(partial.warnings);
  });
});
