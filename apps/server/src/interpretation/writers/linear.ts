import type { LinearResult } from '@tonggye/stats';
import { alphaOf, bounded, fReport, num, percent, pText, df as dfText } from '../apa';
import { rSquaredMagnitude } from '../benchmarks';
import { decide, engineWarnings, MAGNITUDE_WORDS } from '../common';
import type { PhraseKey } from '../phrases';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';

/** Variance inflation factors at or above this signal serious collinearity. */
export const VIF_LIMIT = 10;
/** Fewer cases per predictor than this risks overfitting. */
export const CASES_PER_PREDICTOR = 10;

const METHOD_WORDS: Record<Exclude<LinearResult['method'], 'enter'>, PhraseKey> = {
  stepwise: 'LINEAR_METHOD_STEPWISE',
  forward: 'LINEAR_METHOD_FORWARD',
  backward: 'LINEAR_METHOD_BACKWARD',
  remove: 'LINEAR_METHOD_REMOVE',
};

/** The engine names the intercept '(상수) (Constant)' (SPSS: '(Constant)'). */
function isConstant(term: string): boolean {
  return term.endsWith('(Constant)');
}

/** `linear`: the final model's F test and R², each predictor's B, β and t, VIF and Durbin-Watson. */
export function writeLinear(result: LinearResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const parts = draft();
  const name = quote(result.dependent);
  const model = result.models.at(-1);
  if (!model || model.entered.length === 0) {
    parts.summary.push(phrase(language, 'LINEAR_NO_MODEL'));
    parts.caveats.push(...engineWarnings(language, result));
    return compose(language, parts);
  }
  const { regression, residual } = model.anova;
  const { rSquared, adjustedRSquared } = model.summary;
  if (regression.f === null || regression.pValue === null || rSquared === null) {
    parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));
    parts.caveats.push(...engineWarnings(language, result));
    return compose(language, parts);
  }
  const apa = `${fReport(regression.f, regression.df, residual.df, regression.pValue)}, R² = ${bounded(rSquared)}`;
  const decision = decide(context, regression.pValue);
  parts.summary.push(
    phrase(language, 'LINEAR_SUMMARY', {
      predictors: list(language, model.entered.map(quote)),
      name,
      decision: decision.text,
      apa,
    }),
    phrase(language, 'LINEAR_EXPLAINED', {
      name,
      percent: percent(rSquared * 100),
      size: phrase(language, MAGNITUDE_WORDS[rSquaredMagnitude(rSquared)]),
      r2: bounded(rSquared),
    }),
  );
  if (result.models.length > 1) {
    parts.report.push(
      phrase(language, 'LINEAR_STEPS', { count: result.models.length, last: model.model }),
    );
  }
  const summary = model.summary;
  parts.report.push(
    phrase(language, 'LINEAR_MODEL_REPORT', {
      model: model.model,
      r: summary.r === null ? '–' : bounded(summary.r),
      r2: bounded(rSquared),
      adjusted: adjustedRSquared === null ? '–' : bounded(adjustedRSquared),
      se: summary.seEstimate === null ? '–' : num(summary.seEstimate),
      apa: fReport(regression.f, regression.df, residual.df, regression.pValue),
    }),
  );
  // Stepwise methods choose predictors by their p in these data (older results name no method).
  const selected = result.method !== undefined && result.method !== 'enter';
  for (const coefficient of model.coefficients) {
    const constant = isConstant(coefficient.term);
    const term = constant ? coefficient.term : quote(coefficient.term);
    if (coefficient.tValue === null || coefficient.pValue === null) continue;
    const coefApa = [
      `B = ${num(coefficient.b)}`,
      ...(coefficient.se === null ? [] : [`SE = ${num(coefficient.se)}`]),
      ...(coefficient.beta === null ? [] : [`β = ${num(coefficient.beta)}`]),
      `t(${dfText(residual.df)}) = ${num(coefficient.tValue)}`,
      pText(coefficient.pValue),
    ].join(', ');
    parts.report.push(phrase(language, 'LINEAR_COEFFICIENT', { term, apa: coefApa }));
    if (constant) continue;
    const significant = decide(context, coefficient.pValue).significant;
    parts.summary.push(
      selected
        ? // A p of a predictor picked from these data is not a test: say how it got in.
          phrase(language, 'LINEAR_PREDICTOR_SELECTED', {
            term,
            method: phrase(
              language,
              METHOD_WORDS[result.method as Exclude<typeof result.method, 'enter'>],
            ),
            apa: coefApa,
          })
        : phrase(
            language,
            significant ? 'LINEAR_PREDICTOR_SIGNIFICANT' : 'LINEAR_PREDICTOR_NOT_SIGNIFICANT',
            { term, name, apa: coefApa },
          ),
    );
  }
  if (selected) parts.summary.push(phrase(language, 'LINEAR_SELECTION_BIAS'));

  const vifs = model.coefficients.filter((c) => c.vif !== null && !isConstant(c.term));
  if (vifs.length === 0) {
    parts.assumptions.push(phrase(language, 'LINEAR_VIF_NOT_CHECKED'));
  } else {
    const largest = Math.max(...vifs.map((c) => c.vif!));
    const high = vifs.filter((c) => c.vif! >= VIF_LIMIT).map((c) => quote(c.term));
    if (high.length === 0)
      parts.assumptions.push(phrase(language, 'LINEAR_VIF_OK', { vif: num(largest) }));
    else
      parts.caveats.push(
        phrase(language, 'LINEAR_VIF_HIGH', { terms: list(language, high), vif: num(largest) }),
      );
  }
  const dw = summary.durbinWatson;
  if (dw !== null)
    parts.assumptions.push(
      phrase(language, dw >= 1.5 && dw <= 2.5 ? 'LINEAR_DW_OK' : 'LINEAR_DW_BAD', { dw: num(dw) }),
    );
  parts.assumptions.push(phrase(language, 'LINEAR_ASSUMPTIONS'));

  const collinear = model.excluded
    .filter((e) => e.betaIn === undefined)
    .map((e) => quote(e.variable));
  if (collinear.length > 0)
    parts.caveats.push(phrase(language, 'LINEAR_EXCLUDED', { terms: list(language, collinear) }));
  const k = model.entered.length;
  if (result.n < CASES_PER_PREDICTOR * k)
    parts.caveats.push(phrase(language, 'LINEAR_FEW_CASES', { n: result.n, k }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
