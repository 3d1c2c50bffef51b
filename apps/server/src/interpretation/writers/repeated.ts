import type {
  RepeatedCorrectedTest,
  RepeatedPairwise,
  RepeatedResult,
  RepeatedWithinTerm,
} from '@tonggye/stats';
import { alphaOf, bounded, df, fReport, meanSd, num, pText } from '../apa';
import { etaSquaredMagnitude } from '../benchmarks';
import { decide, engineWarnings, MAGNITUDE_WORDS, type Context } from '../common';
import type { PhraseKey } from '../phrases';
import {
  compose,
  draft,
  list,
  phrase,
  quote,
  type Draft,
  type Interpretation,
  type Language,
} from '../text';

/** Between-subjects cells smaller than this are named in the caveats. */
export const SMALL_CELL = 10;

/** Below this Greenhouse-Geisser epsilon its correction is read, else Huynh-Feldt's (Girden, 1992). */
export const GREENHOUSE_GEISSER_BELOW = 0.75;

type ReadTest = 'sphericityAssumed' | 'greenhouseGeisser' | 'huynhFeldt';

const TEST_WORDS: Record<ReadTest, PhraseKey> = {
  sphericityAssumed: 'REPEATED_TEST_SPHERICITY',
  greenhouseGeisser: 'REPEATED_TEST_GREENHOUSE_GEISSER',
  huynhFeldt: 'REPEATED_TEST_HUYNH_FELDT',
};

/** "시점 * 집단" → "'시점' × '집단'". */
const termName = (term: string): string => term.split(' * ').map(quote).join(' × ');

function adjustName(language: Language, adjust: RepeatedPairwise): string {
  if (adjust === 'lsd') return phrase(language, 'REPEATED_ADJUST_LSD');
  return adjust === 'sidak' ? 'Šidák' : 'Bonferroni';
}

/** The correction when sphericity cannot be assumed: by the Greenhouse-Geisser epsilon's size. */
const correctionFor = (term: RepeatedWithinTerm): ReadTest =>
  term.mauchly.greenhouseGeisser !== null &&
  term.mauchly.greenhouseGeisser < GREENHOUSE_GEISSER_BELOW
    ? 'greenhouseGeisser'
    : 'huynhFeldt';

/**
 * Which univariate test a within term's effects are read from, with the assumption check that
 * says why: sphericity holds trivially with one degree of freedom; Mauchly's test decides
 * otherwise; a correction is read when Mauchly's test rejects or cannot be computed.
 */
function readTest(term: RepeatedWithinTerm, context: Context, parts: Draft): ReadTest {
  const { language } = context;
  const name = termName(term.term);
  const m = term.mauchly;
  const gg = m.greenhouseGeisser === null ? '–' : bounded(m.greenhouseGeisser, 3);
  const hf = m.huynhFeldt === null ? '–' : bounded(m.huynhFeldt, 3);
  if (m.df === 0) {
    parts.assumptions.push(phrase(language, 'REPEATED_SPHERICITY_ONE_DF', { term: name }));
    return 'sphericityAssumed';
  }
  if (m.w === null || m.chiSquare === null || m.pValue === null) {
    if (m.greenhouseGeisser === null) return 'sphericityAssumed';
    const test = correctionFor(term);
    parts.assumptions.push(
      phrase(language, 'REPEATED_SPHERICITY_UNTESTED', {
        term: name,
        correction: phrase(language, TEST_WORDS[test]),
        gg,
      }),
    );
    return test;
  }
  const mauchly = `W = ${bounded(m.w)}, χ²(${df(m.df)}) = ${num(m.chiSquare)}, ${pText(m.pValue)}`;
  if (m.pValue >= context.alpha) {
    parts.assumptions.push(phrase(language, 'REPEATED_SPHERICITY_MET', { term: name, mauchly }));
    return 'sphericityAssumed';
  }
  const test = correctionFor(term);
  parts.assumptions.push(
    phrase(language, 'REPEATED_SPHERICITY_VIOLATED', {
      term: name,
      mauchly,
      correction: phrase(language, TEST_WORDS[test]),
      gg,
      hf,
    }),
  );
  return test;
}

const corrected = (f: number | null, test: RepeatedCorrectedTest): string =>
  f === null || test.df === null || test.errorDf === null || test.pValue === null
    ? '–'
    : fReport(f, test.df, test.errorDf, test.pValue);

function effectSize(language: Language, eta: number | null): string {
  return eta === null ? '–' : phrase(language, MAGNITUDE_WORDS[etaSquaredMagnitude(eta)]);
}

