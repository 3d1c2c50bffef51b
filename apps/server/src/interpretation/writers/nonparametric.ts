import type {
  BinomialResult,
  ChiSquareGoodnessResult,
  FriedmanResult,
  KruskalWallisResult,
  MannWhitneyResult,
  SignResult,
  WilcoxonResult,
} from '@tonggye/stats';
import { alphaOf, bounded, chiSquareReport, df, num, pText } from '../apa';
import { correlationMagnitude, etaSquaredMagnitude, type Magnitude } from '../benchmarks';
import { decide, engineWarnings, MAGNITUDE_WORDS, type Context } from '../common';
import type { PhraseKey } from '../phrases';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';

/** Nonparametric results carry no confidence level: they are read at .05, as SPSS prints them. */
const contextOf = (language: Language): Context => ({ language, alpha: alphaOf(undefined) });

function effectLine(language: Language, key: PhraseKey, value: number, size: Magnitude): string {
  return phrase(language, key, {
    value: bounded(value),
    r: bounded(value),
    size: phrase(language, MAGNITUDE_WORDS[size]),
  });
}

/** `nonparametric/mann-whitney`: the exact p decides where SPSS prints it (N ≤ 40), else Z's. */
export function writeMannWhitney(result: MannWhitneyResult, language: Language): Interpretation {
  const context = contextOf(language);
  const parts = draft();
  const grouping = quote(result.groupingVariable);
  const [group1, group2] = result.groupLabels.map(quote) as [string, string];
  for (const v of result.variables) {
    const name = quote(v.variable);
    const p = v.exactPValue ?? v.pValue;
    if (v.u === null || p === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const apa =
      `U = ${num(v.u)}` +
      (v.z === null ? '' : `, z = ${num(v.z)}`) +
      `, ${pText(p)}` +
      (v.r === null ? '' : `, r = ${bounded(v.r)}`);
    const decision = decide(context, p);
    parts.summary.push(
      phrase(language, 'NP_MW_SUMMARY', {
        name,
        grouping,
        group1,
        group2,
        decision: decision.text,
        apa,
      }),
    );
    if (v.r !== null)
      parts.summary.push(effectLine(language, 'NP_EFFECT_R', v.r, correlationMagnitude(v.r)));
    const key = !decision.significant
      ? 'NP_MW_NO_DIFFERENCE'
      : v.meanRank1! > v.meanRank2!
        ? 'NP_MW_HIGHER'
        : 'NP_MW_LOWER';
    parts.report.push(
      phrase(language, key, {
        name,
        group1,
        group2,
        rank1: num(v.meanRank1!),
        rank2: num(v.meanRank2!),
        apa,
      }),
    );
    if (v.exactPValue !== null)
      parts.assumptions.push(phrase(language, 'NP_EXACT_USED', { name, n: v.n1 + v.n2 }));
  }
  parts.assumptions.push(phrase(language, 'NP_MW_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}

/** `nonparametric/wilcoxon`: Z on the smaller rank sum, r = |Z|/√N. */
export function writeWilcoxon(result: WilcoxonResult, language: Language): Interpretation {
  const context = contextOf(language);
  const parts = draft();
  for (const p of result.pairs) {
    const first = quote(p.first);
    const second = quote(p.second);
    if (p.z === null || p.pValue === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name: `${second} - ${first}` }));
      continue;
    }
    const apa =
      `z = ${num(p.z)}, ${pText(p.pValue)}` + (p.r === null ? '' : `, r = ${bounded(p.r)}`);
    const decision = decide(context, p.pValue);
    parts.summary.push(
      phrase(language, 'NP_WILCOXON_SUMMARY', { first, second, decision: decision.text, apa }),
    );
    if (p.r !== null)
      parts.summary.push(effectLine(language, 'NP_EFFECT_R', p.r, correlationMagnitude(p.r)));
    parts.report.push(
      phrase(language, 'NP_WILCOXON_DETAIL', {
        first,
        second,
        positive: p.positiveN,
        negative: p.negativeN,
        ties: p.ties,
        positiveRank: p.positiveMeanRank === null ? '–' : num(p.positiveMeanRank),
        negativeRank: p.negativeMeanRank === null ? '–' : num(p.negativeMeanRank),
        apa,
      }),
    );
  }
  parts.assumptions.push(phrase(language, 'NP_WILCOXON_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}

/** `nonparametric/sign`: exact binomial p up to 25 non-zero differences, else Z. */
export function writeSign(result: SignResult, language: Language): Interpretation {
  const context = contextOf(language);
  const parts = draft();
  for (const p of result.pairs) {
    const first = quote(p.first);
    const second = quote(p.second);
    const name = `${second} - ${first}`;
    if (p.pValue === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const n = p.negativeN + p.positiveN;
    const apa =
      p.z === null
        ? `n = ${n}, ${pText(p.pValue)}`
        : `z = ${num(p.z)}, ${pText(p.pValue)}` + (p.r === null ? '' : `, r = ${bounded(p.r)}`);
    const decision = decide(context, p.pValue);
    parts.summary.push(
      phrase(language, 'NP_SIGN_SUMMARY', { first, second, decision: decision.text, apa }),
    );
    if (p.r !== null)
      parts.summary.push(effectLine(language, 'NP_EFFECT_R', p.r, correlationMagnitude(p.r)));
    parts.report.push(
      phrase(language, 'NP_SIGN_DETAIL', {
        first,
        second,
        positive: p.positiveN,
        negative: p.negativeN,
        ties: p.ties,
        apa,
      }),
    );
    if (p.method === 'exact')
      parts.assumptions.push(phrase(language, 'NP_SIGN_EXACT', { name, n }));
  }
  parts.assumptions.push(phrase(language, 'NP_SIGN_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}

/** `nonparametric/kruskal-wallis`: H with ε², then Dunn's Bonferroni-adjusted pairs. */
export function writeKruskalWallis(
  result: KruskalWallisResult,
  language: Language,
): Interpretation {
  const context = contextOf(language);
  const parts = draft();
  const grouping = quote(result.groupingVariable);
  for (const v of result.variables) {
    const name = quote(v.variable);
    if (v.h === null || v.pValue === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const apa =
      `H(${df(v.df)}) = ${num(v.h)}, ${pText(v.pValue)}` +
      (v.epsilonSquared === null ? '' : `, ε² = ${bounded(v.epsilonSquared)}`);
    const decision = decide(context, v.pValue);
    const k = v.groups.filter((g) => g.n > 0).length;
    parts.summary.push(
      phrase(language, 'NP_KW_SUMMARY', { name, grouping, k, decision: decision.text, apa }),
    );
    if (v.epsilonSquared !== null)
      parts.summary.push(
        effectLine(
          language,
          'NP_EFFECT_EPSILON',
          v.epsilonSquared,
          etaSquaredMagnitude(v.epsilonSquared),
        ),
      );
    parts.report.push(`${name}: ${apa}.`);
    const ranks = v.groups
      .filter((g) => g.meanRank !== null)
      .map((g) => `${quote(g.label)} ${num(g.meanRank!)}`);
    parts.report.push(phrase(language, 'NP_MEAN_RANKS', { name, ranks: ranks.join(', ') }));
    if (decision.significant && v.pairwise.length > 0) {
      const pairs = v.pairwise
        .filter((c) => c.adjustedPValue !== null && c.adjustedPValue < context.alpha)
        .map((c) => `${quote(c.group1)}-${quote(c.group2)} (adj. ${pText(c.adjustedPValue!)})`);
      parts.summary.push(
        pairs.length > 0
          ? phrase(language, 'NP_DUNN_SIGNIFICANT', { pairs: list(language, pairs) })
          : phrase(language, 'NP_DUNN_NONE'),
      );
    }
  }
  parts.assumptions.push(phrase(language, 'NP_KW_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}

/** `nonparametric/friedman`: χ²(k − 1, N) with Kendall's W. */
export function writeFriedman(result: FriedmanResult, language: Language): Interpretation {
  const context = contextOf(language);
  const parts = draft();
  const names = list(
    language,
    result.meanRanks.map((m) => quote(m.variable)),
  );
  if (result.chiSquare === null || result.pValue === null) {
    parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name: names }));
  } else {
    const apa =
      chiSquareReport(result.chiSquare, result.df, result.pValue, result.n) +
      (result.kendallW === null ? '' : `, W = ${bounded(result.kendallW)}`);
    const decision = decide(context, result.pValue);
    parts.summary.push(
      phrase(language, 'NP_FRIEDMAN_SUMMARY', {
        k: result.meanRanks.length,
        names,
        decision: decision.text,
        apa,
      }),
    );
    if (result.kendallW !== null)
      parts.summary.push(
        effectLine(
          language,
          'NP_EFFECT_KENDALL',
          result.kendallW,
          correlationMagnitude(result.kendallW),
        ),
      );
    parts.report.push(`Friedman: ${apa}.`);
  }
  const ranks = result.meanRanks
    .filter((m) => m.meanRank !== null)
    .map((m) => `${quote(m.variable)} ${num(m.meanRank!)}`);
  if (ranks.length > 0)
    parts.report.push(phrase(language, 'NP_MEAN_RANKS', { name: names, ranks: ranks.join(', ') }));
  parts.assumptions.push(phrase(language, 'NP_FRIEDMAN_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}

/** `nonparametric/chi-square`: goodness of fit, with the category furthest from expectation. */
export function writeChiSquareGoodness(
  result: ChiSquareGoodnessResult,
  language: Language,
): Interpretation {
  const context = contextOf(language);
  const parts = draft();
  for (const v of result.variables) {
    const name = quote(v.variable);
    if (v.chiSquare === null || v.pValue === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const apa = chiSquareReport(v.chiSquare, v.df, v.pValue, v.n);
    const decision = decide(context, v.pValue);
    const first = v.categories[0]?.expected;
    const equal = v.categories.every((c) => Math.abs(c.expected - first!) < 1e-9 * v.n);
    parts.summary.push(
      phrase(language, 'NP_CHI_SUMMARY', {
        name,
        expected: phrase(language, equal ? 'NP_CHI_EQUAL' : 'NP_CHI_GIVEN'),
        decision: decision.text,
        apa,
      }),
    );
    parts.report.push(`${name}: ${apa}.`);
    const furthest = v.categories.reduce((a, b) =>
      Math.abs(b.residual) / Math.sqrt(b.expected) > Math.abs(a.residual) / Math.sqrt(a.expected)
        ? b
        : a,
    );
    parts.report.push(
      phrase(language, 'NP_CHI_FURTHEST', {
        category: quote(furthest.category),
        observed: furthest.observed,
        expected: num(furthest.expected, 1),
      }),
    );
    if (v.expectedBelow5 > 0)
      parts.caveats.push(
        phrase(language, 'NP_CHI_SMALL_EXPECTED', { name, count: v.expectedBelow5 }),
      );
  }
  parts.assumptions.push(phrase(language, 'NP_CHI_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}

/** `nonparametric/binomial`: the exact p, two-tailed at .5 and one-tailed otherwise. */
export function writeBinomial(result: BinomialResult, language: Language): Interpretation {
  const context = contextOf(language);
  const parts = draft();
  for (const v of result.variables) {
    const name = quote(v.variable);
    if (v.pValue === null || v.group1.observedProportion === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const observed = bounded(v.group1.observedProportion);
    const test = bounded(v.testProportion);
    const apa = `${v.group1.n}/${v.n} = ${observed}, ${pText(v.pValue)}`;
    const decision = decide(context, v.pValue);
    parts.summary.push(
      phrase(language, 'NP_BINOMIAL_SUMMARY', {
        name,
        group1: quote(v.group1.category),
        observed,
        test,
        decision: decision.text,
        apa,
      }),
    );
    parts.report.push(`${name}: ${apa}.`);
    parts.assumptions.push(
      phrase(language, v.tails === 1 ? 'NP_BINOMIAL_ONE_TAILED' : 'NP_BINOMIAL_TWO_TAILED', {
        name,
      }),
    );
  }
  parts.assumptions.push(phrase(language, 'NP_BINOMIAL_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
