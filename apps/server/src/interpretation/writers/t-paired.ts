import type { PairedTResult } from '@tonggye/stats';
import { alphaOf, bounded, ci, meanSd, num, percentLabel, pText, tReport } from '../apa';
import { cohensDMagnitude } from '../benchmarks';
import { decide, effectSentence, engineWarnings } from '../common';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';
import { SMALL_SAMPLE } from './t-one';

/** `t/paired`: each pair's mean difference (first − second), with Cohen's d. */
export function writePairedT(result: PairedTResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const conf = percentLabel(result.confidence);
  const parts = draft();
  for (const pair of result.pairs) {
    const first = quote(pair.first);
    const second = quote(pair.second);
    const { tValue: t, degreesOfFreedom: df, pValue: p } = pair;
    if (t === null || df === null || p === null || pair.meanDifference === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name: `${first} – ${second}` }));
      continue;
    }
    const d = pair.cohensD.pointEstimate;
    const apa = tReport(t, df, p) + (d === null ? '' : `, d = ${num(d)}`);
    const decision = decide(context, p);
    parts.summary.push(
      phrase(language, 'T_PAIRED_SUMMARY', { first, second, decision: decision.text, apa }),
      d === null
        ? phrase(language, 'EFFECT_UNKNOWN')
        : effectSentence(context, cohensDMagnitude(d)),
    );
    const stats1 = pair.mean1 === null ? 'M = –' : meanSd(pair.mean1, pair.std1);
    const stats2 = pair.mean2 === null ? 'M = –' : meanSd(pair.mean2, pair.std2);
    const key = !decision.significant
      ? 'T_PAIRED_NO_DIFFERENCE'
      : pair.meanDifference > 0
        ? 'T_PAIRED_HIGHER'
        : 'T_PAIRED_LOWER';
    parts.report.push(phrase(language, key, { first, second, stats1, stats2, apa }));
    if (pair.lowerConf !== null && pair.upperConf !== null)
      parts.report.push(
        phrase(language, 'MEAN_DIFFERENCE_CI', {
          diff: num(pair.meanDifference),
          conf,
          ci: ci(pair.lowerConf, pair.upperConf),
        }),
      );
    if (pair.cohensD.lower !== null && pair.cohensD.upper !== null)
      parts.report.push(
        phrase(language, 'D_CI', { conf, ci: ci(pair.cohensD.lower, pair.cohensD.upper) }),
      );
    if (pair.correlation !== null && pair.correlationPValue !== null)
      parts.report.push(
        phrase(language, 'T_PAIRED_CORRELATION', {
          apa: `r = ${bounded(pair.correlation)}, ${pText(pair.correlationPValue)}`,
          n: pair.n,
        }),
      );
    if (pair.n < SMALL_SAMPLE)
      parts.caveats.push(
        phrase(language, 'SMALL_SAMPLE', { name: `${first} – ${second}`, n: pair.n }),
      );
  }
  parts.assumptions.push(phrase(language, 'T_PAIRED_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
