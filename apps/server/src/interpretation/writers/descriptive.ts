import type { DescriptiveResult, DescriptiveVariable, NormalityTest } from '@tonggye/stats';
import { bounded, ci, num, percentLabel, pText } from '../apa';
import { skewLevel } from '../benchmarks';
import { decide, engineWarnings, type Context } from '../common';
import type { PhraseKey } from '../phrases';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';

/** Beyond these sizes skewness and kurtosis mean severe non-normality (West et al., 1995). */
export const SEVERE_SKEWNESS = 2;
export const SEVERE_KURTOSIS = 7;
/** Normality tests on fewer cases have little power. */
export const SMALL_N = 20;

function shapeKey(skewness: number): PhraseKey {
  const size = skewLevel(skewness);
  if (size === 'symmetric') return 'SHAPE_SYMMETRIC';
  if (size === 'moderate') return skewness > 0 ? 'SHAPE_MODERATE_RIGHT' : 'SHAPE_MODERATE_LEFT';
  return skewness > 0 ? 'SHAPE_HIGH_RIGHT' : 'SHAPE_HIGH_LEFT';
}

/** 'M = 52.30, SD = 5.12, Mdn = 51.00' from the statistics that were asked for. */
function statsText(v: DescriptiveVariable): string {
  const parts: string[] = [];
  if (v.mean != null) parts.push(`M = ${num(v.mean)}`);
  const interval = v.confidenceInterval;
  if (interval && interval.lower != null && interval.upper != null)
    parts.push(`${percentLabel(interval.level)} CI ${ci(interval.lower, interval.upper)}`);
  if (v.std != null) parts.push(`SD = ${num(v.std)}`);
  if (v.median != null) parts.push(`Mdn = ${num(v.median)}`);
  if (v.min != null && v.max != null) parts.push(`min = ${num(v.min)}, max = ${num(v.max)}`);
  return parts.join(', ');
}

/** 'W(30) = .95, p = .210' or Lilliefors' 'D(30) = .12, p ≥ .200'. */
function normalityText(symbol: string, test: NormalityTest): string | null {
  if (test.statistic === null || test.pValue === null) return null;
  const p = test.pValueIsLowerBound ? `p ≥ ${bounded(test.pValue, 3)}` : pText(test.pValue);
  return `${symbol}(${test.df}) = ${bounded(test.statistic)}, ${p}`;
}

function writeVariable(v: DescriptiveVariable, context: Context, parts: ReturnType<typeof draft>) {
  const { language } = context;
  const name = quote(v.variable);
  const stats = statsText(v);
  parts.summary.push(
    stats === ''
      ? phrase(language, 'DESCRIPTIVE_NO_STATS', { name, n: v.n })
      : phrase(language, 'DESCRIPTIVE_SUMMARY', { name, n: v.n, stats }),
  );
  if (v.skewness != null) {
    const apa = [
      `${phrase(language, 'LABEL_SKEWNESS')} = ${num(v.skewness)}`,
      ...(v.kurtosis != null ? [`${phrase(language, 'LABEL_KURTOSIS')} = ${num(v.kurtosis)}`] : []),
    ];
    parts.summary.push(
      phrase(language, 'DESCRIPTIVE_SHAPE', {
        shape: phrase(language, shapeKey(v.skewness)),
        apa: apa.join(', '),
      }),
    );
    if (
      Math.abs(v.skewness) > SEVERE_SKEWNESS ||
      (v.kurtosis != null && Math.abs(v.kurtosis) > SEVERE_KURTOSIS)
    )
      parts.caveats.push(phrase(language, 'DESCRIPTIVE_SEVERE', { name }));
  }
  const tests: [string, string, NormalityTest | undefined][] = [
    ['Shapiro-Wilk', 'W', v.shapiroWilk],
    ['Kolmogorov-Smirnov (Lilliefors)', 'D', v.kolmogorovSmirnov],
  ];
  let decided = false;
  for (const [test, symbol, result] of tests) {
    if (!result) continue;
    const apa = normalityText(symbol, result);
    if (apa === null || result.pValue === null) continue;
    const decision = decide(context, result.pValue);
    const line = phrase(language, decision.significant ? 'NORMALITY_REJECTED' : 'NORMALITY_KEPT', {
      name,
      test,
      decision: decision.text,
      apa,
    });
    // The more powerful Shapiro-Wilk test speaks in the summary; both are reported.
    if (!decided) parts.summary.push(line);
    decided = true;
    parts.assumptions.push(line);
  }
  if (stats !== '')
    parts.report.push(
      phrase(language, 'DESCRIPTIVE_REPORT', { name, stats: `${stats}, n = ${v.n}` }),
    );
  if (v.imputed)
    parts.caveats.push(phrase(language, 'DESCRIPTIVE_IMPUTED', { name, k: v.imputed }));
  else if (v.missing > 0)
    parts.caveats.push(phrase(language, 'DESCRIPTIVE_MISSING', { name, k: v.missing }));
  const outliers = v.boxplot?.outliers ?? [];
  if (outliers.length > 0)
    parts.caveats.push(
      phrase(language, 'DESCRIPTIVE_OUTLIERS', {
        name,
        k: outliers.length,
        extreme: outliers.filter((o) => o.extreme).length,
      }),
    );
  if (decided && v.n < SMALL_N)
    parts.caveats.push(phrase(language, 'DESCRIPTIVE_SMALL_N', { name, n: v.n }));
  return decided;
}

/** `descriptive`: centre and spread, the shape in Bulmer's words, and the normality tests. */
export function writeDescriptive(result: DescriptiveResult, language: Language): Interpretation {
  const context = { language, alpha: 0.05 };
  const parts = draft();
  let tested = false;
  for (const v of result.variables) tested = writeVariable(v, context, parts) || tested;
  if (result.variables.some((v) => v.skewness != null))
    parts.report.push(phrase(language, 'DESCRIPTIVE_SKEW_NOTE'));
  if (!tested) parts.assumptions.push(phrase(language, 'NORMALITY_NOT_CHECKED'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