function writeWithinTerm(
  result: RepeatedResult,
  term: RepeatedWithinTerm,
  context: Context,
  parts: Draft,
): void {
  const { language } = context;
  const test = readTest(term, context, parts);
  const withinNames = new Set(result.withinFactors.map((f) => f.name));
  for (const effect of term.effects) {
    const name = termName(effect.term);
    const chosen = effect[test];
    const pillai = effect.multivariate.pillai;
    parts.report.push(
      phrase(language, 'REPEATED_WITHIN_REPORT', {
        term: name,
        sphericity: corrected(effect.f, effect.sphericityAssumed),
        gg: corrected(effect.f, effect.greenhouseGeisser),
        hf: corrected(effect.f, effect.huynhFeldt),
        lb: corrected(effect.f, effect.lowerBound),
        pillai:
          pillai.value === null ||
          pillai.f === null ||
          pillai.df1 === null ||
          pillai.df2 === null ||
          pillai.pValue === null
            ? '–'
            : `V = ${bounded(pillai.value)}, ${fReport(pillai.f, pillai.df1, pillai.df2, pillai.pValue)}`,
      }),
    );
    if (
      effect.f === null ||
      chosen.pValue === null ||
      chosen.df === null ||
      chosen.errorDf === null
    ) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const eta = effect.partialEtaSquared;
    const apa =
      fReport(effect.f, chosen.df, chosen.errorDf, chosen.pValue) +
      (eta === null ? '' : `, ηp² = ${bounded(eta)}`);
    const decision = decide(context, chosen.pValue);
    const main = withinNames.has(effect.term);
    parts.summary.push(
      phrase(language, 'REPEATED_WITHIN_TERM', {
        term: name,
        kind: phrase(language, main ? 'FACTORIAL_MAIN' : 'FACTORIAL_INTERACTION'),
        decision: decision.text,
        apa,
        test: phrase(language, TEST_WORDS[test]),
        size: effectSize(language, eta),
      }),
    );
    if (main) pairwiseSentence(result, effect.term, decision.significant, context, parts);
  }
}

/** The marginal means' pairwise comparisons of a within factor, after its main effect. */
function pairwiseSentence(
  result: RepeatedResult,
  factor: string,
  significant: boolean,
  context: Context,
  parts: Draft,
): void {
  const means = result.marginalMeans.find((m) => m.factor === factor);
  if (means === undefined) return;
  const { language } = context;
  const pairs = means.pairwise
    .filter((c) => c.i < c.j && c.pValue !== null && c.pValue < context.alpha)
    .map((c) => `${c.i}–${c.j} (${pText(c.pValue!)})`);
  const values = {
    adjust: adjustName(language, result.pairwiseComparisons),
    factor: quote(factor),
    pairs: pairs.join(', '),
  };
  const line = phrase(
    language,
    pairs.length > 0 ? 'REPEATED_PAIRWISE_SIGNIFICANT' : 'REPEATED_PAIRWISE_NONE',
    values,
  );
  (significant ? parts.summary : parts.report).push(line);
}

function writeBetween(result: RepeatedResult, context: Context, parts: Draft): void {
  const { language } = context;
  const errorDf = result.between.error.df;
  // The intercept comes first and is not a question anyone asked.
  for (const effect of result.between.effects.slice(1)) {
    const name = termName(effect.source);
    if (effect.f === null || effect.pValue === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
      continue;
    }
    const eta = effect.partialEtaSquared;
    const line = phrase(language, 'REPEATED_BETWEEN_TERM', {
      term: name,
      kind: phrase(
        language,
        effect.source.includes(' * ') ? 'FACTORIAL_INTERACTION' : 'FACTORIAL_MAIN',
      ),
      decision: decide(context, effect.pValue).text,
      apa:
        fReport(effect.f, effect.df, errorDf, effect.pValue) +
        (eta === null ? '' : `, ηp² = ${bounded(eta)}`),
      size: effectSize(language, eta),
    });
    parts.summary.push(line);
    parts.report.push(line);
  }
}

/**
 * `anova/repeated`: what was tested; for each within term the test its sphericity check points
 * to (Mauchly; Greenhouse-Geisser when ε < .75, Huynh-Feldt otherwise); the within effects and
 * their interactions with the between factors, then the between effects, each with partial η²
 * in words; the pairwise comparisons of a significant within factor.
 */
export function writeRepeated(result: RepeatedResult, language: Language): Interpretation {
  const context: Context = { language, alpha: alphaOf(result.confidence) };
  const parts = draft();
  const within = list(
    language,
    result.withinFactors.map((f) =>
      phrase(language, 'REPEATED_LEVELS', { name: quote(f.name), levels: f.levels }),
    ),
  );
  const common = {
    within,
    count: result.measures.length,
    measures: result.measures.map(quote).join(', '),
    n: result.n,
  };
  parts.summary.push(
    result.betweenFactors.length === 0
      ? phrase(language, 'REPEATED_SUMMARY', common)
      : phrase(language, 'REPEATED_SUMMARY_MIXED', {
          ...common,
          between: list(language, result.betweenFactors.map(quote)),
        }),
  );
  // Without between factors the one cell is the total, named ''.
  const totals = result.descriptives.filter((d) => d.cell === '');
  parts.report.push(
    phrase(language, 'REPEATED_MEANS', {
      means: totals
        .map((d) => `${quote(d.measure)} (${d.mean === null ? 'M = –' : meanSd(d.mean, d.std)})`)
        .join(', '),
    }),
  );
  for (const term of result.within) writeWithinTerm(result, term, context, parts);
  writeBetween(result, context, parts);
  parts.report.push(phrase(language, 'FACTORIAL_EFFECT_NOTE'));
  parts.assumptions.push(
    phrase(language, 'REPEATED_CORRECTION_RULE'),
    phrase(language, 'REPEATED_ASSUMPTIONS'),
  );
  const cells = result.descriptives.filter((d) => d.cell !== '').map((d) => d.n);
  const smallest = cells.length > 0 ? Math.min(...cells) : result.n;
  if (smallest < SMALL_CELL)
    parts.caveats.push(phrase(language, 'REPEATED_SMALL_CELLS', { n: smallest }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
