import type { OneSampleTResult } from '@tonggye/stats';
import { alphaOf, ci, meanSd, num, percentLabel, tReport } from '../apa';
import { cohensDMagnitude } from '../benchmarks';
import { decide, effectSentence, engineWarnings } from '../common';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';

/** Below this many cases a t test leans on normality. */
export const SMALL_SAMPLE = 30;

/** `t/one`: each variable's mean against the test value, with Cohen's d. */
export function writeOneSampleT(result: OneSampleTResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const conf = percentLabel(result.confidence);
  const parts = draft();
  const testValue = String(+result.populationMean.toFixed(4));
  for (const v of result.variables) {
    const name = quote(v.variable);
    const { tValue: t, degreesOfFreedom: df, pValue: p, mean } = v;
    if (t === null || df === null || p === null || mean === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const d = v.cohensD.pointEstimate;
    const apa = tReport(t, df, p) + (d === null ? '' : `, d = ${num(d)}`);
    const stats = meanSd(mean, v.std);
    const decision = decide(context, p);
    parts.summary.push(
      phrase(language, 'T_ONE_SUMMARY', { name, stats, testValue, decision: decision.text, apa }),
      d === null
        ? phrase(language, 'EFFECT_UNKNOWN')
        : effectSentence(context, cohensDMagnitude(d)),
    );
    const key = !decision.significant
      ? 'T_ONE_NO_DIFFERENCE'
      : mean > result.populationMean
        ? 'T_ONE_HIGHER'
        : 'T_ONE_LOWER';
    parts.report.push(phrase(language, key, { name, stats, n: v.n, testValue, apa }));
    if (v.meanDifference !== null && v.lowerConf !== null && v.upperConf !== null)
      parts.report.push(
        phrase(language, 'MEAN_DIFFERENCE_CI', {
          diff: num(v.meanDifference),
          conf,
          ci: ci(v.lowerConf, v.upperConf),
        }),
      );
    if (v.cohensD.lower !== null && v.cohensD.upper !== null)
      parts.report.push(
        phrase(language, 'D_CI', { conf, ci: ci(v.cohensD.lower, v.cohensD.upper) }),
      );
    if (v.n < SMALL_SAMPLE) parts.caveats.push(phrase(language, 'SMALL_SAMPLE', { name, n: v.n }));
  }
  parts.assumptions.push(phrase(language, 'T_ONE_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
