import type { FrequenciesResult, FrequenciesVariable } from '@tonggye/stats';
import { num, percent } from '../apa';
import { engineWarnings } from '../common';
import {
  compose,
  draft,
  phrase,
  quote,
  type Draft,
  type Interpretation,
  type Language,
} from '../text';

/** Categories with fewer cases than this are flagged as sparse. */
export const SPARSE_COUNT = 5;

const STATISTIC_LABELS: [keyof FrequenciesVariable['statistics'], string][] = [
  ['mean', 'M'],
  ['std', 'SD'],
  ['median', 'Mdn'],
  ['mode', 'Mo'],
  ['min', 'min'],
  ['max', 'max'],
];

function label(row: FrequenciesVariable['rows'][number]): string {
  return quote(row.label ?? String(row.value));
}

function writeVariable(v: FrequenciesVariable, language: Language, parts: Draft): void {
  const name = quote(v.variable);
  if (v.valid === 0 || v.rows.length === 0) {
    parts.summary.push(phrase(language, 'FREQUENCIES_EMPTY', { name }));
    return;
  }
  const most = Math.max(...v.rows.map((row) => row.frequency));
  const tops = v.rows.filter((row) => row.frequency === most);
  const top = tops[0]!;
  const majority = top.validPercent > 50;
  parts.summary.push(
    phrase(language, majority ? 'FREQUENCIES_MAJORITY' : 'FREQUENCIES_NO_MAJORITY', {
      name,
      valid: v.valid,
      categories: v.rows.length,
      top: `${label(top)}${language === 'ko' ? '' : ' '}(${top.frequency}, ${percent(top.validPercent)})`,
    }),
  );
  if (tops.length > 1)
    parts.summary.push(
      phrase(language, 'FREQUENCIES_TIE', { name, tops: tops.map(label).join(', ') }),
    );
  parts.report.push(
    phrase(language, 'FREQUENCIES_ROWS', {
      name,
      rows: v.rows
        .map((row) => `${label(row)} ${row.frequency} (${percent(row.validPercent)})`)
        .join(', '),
    }),
  );
  const stats = STATISTIC_LABELS.flatMap(([key, symbol]) => {
    const value = v.statistics[key];
    return typeof value === 'number' ? [`${symbol} = ${num(value)}`] : [];
  });
  if (stats.length > 0)
    parts.report.push(
      phrase(language, 'FREQUENCIES_STATISTICS', { name, stats: stats.join(', ') }),
    );
  if (v.missing > 0)
    parts.caveats.push(
      phrase(language, 'FREQUENCIES_MISSING', {
        name,
        total: v.total,
        missing: v.missing,
        percent: percent((v.missing / v.total) * 100),
      }),
    );
  const sparse = v.rows.filter((row) => row.frequency < SPARSE_COUNT).length;
  if (sparse > 0 && v.rows.length > 2)
    parts.caveats.push(phrase(language, 'FREQUENCIES_SPARSE', { name, count: sparse }));
  if (v.recoded) parts.caveats.push(phrase(language, 'FREQUENCIES_RECODED', { name }));
}

/**
 * `frequencies`: no test, so the "decision" is whether the most frequent category holds a
 * majority of the valid cases; the counts and statistics form the report.
 */
export function writeFrequencies(result: FrequenciesResult, language: Language): Interpretation {
  const parts = draft();
  for (const v of result.variables) writeVariable(v, language, parts);
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
