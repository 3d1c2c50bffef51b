import type { ConditionalProcessResult, MediationEffect, MediationResult } from '@tonggye/stats';
import { alphaOf, bounded, ci, num, percentLabel, pText, df as dfText } from '../apa';
import { decide, engineWarnings, type Context } from '../common';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';
import { SMALL_MODEL_N } from './moderation';
import { writeConditionalProcess } from './process';

/** 'c = 0.60, t(98) = 4.10, p < .001' for a total or direct effect. */
function effectText(symbol: string, e: MediationEffect, df: number): string {
  return [
    `${symbol} = ${num(e.effect)}`,
    ...(e.tValue === null ? [] : [`t(${dfText(df)}) = ${num(e.tValue)}`]),
    ...(e.pValue === null ? [] : [pText(e.pValue)]),
  ].join(', ');
}

/**
 * `mediation` (PROCESS model 4): the indirect effect decided by its bootstrap interval (or
 * Sobel's test without a bootstrap), then full or partial mediation by the direct effect.
 */
export function writeMediation(
  result: MediationResult | ConditionalProcessResult,
  language: Language,
): Interpretation {
  if (result.modelNumber !== 4) return writeConditionalProcess(result, language);
  const context: Context = { language, alpha: alphaOf(result.confidence) };
  const conf = percentLabel(result.confidence);
  const parts = draft();
  const x = quote(result.independent);
  const y = quote(result.dependent);
  const outcome = result.models.find((m) => m.role === 'outcome');
  const dfY = outcome?.summary.df2 ?? result.n - 2;
  const dfTotal = result.totalEffectModel.summary.df2;
  const bootstrapped = result.bootstrap.samples > 0;
  // With one mediator the specific and the total indirect effect are the same: speak once.
  const specific = result.indirectEffects.filter((e) => e.mediator !== null);
  const total = result.indirectEffects.find((e) => e.mediator === null);
  const speaking = specific.length === 1 ? specific : [...specific, ...(total ? [total] : [])];

  let anySignificant = false;
  for (const e of speaking) {
    const m = e.mediator === null ? list(language, result.mediators.map(quote)) : quote(e.mediator);
    if (e.effect === null) {
      parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name: m }));
      continue;
    }
    let significant: boolean;
    let decision: string;
    let apa: string;
    if (bootstrapped && e.bootLower !== null && e.bootUpper !== null) {
      significant = e.bootLower > 0 || e.bootUpper < 0;
      decision = phrase(
        language,
        significant ? 'MEDIATION_CI_EXCLUDES_ZERO' : 'MEDIATION_CI_INCLUDES_ZERO',
        { conf },
      );
      apa = `ab = ${num(e.effect)}, ${conf} BootCI ${ci(e.bootLower, e.bootUpper)}`;
    } else {
      const sobel = result.sobel.find((s) => s.mediator === e.mediator);
      if (!sobel || sobel.z === null || sobel.pValue === null) {
        parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name: m }));
        continue;
      }
      const d = decide(context, sobel.pValue);
      significant = d.significant;
      decision = d.text;
      apa = `ab = ${num(e.effect)}, z = ${num(sobel.z)}, ${pText(sobel.pValue)}`;
    }
    anySignificant ||= significant;
    parts.summary.push(phrase(language, 'MEDIATION_SUMMARY', { x, m, y, decision, apa }));
    parts.report.push(phrase(language, 'MEDIATION_INDIRECT', { m, apa }));
  }

  const direct = effectText('c′', result.directEffect, dfY);
  const directSignificant =
    result.directEffect.pValue !== null && decide(context, result.directEffect.pValue).significant;
  parts.summary.push(
    phrase(
      language,
      !anySignificant
        ? 'MEDIATION_NONE'
        : directSignificant
          ? 'MEDIATION_PARTIAL'
          : 'MEDIATION_FULL',
      { apa: direct },
    ),
  );

  parts.report.push(
    phrase(language, 'MEDIATION_TOTAL', { apa: effectText('c', result.totalEffect, dfTotal) }),
    phrase(language, 'MEDIATION_DIRECT', { apa: direct }),
  );
  const standardized = result.completelyStandardizedIndirectEffects.find(
    (e) => e.mediator === null,
  );
  if (standardized?.effect != null)
    parts.report.push(
      phrase(language, 'MEDIATION_STANDARDIZED', { value: bounded(standardized.effect) }),
    );
  for (const s of result.sobel)
    if (s.z !== null && s.pValue !== null)
      parts.report.push(
        phrase(language, 'MEDIATION_SOBEL', {
          m: quote(s.mediator),
          apa: `z = ${num(s.z)}, ${pText(s.pValue)}`,
        }),
      );
  if (bootstrapped)
    parts.assumptions.push(
      phrase(language, 'MEDIATION_BOOTSTRAP', {
        samples: result.bootstrap.samples,
        method: phrase(
          language,
          result.bootstrap.method === 'biasCorrected'
            ? 'MEDIATION_BIAS_CORRECTED'
            : 'MEDIATION_PERCENTILE',
        ),
      }),
    );
  parts.assumptions.push(phrase(language, 'MEDIATION_ASSUMPTIONS'));
  if (result.n < SMALL_MODEL_N)
    parts.caveats.push(phrase(language, 'SMALL_MODEL_SAMPLE', { n: result.n }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
