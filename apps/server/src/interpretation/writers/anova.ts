import type {
  AnovaDependent,
  AnovaResult,
  FactorialDependent,
  PostHocOption,
  PostHocResult,
} from '@tonggye/stats';
import { alphaOf, bounded, fReport, meanSd, pText } from '../apa';
import { etaSquaredMagnitude } from '../benchmarks';
import { decide, effectSentence, engineWarnings, MAGNITUDE_WORDS, type Context } from '../common';
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

/** Groups (cells) smaller than this are named in the caveats. */
export const SMALL_CELL = 10;

const POST_HOC_NAMES: Record<PostHocOption, string> = {
  lsd: 'LSD',
  bonferroni: 'Bonferroni',
  sidak: 'Šidák',
  scheffe: 'Scheffé',
  tukey: 'Tukey HSD',
  duncan: 'Duncan',
  snk: 'S-N-K',
  gamesHowell: 'Games-Howell',
  dunnettT3: "Dunnett's T3",
  dunnett: 'Dunnett',
};

/** With unequal variances a test that does not assume them is preferred. */
function choosePostHoc(tests: PostHocResult[], unequal: boolean): PostHocResult | undefined {
  if (unequal) {
    const robust = tests.find((t) => t.test === 'gamesHowell' || t.test === 'dunnettT3');
    if (robust) return robust;
  }
  return tests[0];
}

function postHocSentence(context: Context, test: PostHocResult): string {
  const seen = new Set<string>();
  const pairs: string[] = [];
  for (const c of test.comparisons) {
    if (c.pValue === null || c.pValue >= context.alpha) continue;
    const key = [c.groupI, c.groupJ].sort().join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push(`${quote(c.groupI)}–${quote(c.groupJ)} (${pText(c.pValue)})`);
  }
  const name = POST_HOC_NAMES[test.test];
  return pairs.length === 0
    ? phrase(context.language, 'POSTHOC_NONE', { test: name })
    : phrase(context.language, 'POSTHOC_SIGNIFICANT', { test: name, pairs: pairs.join(', ') });
}

function writeOneWay(dep: AnovaDependent, context: Context, parts: Draft): void {
  const { language } = context;
  const name = quote(dep.dependent);
  const factor = quote(dep.factor);
  const between = dep.anova.between;
  const eta2 =
    dep.effectSizes?.etaSquared ??
    (dep.anova.total.ss > 0 ? between.ss / dep.anova.total.ss : null);
  const levene = dep.homogeneity?.find((h) => h.basedOn === 'mean');
  const unequal = levene?.pValue != null && levene.pValue < context.alpha;
  const welch = dep.welch;
  const useWelch =
    unequal && welch?.statistic != null && welch.df2 !== null && welch.pValue !== null;
  const etaText = eta2 === null ? '' : `, η² = ${bounded(eta2)}`;

  const classic =
    between.f !== null && between.pValue !== null
      ? fReport(between.f, between.df, dep.anova.within.df, between.pValue) + etaText
      : null;
  const robust =
    welch?.statistic != null && welch.df2 !== null && welch.pValue !== null
      ? fReport(welch.statistic, welch.df1, welch.df2, welch.pValue)
      : null;
  const p = useWelch ? welch!.pValue! : between.pValue;
  const apa = useWelch ? `${robust!}${etaText}` : classic;
  if (p === null || apa === null) {
    parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
    return;
  }
  const decision = decide(context, p);
  parts.summary.push(
    phrase(language, 'ANOVA_SUMMARY', {
      name,
      factor,
      k: dep.groups.length,
      decision: decision.text,
      apa,
    }),
  );
  if (useWelch) parts.summary.push(phrase(language, 'ANOVA_WELCH_USED'));
  parts.summary.push(
    eta2 === null
      ? phrase(language, 'EFFECT_UNKNOWN')
      : effectSentence(context, etaSquaredMagnitude(eta2)),
  );
  const test = choosePostHoc(dep.postHoc, unequal);
  if (decision.significant && test) parts.summary.push(postHocSentence(context, test));

  const groups = dep.groups
    .map(
      (g) => `${quote(g.group)} (${g.mean === null ? 'M = –' : meanSd(g.mean, g.std)}, n = ${g.n})`,
    )
    .join(', ');
  parts.report.push(phrase(language, 'ANOVA_GROUP_MEANS', { name, groups }));
  if (classic !== null)
    parts.report.push(phrase(language, 'ANOVA_CLASSIC', { name, apa: classic }));
  if (robust !== null) parts.report.push(phrase(language, 'ANOVA_WELCH', { name, apa: robust }));
  const bf = dep.brownForsythe;
  if (bf?.statistic != null && bf.df2 !== null && bf.pValue !== null)
    parts.report.push(
      phrase(language, 'ANOVA_BROWN_FORSYTHE', {
        name,
        apa: fReport(bf.statistic, bf.df1, bf.df2, bf.pValue),
      }),
    );
  if (!decision.significant && test) parts.report.push(postHocSentence(context, test));

  if (levene?.statistic != null && levene.pValue !== null) {
    const text = fReport(levene.statistic, levene.df1, levene.df2, levene.pValue);
    const key = !unequal
      ? 'HOMOGENEITY_MET'
      : useWelch
        ? 'HOMOGENEITY_WELCH'
        : 'HOMOGENEITY_VIOLATED';
    parts.assumptions.push(phrase(language, key, { name, levene: text }));
  } else {
    parts.assumptions.push(phrase(language, 'HOMOGENEITY_NOT_CHECKED'));
  }
  const smallest = Math.min(...dep.groups.map((g) => g.n));
  if (smallest < SMALL_CELL)
    parts.caveats.push(phrase(language, 'ANOVA_SMALL_CELLS', { name, n: smallest }));
}

