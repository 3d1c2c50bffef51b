import type { LogisticResult } from '@tonggye/stats';
import { alphaOf, bounded, chiSquareReport, ci, num, percent, percentLabel, pText } from '../apa';
import { decide, engineWarnings } from '../common';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';

/** Fewer events (cases in the smaller outcome group) than this per estimated coefficient risks bias. */
export const EVENTS_PER_PARAMETER = 10;

/** The engine names the intercept '(상수) (Constant)' (SPSS: 'Constant'). */
const isConstant = (term: string) => term.endsWith('(Constant)');

/**
 * `logistic`: the final step's omnibus test with Nagelkerke R², each predictor's B, Wald test and
 * odds ratio, the classification rate and the Hosmer–Lemeshow test.
 */
export function writeLogistic(result: LogisticResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const parts = draft();
  const name = quote(result.dependent);
  const event = quote(result.dependentEncoding[1]?.value ?? '1');
  const step = result.steps.at(-1);
  if (!step || step.terms.length === 0) {
    parts.summary.push(phrase(language, 'LOGISTIC_NO_MODEL'));
    parts.caveats.push(...engineWarnings(language, result));
    return compose(language, parts);
  }
  const model = step.omnibus.model;
  if (!step.converged || model.chiSquare === null || model.pValue === null) {
    parts.summary.push(phrase(language, 'LOGISTIC_NOT_CONVERGED', { name }));
    parts.caveats.push(...engineWarnings(language, result));
    return compose(language, parts);
  }
  const n = result.caseSummary.included;
  const nagelkerke = step.summary.nagelkerkeRSquared;
  const apa = [
    chiSquareReport(model.chiSquare, model.df, model.pValue, n),
    ...(nagelkerke === null ? [] : [`Nagelkerke R² = ${bounded(nagelkerke)}`]),
  ].join(', ');
  parts.summary.push(
    phrase(language, 'LOGISTIC_SUMMARY', {
      predictors: list(language, step.terms.map(quote)),
      name,
      event,
      decision: decide(context, model.pValue).text,
      apa,
    }),
  );
  if (result.steps.length > 1)
    parts.report.push(phrase(language, 'LOGISTIC_STEPS', { count: result.steps.length }));
  const { minus2LogLikelihood, coxSnellRSquared } = step.summary;
  parts.report.push(
    phrase(language, 'LOGISTIC_MODEL_REPORT', {
      m2ll: num(minus2LogLikelihood),
      cs: coxSnellRSquared === null ? '–' : bounded(coxSnellRSquared),
      nk: nagelkerke === null ? '–' : bounded(nagelkerke),
      apa: chiSquareReport(model.chiSquare, model.df, model.pValue, n),
    }),
  );
  const level = percentLabel(result.confidence);
  for (const c of step.coefficients) {
    if (c.wald === null || c.pValue === null) continue;
    const constant = isConstant(c.term);
    const term = constant ? c.term : quote(c.term);
    const coefApa = [
      ...(c.b === null ? [] : [`B = ${num(c.b)}`]),
      ...(c.se === null ? [] : [`SE = ${num(c.se)}`]),
      `Wald χ²(${c.df}) = ${num(c.wald)}`,
      pText(c.pValue),
      ...(c.expB === null || constant ? [] : [`OR = ${num(c.expB)}`]),
      ...(c.lowerExpB === null || c.upperExpB === null
        ? []
        : [`${level} CI ${ci(c.lowerExpB, c.upperExpB)}`]),
    ].join(', ');
    parts.report.push(phrase(language, 'LOGISTIC_COEFFICIENT', { term, apa: coefApa }));
    if (constant) continue;
    const significant = decide(context, c.pValue).significant;
    parts.summary.push(
      phrase(
        language,
        significant ? 'LOGISTIC_PREDICTOR_SIGNIFICANT' : 'LOGISTIC_PREDICTOR_NOT_SIGNIFICANT',
        { term, name, apa: coefApa },
      ),
    );
    if (significant && c.expB !== null && c.b !== null && c.df === 1) {
      parts.summary.push(
        // An indicator ('성별(1)') compares its category with the reference category.
        phrase(
          language,
          c.variable && c.variable !== c.term
            ? 'LOGISTIC_ODDS_CATEGORY'
            : c.b > 0
              ? 'LOGISTIC_ODDS_UP'
              : 'LOGISTIC_ODDS_DOWN',
          {
            term,
            event,
            ratio: num(c.expB),
            change: percent(Math.abs(c.expB - 1) * 100),
          },
        ),
      );
    }
  }
  const overall = step.classification.overallPercent;
  if (overall !== null) {
    parts.report.push(
      phrase(language, 'LOGISTIC_CLASSIFICATION', {
        percent: percent(overall),
        cut: String(result.cutValue),
      }),
    );
  }
  const hl = step.hosmerLemeshow;
  if (hl === null || hl.chiSquare === null || hl.pValue === null) {
    parts.assumptions.push(phrase(language, 'LOGISTIC_HL_NOT_COMPUTED'));
  } else {
    const hlApa = chiSquareReport(hl.chiSquare, hl.df, hl.pValue);
    parts.assumptions.push(
      phrase(language, hl.pValue < context.alpha ? 'LOGISTIC_HL_BAD' : 'LOGISTIC_HL_OK', {
        apa: hlApa,
      }),
    );
  }
  parts.assumptions.push(phrase(language, 'LOGISTIC_ASSUMPTIONS'));
  const { observed0, observed1 } = step.classification;
  const events = Math.min(
    observed0.predicted0 + observed0.predicted1,
    observed1.predicted0 + observed1.predicted1,
  );
  const parameters = step.coefficients.filter(
    (c) => !isConstant(c.term) && !(c.b === null && c.df > 1),
  ).length;
  if (parameters > 0 && events < EVENTS_PER_PARAMETER * parameters)
    parts.caveats.push(phrase(language, 'LOGISTIC_FEW_EVENTS', { events, k: parameters }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
