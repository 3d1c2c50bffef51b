import type { MultinomialResult } from '@tonggye/stats';
import { alphaOf, bounded, chiSquareReport, ci, num, percent, percentLabel, pText } from '../apa';
import { decide, engineWarnings } from '../common';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';

/** The engine names the intercept '절편 (Intercept)' (SPSS: 'Intercept'). */
const isIntercept = (term: string) => term.endsWith('(Intercept)');

/**
 * `multinomial`: the model's likelihood ratio test with the pseudo R², each effect's likelihood
 * ratio test, the odds ratios of the significant parameters against the reference category,
 * the classification rate and the goodness of fit.
 */
export function writeMultinomial(result: MultinomialResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const parts = draft();
  const name = quote(result.dependent);
  const reference = quote(result.referenceCategory);
  const mf = result.modelFitting;
  if (!result.converged || mf.pValue === null) {
    parts.summary.push(phrase(language, 'MULTINOMIAL_NOT_CONVERGED', { name }));
    parts.caveats.push(...engineWarnings(language, result));
    return compose(language, parts);
  }
  const n = result.caseSummary.valid;
  const r2 = result.pseudoRSquare;
  const effects = result.likelihoodRatioTests.filter((t) => !isIntercept(t.effect));
  parts.summary.push(
    phrase(language, 'MULTINOMIAL_SUMMARY', {
      predictors: list(
        language,
        effects.map((t) => quote(t.effect)),
      ),
      name,
      reference,
      decision: decide(context, mf.pValue).text,
      apa: [
        chiSquareReport(mf.chiSquare, mf.df, mf.pValue, n),
        ...(r2.nagelkerke === null ? [] : [`Nagelkerke R² = ${bounded(r2.nagelkerke)}`]),
      ].join(', '),
    }),
  );
  for (const t of effects) {
    if (t.equivalent || t.chiSquare === null || t.pValue === null) continue;
    const significant = decide(context, t.pValue).significant;
    parts.summary.push(
      phrase(
        language,
        significant ? 'MULTINOMIAL_EFFECT_SIGNIFICANT' : 'MULTINOMIAL_EFFECT_NOT_SIGNIFICANT',
        { term: quote(t.effect), name, apa: chiSquareReport(t.chiSquare, t.df, t.pValue) },
      ),
    );
  }
  const level = percentLabel(result.confidence);
  for (const group of result.parameters) {
    for (const row of group.rows) {
      if (row.redundant || isIntercept(row.term) || row.pValue === null) continue;
      if (!decide(context, row.pValue).significant || row.expB === null || row.b === null) continue;
      const apa = [
        `B = ${num(row.b)}`,
        pText(row.pValue),
        `OR = ${num(row.expB)}`,
        ...(row.lowerExpB === null || row.upperExpB === null
          ? []
          : [`${level} CI ${ci(row.lowerExpB, row.upperExpB)}`]),
      ].join(', ');
      // A factor level's row ('[성별=남]') compares it with the factor's last category.
      parts.summary.push(
        phrase(
          language,
          row.term === row.effect ? 'MULTINOMIAL_ODDS_COVARIATE' : 'MULTINOMIAL_ODDS_CATEGORY',
          {
            term: quote(row.term),
            category: quote(group.category),
            reference,
            ratio: num(row.expB),
            apa,
          },
        ),
      );
    }
  }
  parts.report.push(
    phrase(language, 'MULTINOMIAL_MODEL_REPORT', {
      m0: num(mf.interceptOnly),
      m1: num(mf.final),
      cs: bounded(r2.coxSnell),
      nk: r2.nagelkerke === null ? '–' : bounded(r2.nagelkerke),
      mf: r2.mcFadden === null ? '–' : bounded(r2.mcFadden),
    }),
  );
  parts.report.push(
    phrase(language, 'MULTINOMIAL_CLASSIFICATION', {
      percent: percent(result.classification.overallPercent),
    }),
  );
  const gof = result.goodnessOfFit;
  const sparse =
    result.caseSummary.subpopulations > n / 2 || gof.zeroCells > 0.2 * Math.max(gof.cells, 1);
  if (
    sparse ||
    gof.pearson.chiSquare === null ||
    gof.pearson.pValue === null ||
    gof.deviance.chiSquare === null ||
    gof.deviance.pValue === null
  ) {
    parts.assumptions.push(phrase(language, 'MULTINOMIAL_FIT_SPARSE'));
  } else {
    const pearson = chiSquareReport(gof.pearson.chiSquare, gof.pearson.df, gof.pearson.pValue);
    const deviance = chiSquareReport(gof.deviance.chiSquare, gof.deviance.df, gof.deviance.pValue);
    const bad = gof.pearson.pValue < context.alpha || gof.deviance.pValue < context.alpha;
    parts.assumptions.push(
      phrase(language, bad ? 'MULTINOMIAL_FIT_BAD' : 'MULTINOMIAL_FIT_OK', { pearson, deviance }),
    );
  }
  parts.assumptions.push(phrase(language, 'MULTINOMIAL_ASSUMPTIONS'));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
