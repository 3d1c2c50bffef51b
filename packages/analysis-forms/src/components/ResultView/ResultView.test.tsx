import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptiveDefinition } from '../../definitions/descriptive';
import { frequenciesDefinition } from '../../definitions/frequencies';
import { frequenciesResultFixture } from '../../fixtures/frequencies';
import { tOneDefinition } from '../../definitions/tOne';
import { tIndependentResultFixture, tOneResultFixture } from '../../fixtures/tTests';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  descriptiveFullResultFixture,
  descriptiveResultFixture,
  descriptiveResultWithWarningFixture,
} from '../../fixtures/descriptive';
import { renderWithI18n } from '../test-utils';
import { chiResultFixture } from '../../fixtures/chi';
import { linearResultFixture } from '../../fixtures/linear';
import { bilingualText, localizeTable, localizedWarnings, ResultView } from './ResultView';

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

  it('shows the N of frequencies as an integer (55, not 55.00)', () => {
    renderWithI18n(
      <ResultView
        definition={frequenciesDefinition as unknown as AnyAnalysisDefinition}
        result={frequenciesResultFixture}
      />,
    );
    const statistics = screen.getByRole('table', { name: /^통계량/ });
    const cells = [...statistics.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toContain('55');
    expect(cells).not.toContain('55.00');
  });

  it('changes the decimal places of every decimal column, counts staying integers', () => {
    renderWithI18n(
      <ResultView
        definition={frequenciesDefinition as unknown as AnyAnalysisDefinition}
        result={frequenciesResultFixture}
      />,
    );
    const cells = () =>
      [...screen.getByRole('table', { name: /^통계량/ }).querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    const before = cells();
    fireEvent.change(screen.getByLabelText('소수점 자리'), { target: { value: '4' } });
    const after = cells();
    expect(after).not.toEqual(before);
    expect(after.filter((text) => /^\d+\.\d{4}$/.test(text ?? '')).length).toBeGreaterThan(0);
    expect(after).toContain('55');
  });

  it('shows the engine’s bilingual row texts in English only, for English readers', () => {
    renderWithI18n(
      <ResultView
        definition={tIndependentDefinition as unknown as AnyAnalysisDefinition}
        result={tIndependentResultFixture}
      />,
      'en',
    );
    expect(screen.getAllByText('Equal variances assumed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Equal variances not assumed').length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/등분산을 가정함/)).toHaveLength(0);
  });

  it('reads a name shared by both halves as a name: "성별 중 % (% within 성별)"', () => {
    expect(bilingualText('성별 중 % (% within 성별)', 'en')).toBe('% within 성별');
    expect(bilingualText('성별 중 % (% within 성별)', 'ko')).toBe('성별 중 % (% within 성별)');
    // A variable named with a bracketed note stays whole.
    expect(bilingualText('만족도 (5점)', 'en')).toBe('만족도 (5점)');
    const crosstab = chiResultFixture.tables.find((table) =>
      table.rows.some((row) => row.label.includes('중 % (% within')),
    )!;
    const english = localizeTable(crosstab, 'en');
    expect(english.rows.some((row) => /중 %/.test(row.label))).toBe(false);
    expect(english.rows.some((row) => /^% within /.test(row.label))).toBe(true);
  });

  it('gives English column titles for columns named after bilingual row texts', () => {
    const diagnostics = linearResultFixture.tables.find((table) =>
      table.columns.some((column) => column.label.ko === '(상수) (Constant)'),
    )!;
    const labels = localizeTable(diagnostics, 'en').columns.map((column) => column.label);
    expect(labels).toContain('Constant');
    expect(labels.some((label) => label.includes('상수'))).toBe(false);
    expect(localizeTable(diagnostics, 'ko').columns.map((column) => column.label)).toContain(
      '(상수) (Constant)',
    );
  });

  it('keeps them as they are for Korean readers', () => {
    renderWithI18n(
      <ResultView
        definition={tIndependentDefinition as unknown as AnyAnalysisDefinition}
        result={tIndependentResultFixture}
      />,
    );
    expect(screen.getAllByText('등분산을 가정함 (Equal variances assumed)').length).toBeGreaterThan(
      0,
    );
  });

  it('applies a larger decimals setting to p values too, never fewer than three', () => {
    renderWithI18n(
      <ResultView
        definition={tOneDefinition as unknown as AnyAnalysisDefinition}
        result={tOneResultFixture}
      />,
    );
    // p values are the cells SPSS prints without a leading zero (.000, .001).
    const pCells = () =>
      [...screen.getByRole('table', { name: /일표본 검정/ }).querySelectorAll('tbody td')]
        .map((cell) => cell.textContent ?? '')
        .filter((text) => /^\.\d+$/.test(text));
    expect(pCells()).toHaveLength(2);
    expect(pCells().every((text) => /^\.\d{3}$/.test(text ?? ''))).toBe(true);
    fireEvent.change(screen.getByLabelText('소수점 자리'), { target: { value: '4' } });
    expect(pCells().every((text) => /^\.\d{4}$/.test(text ?? ''))).toBe(true);
    fireEvent.change(screen.getByLabelText('소수점 자리'), { target: { value: '2' } });
    expect(pCells().every((text) => /^\.\d{3}$/.test(text ?? ''))).toBe(true);
  });

  it('hides the copy confirmation in the printed report', () => {
    const { container } = renderWithI18n(
      <ResultView
        definition={tOneDefinition as unknown as AnyAnalysisDefinition}
        result={tOneResultFixture}
      />,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status.closest('[data-print-hide]')).not.toBeNull();
    expect(container.querySelector('style')?.textContent).toMatch(
      /@media print[^}]*\[data-print-hide\]/,
    );
  });

  it('shows p values in APA style when asked (p < .001 as "<.001")', () => {
    renderWithI18n(
      <ResultView
        definition={tOneDefinition as unknown as AnyAnalysisDefinition}
        result={tOneResultFixture}
      />,
    );
    expect(screen.queryAllByText('<.001')).toHaveLength(0);
    fireEvent.click(screen.getByRole('switch', { name: /APA 형식/ }));
    expect(screen.queryAllByText('<.001').length).toBeGreaterThan(0);
  });
});
