import type { ConditionalProcessResult, MediationBootstrapEstimate } from '@tonggye/stats';
import { ci, num, percentLabel, pText, df as dfText } from '../apa';
import { engineWarnings } from '../common';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';
import { SMALL_MODEL_N } from './moderation';

/** A value of W as the text says it: a code of a two-valued moderator as it is, else two decimals. */
const moderatorValue = (v: number) => (Number.isInteger(v) ? String(v) : num(v));

/**
 * A bootstrapped effect decided by whether its interval excludes zero, as PROCESS users do;
 * null when there is no interval (no bootstrap) or no estimate.
 */
function bootDecision(
  language: Language,
  conf: string,
  symbol: string,
  e: MediationBootstrapEstimate,
): { significant: boolean; decision: string; apa: string } | null {
  if (e.effect === null || e.bootLower === null || e.bootUpper === null) return null;
  const significant = e.bootLower > 0 || e.bootUpper < 0;
  return {
    significant,
    decision: phrase(
      language,
      significant ? 'MEDIATION_CI_EXCLUDES_ZERO' : 'MEDIATION_CI_INCLUDES_ZERO',
      { conf },
    ),
    apa: `${symbol} = ${num(e.effect)}, ${conf} BootCI ${ci(e.bootLower, e.bootUpper)}`,
  };
}

/**
 * `mediation` with PROCESS model 6 (every serial path, then the total indirect effect) or a
 * moderated mediation model (the conditional indirect effects at each value of W, then the
 * index of moderated mediation deciding whether the mediation is moderated).
 */
export function writeConditionalProcess(
  result: ConditionalProcessResult,
  language: Language,
): Interpretation {
  const conf = percentLabel(result.confidence);
  const parts = draft();
  const x = quote(result.independent);
  const y = quote(result.dependent);
  const w = quote(result.moderator ?? 'W');
  const outcome = result.models.find((m) => m.role === 'outcome');
  const dfY = outcome?.summary.df2 ?? result.n - 2;
  const notComputable = (name: string) =>
    parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name }));

  if (result.modelNumber === 6) {
    for (const e of result.indirectEffects) {
      const total = e.path.length === 0;
      const path = total ? '' : e.path.map(quote).join(' → ');
      const d = bootDecision(language, conf, 'ab', e);
      if (!d) {
        notComputable(total ? 'TOTAL' : path);
        continue;
      }
      parts.summary.push(
        total
          ? phrase(language, 'PROCESS_SERIAL_TOTAL', { decision: d.decision, apa: d.apa })
          : phrase(language, 'PROCESS_SERIAL_SUMMARY', {
              x,
              y,
              path,
              decision: d.decision,
              apa: d.apa,
            }),
      );
    }
  } else {
    for (const e of result.conditionalIndirectEffects) {
      const d = bootDecision(language, conf, 'ab', e);
      if (!d) {
        notComputable(quote(e.mediator));
        continue;
      }
      parts.summary.push(
        phrase(language, 'PROCESS_CONDITIONAL_SUMMARY', {
          model: result.modelNumber,
          w,
          value: moderatorValue(e.moderatorValue),
          x,
          m: quote(e.mediator),
          y,
          decision: d.decision,
          apa: d.apa,
        }),
      );
    }
    for (const e of result.indexOfModeratedMediation) {
      const m = quote(e.mediator);
      const d = bootDecision(language, conf, 'index', e);
      if (!d) {
        notComputable(m);
        continue;
      }
      parts.summary.push(
        phrase(language, 'PROCESS_INDEX', { m, decision: d.decision, apa: d.apa }),
        phrase(language, d.significant ? 'PROCESS_MODERATED' : 'PROCESS_NOT_MODERATED', {
          m,
          w,
        }),
      );
    }
    if (result.modelNumber === 58) parts.summary.push(phrase(language, 'PROCESS_NO_INDEX', { w }));
  }

  const effectText = (
    symbol: string,
    e: { effect: number; tValue: number | null; pValue: number | null },
    df: number,
  ) =>
    [
      `${symbol} = ${num(e.effect)}`,
      ...(e.tValue === null ? [] : [`t(${dfText(df)}) = ${num(e.tValue)}`]),
      ...(e.pValue === null ? [] : [pText(e.pValue)]),
    ].join(', ');
  if (result.totalEffect && result.totalEffectModel) {
    parts.report.push(
      phrase(language, 'MEDIATION_TOTAL', {
        apa: effectText('c', result.totalEffect, result.totalEffectModel.summary.df2),
      }),
    );
  }
  if (result.directEffect) {
    parts.report.push(
      phrase(language, 'MEDIATION_DIRECT', { apa: effectText('c′', result.directEffect, dfY) }),
    );
  }
  // Model 6's total indirect effect in SD units, the size readers compare across studies;
  // a result saved before the engine standardized model 6 has no such list.
  const standardizedTotal = (result.completelyStandardizedIndirectEffects ?? []).find(
    (e) => e.path.length === 0,
  );
  if (standardizedTotal?.effect != null) {
    const d = bootDecision(language, conf, 'ab_cs', standardizedTotal);
    parts.report.push(
      phrase(language, 'PROCESS_SERIAL_STANDARDIZED', {
        apa: d ? d.apa : `ab_cs = ${num(standardizedTotal.effect)}`,
      }),
    );
  }
  for (const e of result.conditionalDirectEffects) {
    parts.report.push(
      phrase(language, 'PROCESS_CONDITIONAL_DIRECT', {
        w,
        value: moderatorValue(e.moderatorValue),
        apa: effectText('c′', e, dfY),
      }),
    );
  }
  if (result.bootstrap.samples > 0)
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
  parts.assumptions.push(
    phrase(language, result.modelNumber === 6 ? 'MEDIATION_ASSUMPTIONS' : 'PROCESS_ASSUMPTIONS'),
  );
  if (result.n < SMALL_MODEL_N)
    parts.caveats.push(phrase(language, 'SMALL_MODEL_SAMPLE', { n: result.n }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
