import type { Coefficient, CorrelationMatrix, CorrelationResult } from '@tonggye/stats';
import { correlationReport, level } from '../apa';
import { correlationMagnitude } from '../benchmarks';
import { decide, engineWarnings, STRENGTH_WORDS, type Context } from '../common';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';

/** Up to this many pairs each get a sentence of their own in the short paragraph. */
export const PAIRS_IN_SUMMARY = 6;
/** Correlations on fewer cases are flagged as unstable. */
export const SMALL_N = 30;

const KINDS: { key: Coefficient; symbol: string; name: string; hasDf: boolean }[] = [
  { key: 'pearson', symbol: 'r', name: 'Pearson', hasDf: true },
  { key: 'spearman', symbol: 'rs', name: 'Spearman', hasDf: true },
  { key: 'kendall', symbol: 'τb', name: 'Kendall τb', hasDf: false },
];

interface Pair {
  a: string;
  b: string;
  r: number;
  p: number;
  n: number;
}

function pairsOf(result: CorrelationResult, matrix: CorrelationMatrix): Pair[] {
  const pairs: Pair[] = [];
  const k = result.variables.length;
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++) {
      const r = matrix.coefficient[i]?.[j];
      const p = matrix.pValue[i]?.[j];
      const n = matrix.n[i]?.[j];
      if (r == null || p == null || n == null) continue;
      pairs.push({ a: quote(result.variables[i]!), b: quote(result.variables[j]!), r, p, n });
    }
  return pairs;
}

/** `correlation`: every pair of every coefficient asked for, with its strength in words. */
export function writeCorrelation(result: CorrelationResult, language: Language): Interpretation {
  const context: Context = { language, alpha: 0.05 };
  const parts = draft();
  const smallPairs = new Set<string>();
  for (const kind of KINDS) {
    const matrix = result[kind.key];
    if (!matrix) continue;
    const pairs = pairsOf(result, matrix);
    const lines = pairs.map((pair) => {
      const apa =
        correlationReport(kind.symbol, pair.r, kind.hasDf ? pair.n - 2 : null, pair.p) +
        (kind.hasDf ? '' : `, N = ${pair.n}`);
      const decision = decide(context, pair.p);
      const words = {
        a: pair.a,
        b: pair.b,
        kind: kind.name,
        apa,
        strength: phrase(language, STRENGTH_WORDS[correlationMagnitude(pair.r)]),
        direction: phrase(language, pair.r >= 0 ? 'DIRECTION_POSITIVE' : 'DIRECTION_NEGATIVE'),
      };
      if (pair.n < SMALL_N) smallPairs.add(JSON.stringify([pair.a, pair.b, pair.n]));
      return {
        significant: decision.significant,
        sentence: phrase(language, 'CORRELATION_PAIR', { ...words, decision: decision.text }),
        line: phrase(language, 'CORRELATION_LINE', {
          ...words,
          decision: phrase(
            language,
            decision.significant ? 'CORRELATION_SIG_SHORT' : 'CORRELATION_NS_SHORT',
          ),
        }),
      };
    });
    if (lines.length <= PAIRS_IN_SUMMARY) {
      parts.summary.push(...lines.map((line) => line.sentence));
    } else {
      parts.summary.push(
        phrase(language, 'CORRELATION_MANY', {
          kind: kind.name,
          count: lines.length,
          significant: lines.filter((line) => line.significant).length,
          level: level(context.alpha),
        }),
        ...lines.filter((line) => line.significant).map((line) => line.sentence),
      );
    }
    parts.report.push(...lines.map((line) => line.line));
  }
  parts.report.push(phrase(language, 'CORRELATION_STRENGTH_NOTE'));
  if (result.significance === 'oneTailed')
    parts.report.push(phrase(language, 'CORRELATION_ONE_TAILED'));
  if (result.pearson) parts.assumptions.push(phrase(language, 'CORRELATION_ASSUMPTIONS_PEARSON'));
  if (result.spearman || result.kendall)
    parts.assumptions.push(phrase(language, 'CORRELATION_ASSUMPTIONS_RANK'));
  for (const key of smallPairs) {
    const [a, b, n] = JSON.parse(key) as [string, string, number];
    parts.caveats.push(phrase(language, 'CORRELATION_SMALL_N', { a, b, n }));
  }
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
