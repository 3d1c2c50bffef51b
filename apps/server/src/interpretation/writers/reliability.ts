import type { ReliabilityResult } from '@tonggye/stats';
import { bounded } from '../apa';
import { reliabilityLevel, type ReliabilityLevel } from '../benchmarks';
import { engineWarnings } from '../common';
import type { PhraseKey } from '../phrases';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';

/** The usual minimum of α for a scale in research use (Nunnally, 1978). */
export const ALPHA_CRITERION = 0.7;
/** Corrected item-total correlations below this mark an item that fits the scale poorly. */
export const ITEM_TOTAL_MINIMUM = 0.3;

const LEVEL_WORDS: Record<ReliabilityLevel, PhraseKey> = {
  excellent: 'RELIABILITY_LEVEL_EXCELLENT',
  good: 'RELIABILITY_LEVEL_GOOD',
  acceptable: 'RELIABILITY_LEVEL_ACCEPTABLE',
  questionable: 'RELIABILITY_LEVEL_QUESTIONABLE',
  poor: 'RELIABILITY_LEVEL_POOR',
  unacceptable: 'RELIABILITY_LEVEL_UNACCEPTABLE',
};

/** `reliability`: Cronbach's α of each scale in George and Mallery's words, with item checks. */
export function writeReliability(result: ReliabilityResult, language: Language): Interpretation {
  const parts = draft();
  for (const s of result.scales) {
    const scale = s.name === null ? phrase(language, 'RELIABILITY_SCALE_DEFAULT') : quote(s.name);
    const k = s.reliability.nItems;
    const alpha = s.reliability.alpha;
    if (alpha === null) {
      parts.summary.push(phrase(language, 'RELIABILITY_UNDEFINED', { scale }));
      continue;
    }
    const apa = `Cronbach's α = ${bounded(alpha)}`;
    parts.summary.push(
      phrase(language, 'RELIABILITY_SUMMARY', {
        scale,
        k,
        apa,
        level: phrase(language, LEVEL_WORDS[reliabilityLevel(alpha)]),
      }),
      phrase(language, alpha >= ALPHA_CRITERION ? 'RELIABILITY_MEETS' : 'RELIABILITY_FAILS'),
    );
    const standardized = s.reliability.standardizedAlpha;
    parts.report.push(
      phrase(language, 'RELIABILITY_REPORT', {
        scale,
        apa,
        standardized: standardized === null ? '–' : bounded(standardized),
        k,
        n: s.caseSummary.valid,
      }),
    );
    if (s.omega?.omega != null)
      parts.report.push(
        phrase(language, 'RELIABILITY_OMEGA', { scale, omega: bounded(s.omega.omega) }),
      );
    if (s.splitHalf)
      parts.report.push(
        phrase(language, 'RELIABILITY_SPLIT_HALF', {
          scale,
          sb:
            s.splitHalf.spearmanBrownUnequal === null
              ? '–'
              : bounded(s.splitHalf.spearmanBrownUnequal),
          guttman:
            s.splitHalf.guttmanSplitHalf === null ? '–' : bounded(s.splitHalf.guttmanSplitHalf),
        }),
      );

    const items = s.itemTotal ?? [];
    const weak = items
      .filter(
        (item) =>
          item.correctedItemTotalCorrelation !== null &&
          item.correctedItemTotalCorrelation < ITEM_TOTAL_MINIMUM,
      )
      .map((item) => quote(item.variable));
    if (weak.length > 0)
      parts.caveats.push(
        phrase(language, 'RELIABILITY_ITEM_LOW', { scale, items: list(language, weak) }),
      );
    const best = items
      .filter((item) => item.alphaIfDeleted !== null && item.alphaIfDeleted > alpha + 0.005)
      .sort((a, b) => b.alphaIfDeleted! - a.alphaIfDeleted!)[0];
    if (best)
      parts.caveats.push(
        phrase(language, 'RELIABILITY_ITEM_RAISES', {
          scale,
          item: quote(best.variable),
          alpha: bounded(best.alphaIfDeleted!),
        }),
      );
    if (alpha < 0) parts.caveats.push(phrase(language, 'RELIABILITY_NEGATIVE', { scale }));
    if (k < 3) parts.caveats.push(phrase(language, 'RELIABILITY_FEW_ITEMS', { scale, k }));
  }
  parts.assumptions.push(phrase(language, 'RELIABILITY_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
