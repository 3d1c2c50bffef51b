import type { ChiResult } from '@tonggye/stats';
import { bounded, chiSquareReport, num, percent, pText } from '../apa';
import { cramersVMagnitude } from '../benchmarks';
import { decide, effectSentence, engineWarnings } from '../common';
import type { PhraseKey } from '../phrases';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';

/** More than this percent of cells with expected counts below 5 breaks the χ² approximation. */
export const EXPECTED_LIMIT_PERCENT = 20;

/**
 * `chi`: Pearson's test of independence with Cramér's V (φ for 2×2) judged by df-dependent
 * benchmarks; when too many expected counts are small, Fisher's exact test decides.
 */
export function writeChi(result: ChiResult, language: Language): Interpretation {
  const context = { language, alpha: 0.05 };
  const parts = draft();
  const rows = quote(result.rowVariable);
  const columns = quote(result.columnVariable);
  const r = result.rowCategories.length;
  const c = result.columnCategories.length;
  const is2x2 = r === 2 && c === 2;
  const pearson = result.tests?.pearson;

  if (!result.tests || !pearson || pearson.value === null || pearson.pValue === null) {
    parts.summary.push(phrase(language, 'CHI_NO_TEST', { rows, columns, n: result.n }));
    parts.caveats.push(...engineWarnings(language, result));
    return compose(language, parts);
  }

  const dfStar = Math.max(1, Math.min(r, c) - 1);
  const v = result.n > 0 ? Math.sqrt(pearson.value / (result.n * dfStar)) : null;
  const phi = is2x2 ? (result.measures?.phi ?? v) : null;
  const effect = phi !== null ? `φ = ${bounded(phi)}` : v !== null ? `V = ${bounded(v)}` : null;
  const chiText = chiSquareReport(pearson.value, pearson.df, pearson.pValue, result.n);

  const { count, percent: belowPercent, minimumExpected } = result.expectedBelow5;
  const violated = belowPercent > EXPECTED_LIMIT_PERCENT;
  const exactP = result.tests.fisher?.pValueTwoSided ?? result.tests.fisherRxC;
  const useExact = violated && exactP !== null && exactP !== undefined;
  const p = useExact ? exactP : pearson.pValue;
  // SPSS users read Pearson's test unless expected counts are small; then Fisher's exact test.
  // The paragraph says which test decided before it gives a p, and quotes only that test.
  const rule: PhraseKey = useExact
    ? 'CHI_RULE_FISHER'
    : violated
      ? 'CHI_RULE_PEARSON_UNRELIABLE'
      : 'CHI_RULE_PEARSON';
  const apa = [
    useExact ? `${phrase(language, 'CHI_FISHER_P')} ${pText(exactP)}` : chiText,
    ...(effect ? [effect] : []),
  ].join(', ');
  const decision = decide(context, p);
  const magnitude = v === null ? null : cramersVMagnitude(phi ?? v, r, c);

  parts.summary.push(
    phrase(language, rule, { percent: percent(belowPercent) }),
    phrase(language, 'CHI_SUMMARY', { rows, columns, decision: decision.text, apa }),
    magnitude === null || effect === null
      ? phrase(language, 'EFFECT_UNKNOWN')
      : decision.significant || magnitude === 'negligible'
        ? effectSentence(context, magnitude)
        : // A wide interval around a non-significant effect: its size in words would mislead.
          phrase(language, 'CHI_EFFECT_NOT_SIGNIFICANT', { effect }),
  );

  parts.report.push(
    phrase(language, 'CHI_PEARSON', {
      rows,
      columns,
      n: result.n,
      apa: [chiText, ...(effect ? [effect] : [])].join(', '),
    }),
  );
  const { continuityCorrection, likelihoodRatio, fisher } = result.tests;
  if (continuityCorrection?.value != null && continuityCorrection.pValue !== null)
    parts.report.push(
      phrase(language, 'CHI_CONTINUITY', {
        apa: chiSquareReport(
          continuityCorrection.value,
          continuityCorrection.df,
          continuityCorrection.pValue,
        ),
      }),
    );
  if (likelihoodRatio.value !== null && likelihoodRatio.pValue !== null)
    parts.report.push(
      phrase(language, 'CHI_LIKELIHOOD', {
        apa: chiSquareReport(likelihoodRatio.value, likelihoodRatio.df, likelihoodRatio.pValue),
      }),
    );
  if (fisher)
    parts.report.push(phrase(language, 'CHI_FISHER', { p: pText(fisher.pValueTwoSided) }));
  else if (result.tests.fisherRxC != null)
    parts.report.push(phrase(language, 'CHI_FISHER', { p: pText(result.tests.fisherRxC) }));

  const expected = { count, percent: percent(belowPercent), min: num(minimumExpected) };
  parts.assumptions.push(
    !violated
      ? phrase(language, 'CHI_EXPECTED_MET', expected)
      : useExact
        ? phrase(language, 'CHI_EXPECTED_FISHER', { ...expected, p: pText(exactP) })
        : phrase(language, 'CHI_EXPECTED_VIOLATED', expected),
    phrase(language, 'CHI_ASSUMPTIONS'),
  );
  if (result.layers && result.layers.length > 0)
    parts.caveats.push(phrase(language, 'CHI_LAYERS', { count: result.layers.length }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
