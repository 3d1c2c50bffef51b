import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AnalysisI18nProvider, type AnalysisLanguage } from '../i18n';
import type { DatasetDetail } from '../types';

/** The shared Storybook preview has no i18n instance: each story of this package brings the catalogue. */
export const withAnalysisI18n =
  (language: AnalysisLanguage = 'ko'): Decorator =>
  (Story) => (
    <AnalysisI18nProvider language={language}>
      <Story />
    </AnalysisI18nProvider>
  );

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/**
 * The words the visitor's own file brings (variable names, variable labels, value labels and
 * text values): Korean there is data, not a missing translation.
 */
function dataWordsOf(dataset: DatasetDetail): string[] {
  const words = new Set<string>();
  for (const column of dataset.columns) {
    words.add(column.name);
    if (column.label) words.add(column.label);
    for (const label of Object.values(column.valueLabels ?? {})) words.add(label);
    for (const level of column.levels ?? []) words.add(level);
  }
  for (const row of dataset.preview.rows)
    for (const value of row) if (typeof value === 'string') words.add(value);
  // Longest first, so a name is not left half-removed by a shorter one inside it.
  return [...words].filter((word) => word !== '').sort((a, b) => b.length - a.length);
}

/**
 * Play function of an English page: apart from the data's own words, no Korean letter is left
 * anywhere on it (tables, titles, notes, buttons, charts' labels).
 */
export function expectEnglishOnly(dataset: DatasetDetail, extraDataWords: readonly string[] = []) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    let text = [
      canvasElement.innerText,
      ...[...canvasElement.querySelectorAll('[aria-label]')].map(
        (element) => element.getAttribute('aria-label') ?? '',
      ),
    ].join('\n');
    for (const word of [...extraDataWords, ...dataWordsOf(dataset)])
      text = text.split(word).join(' ');
    const leftovers = text
      .split('\n')
      .filter((line) => HANGUL.test(line))
      .map((line) => line.trim());
    await expect(leftovers).toEqual([]);
  };
}
