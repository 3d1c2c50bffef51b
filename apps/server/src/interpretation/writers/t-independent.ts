import type { IndependentTResult, IndependentTVariable } from '@tonggye/stats';
import { alphaOf, ci, fReport, meanSd, num, percentLabel, tReport } from '../apa';
import { cohensDMagnitude } from '../benchmarks';
import { decide, effectSentence, engineWarnings } from '../common';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';

/** Below this many cases in a group the test has little power and leans on normality. */
export const SMALL_GROUP = 15;

/** Levene's test decides which row is reported: pooled variances, or Welch when it rejects. */
function chooseRow(v: IndependentTVariable, alpha: number) {
  const welch = v.leveneP !== null && v.leveneP < alpha;
  return { welch, row: welch ? v.unequalVariances : v.equalVariances };
}

/** `t/independent`: each test variable between the two groups; Levene significant → Welch. */
export function writeIndependentT(result: IndependentTResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const conf = percentLabel(result.confidence);
  const parts = draft();
  const grouping = quote(result.groupingVariable);
  const [group1, group2] = result.groupLabels.map(quote) as [string, string];
  for (const v of result.variables) {
    const name = quote(v.variable);
    const { welch, row } = chooseRow(v, context.alpha);
    const { tValue: t, degreesOfFreedom: df, pValue: p } = row;
    if (t === null || df === null || p === null || row.meanDifference === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const d = v.cohensD.pointEstimate;
    const apa = tReport(t, df, p) + (d === null ? '' : `, d = ${num(d)}`);
    const decision = decide(context, p);
    parts.summary.push(
      phrase(language, 'T_INDEPENDENT_SUMMARY', {
        name,
        grouping,
        group1,
        group2,
        decision: decision.text,
        apa,
      }),
    );
    if (welch) parts.summary.push(phrase(language, 'T_INDEPENDENT_WELCH_USED'));
    parts.summary.push(
      d === null
        ? phrase(language, 'EFFECT_UNKNOWN')
        : effectSentence(context, cohensDMagnitude(d)),
    );

    const stats1 = `${v.mean1 === null ? 'M = –' : meanSd(v.mean1, v.std1)}, n = ${v.n1}`;
    const stats2 = `${v.mean2 === null ? 'M = –' : meanSd(v.mean2, v.std2)}, n = ${v.n2}`;
    const key = !decision.significant
      ? 'T_INDEPENDENT_NO_DIFFERENCE'
      : row.meanDifference > 0
        ? 'T_INDEPENDENT_HIGHER'
        : 'T_INDEPENDENT_LOWER';
    parts.report.push(phrase(language, key, { name, group1, group2, stats1, stats2, apa }));
    if (row.lowerConf !== null && row.upperConf !== null)
      parts.report.push(
        phrase(language, 'MEAN_DIFFERENCE_CI', {
          diff: num(row.meanDifference),
          conf,
          ci: ci(row.lowerConf, row.upperConf),
        }),
      );
    if (v.cohensD.lower !== null && v.cohensD.upper !== null)
      parts.report.push(
        phrase(language, 'D_CI', { conf, ci: ci(v.cohensD.lower, v.cohensD.upper) }),
      );

    if (v.leveneF === null || v.leveneP === null) {
      parts.assumptions.push(phrase(language, 'LEVENE_UNKNOWN', { name }));
    } else {
      const levene = fReport(v.leveneF, v.leveneDf1, v.leveneDf2, v.leveneP);
      parts.assumptions.push(
        phrase(language, welch ? 'LEVENE_UNEQUAL' : 'LEVENE_EQUAL', { name, levene }),
      );
    }
    const smallest = Math.min(v.n1, v.n2);
    if (smallest < SMALL_GROUP)
      parts.caveats.push(phrase(language, 'SMALL_GROUPS', { name, n: smallest }));
  }
  parts.assumptions.push(phrase(language, 'T_INDEPENDENT_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