const WAYS_KO = ['', '일원배치', '이원배치', '삼원배치'];

function writeFactorial(dep: FactorialDependent, context: Context, parts: Draft): void {
  const { language } = context;
  const name = quote(dep.dependent);
  const k = dep.factors.length;
  const way = language === 'ko' ? (WAYS_KO[k] ?? `${k}원배치`) : `${k}-way`;
  parts.summary.push(
    phrase(language, 'FACTORIAL_SUMMARY', {
      way,
      factors: list(language, dep.factors.map(quote)),
      name,
    }),
  );
  // Corrected model and intercept first; error, total and corrected total last.
  const error = dep.terms.at(-3);
  for (const term of dep.terms.slice(2, -3)) {
    const termName = term.source.split(' * ').map(quote).join(' × ');
    if (term.f === null || term.pValue === null || error === undefined) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name: termName }));
      continue;
    }
    const eta = term.partialEtaSquared;
    const apa =
      fReport(term.f, term.df, error.df, term.pValue) +
      (eta === null ? '' : `, ηp² = ${bounded(eta)}`);
    const decision = decide(context, term.pValue);
    const line = phrase(language, 'FACTORIAL_TERM', {
      term: termName,
      kind: phrase(
        language,
        term.source.includes(' * ') ? 'FACTORIAL_INTERACTION' : 'FACTORIAL_MAIN',
      ),
      decision: decision.text,
      apa,
      size: eta === null ? '–' : phrase(language, MAGNITUDE_WORDS[etaSquaredMagnitude(eta)]),
    });
    parts.summary.push(line);
    parts.report.push(line);
  }
  parts.report.push(
    phrase(language, 'FACTORIAL_MODEL', {
      name,
      r2: bounded(dep.rSquared),
      adjusted: dep.adjustedRSquared === null ? '–' : bounded(dep.adjustedRSquared),
    }),
    phrase(language, 'FACTORIAL_EFFECT_NOTE'),
  );
  if (dep.levene?.statistic != null && dep.levene.pValue !== null) {
    const text = fReport(dep.levene.statistic, dep.levene.df1, dep.levene.df2, dep.levene.pValue);
    const unequal = dep.levene.pValue < context.alpha;
    parts.assumptions.push(
      phrase(language, unequal ? 'HOMOGENEITY_VIOLATED' : 'HOMOGENEITY_MET', {
        name,
        levene: text,
      }),
    );
  } else {
    parts.assumptions.push(phrase(language, 'HOMOGENEITY_NOT_CHECKED'));
  }
  const smallest = Math.min(...dep.descriptives.map((c) => c.n));
  if (Number.isFinite(smallest) && smallest < SMALL_CELL)
    parts.caveats.push(phrase(language, 'ANOVA_SMALL_CELLS', { name, n: smallest }));
}

/** `anova`: one-way (Levene significant → Welch, post hoc) or factorial (Type III, partial η²). */
export function writeAnova(result: AnovaResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const parts = draft();
  for (const dep of result.dependents) writeOneWay(dep, context, parts);
  for (const dep of result.factorial ?? []) writeFactorial(dep, context, parts);
  parts.assumptions.push(phrase(language, 'ANOVA_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
