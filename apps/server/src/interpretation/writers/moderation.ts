import type { ModerationResult } from '@tonggye/stats';
import {
  alphaOf,
  bounded,
  ci,
  fReport,
  level as levelText,
  num,
  percentLabel,
  pText,
  df as dfText,
} from '../apa';
import { fSquaredMagnitude } from '../benchmarks';
import { decide, engineWarnings, MAGNITUDE_WORDS } from '../common';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';

/** Fewer cases than this make a model with products unstable. */
export const SMALL_MODEL_N = 50;

/** The test that answers the question: model 2's joint test, else the highest-order product. */
function keyTest(result: ModerationResult) {
  const tests = result.interactionTests;
  return tests.find((t) => t.term === 'BOTH') ?? tests.at(-1);
}

/** X × W's coefficient, whose sign says how W changes X's effect (model 1's one product). */
function interactionDirection(result: ModerationResult) {
  const products = result.coefficients.filter(
    (c) => c.variables?.length === 2 && c.variables[0] === result.focal,
  );
  const product = products.length === 1 ? products[0] : undefined;
  if (!product?.variables || product.coeff === 0) return null;
  return { coeff: product.coeff, moderator: product.variables[1]! };
}

/**
 * Where along W the conditional effect of X is significant, from the Johnson-Neyman points:
 * each stretch between two points (or a point and W's end) is judged by an engine estimate
 * inside it.
 */
function significantRegion(
  result: ModerationResult,
  alpha: number,
  language: Language,
  x: string,
): string {
  const jn = result.johnsonNeyman!;
  const w = quote(result.probes[0]?.variable ?? result.moderators[0] ?? 'W');
  const cuts = jn.points.map((p) => p.value);
  const bounds = [-Infinity, ...cuts, Infinity];
  const regions: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [low, high] = [bounds[k]!, bounds[k + 1]!];
    const inside = jn.effects.filter((e) => e.pValue !== null && e.w > low && e.w < high);
    if (inside.length === 0) continue;
    const middle = inside[Math.floor(inside.length / 2)]!;
    if (middle.pValue! >= alpha) continue;
    if (low === -Infinity) regions.push(`${w} ≤ ${num(high)}`);
    else if (high === Infinity) regions.push(`${w} ≥ ${num(low)}`);
    else regions.push(`${num(low)} ≤ ${w} ≤ ${num(high)}`);
  }
  const level = levelText(alpha);
  return regions.length === 0
    ? phrase(language, 'MODERATION_JOHNSON_NEYMAN_NOWHERE', { x, level })
    : phrase(language, 'MODERATION_JOHNSON_NEYMAN_REGION', {
        x,
        level,
        regions: regions.join(phrase(language, 'REGION_OR')),
      });
}

/** `moderation` (PROCESS models 1–3): the interaction's R² change, the product and the probes. */
export function writeModeration(result: ModerationResult, language: Language): Interpretation {
  const context = { language, alpha: alphaOf(result.confidence) };
  const conf = percentLabel(result.confidence);
  const parts = draft();
  const x = quote(result.focal);
  const y = quote(result.dependent);
  const moderators = list(language, result.moderators.map(quote));
  const { summary } = result;
  const test = keyTest(result);

  if (!test || test.f === null || test.pValue === null) {
    parts.summary.push(phrase(language, 'NOT_COMPUTABLE', { name: y }));
  } else {
    const change = test.rSquaredChange;
    const apa =
      (change === null ? '' : `ΔR² = ${bounded(change)}, `) +
      fReport(test.f, test.df1, test.df2, test.pValue);
    const decision = decide(context, test.pValue);
    parts.summary.push(
      phrase(language, 'MODERATION_SUMMARY', {
        model: result.modelNumber,
        moderators,
        x,
        y,
        term: test.term === 'BOTH' ? test.term : test.term.split('*').map(quote).join(' × '),
        decision: decision.text,
        apa,
      }),
    );
    const direction = interactionDirection(result);
    if (decision.significant && direction)
      parts.summary.push(
        phrase(
          language,
          direction.coeff > 0 ? 'MODERATION_DIRECTION_POSITIVE' : 'MODERATION_DIRECTION_NEGATIVE',
          { b: num(direction.coeff), w: quote(direction.moderator), x, y },
        ),
      );
    const r2 = summary.rSquared;
    if (change !== null && r2 !== null && r2 < 1) {
      const f2 = change / (1 - r2);
      parts.summary.push(
        phrase(language, 'MODERATION_EFFECT', {
          size: phrase(language, MAGNITUDE_WORDS[fSquaredMagnitude(f2)]),
          f2: num(f2),
        }),
      );
    }
  }

  if (summary.f !== null && summary.pValue !== null)
    parts.report.push(
      phrase(language, 'MODERATION_MODEL', {
        apa: fReport(summary.f, summary.df1, summary.df2, summary.pValue),
        r2: summary.rSquared === null ? '–' : bounded(summary.rSquared),
        n: result.n,
      }),
    );
  for (const c of result.coefficients) {
    if (c.tValue === null || c.pValue === null) continue;
    const term = c.variables
      ? `${c.term} (${c.variables.map(quote).join(' × ')})`
      : c.term.endsWith('(Constant)')
        ? c.term
        : quote(c.term);
    const interval =
      c.lowerConf === null || c.upperConf === null
        ? ''
        : `, ${conf} CI ${ci(c.lowerConf, c.upperConf)}`;
    parts.report.push(
      phrase(language, 'MODERATION_COEFFICIENT', {
        term,
        apa: `b = ${num(c.coeff)}, t(${dfText(summary.df2)}) = ${num(c.tValue)}, ${pText(c.pValue)}${interval}`,
      }),
    );
  }
  const [w, z] = result.probes;
  for (const e of result.conditionalEffects) {
    if (e.tValue === null || e.pValue === null) continue;
    const at = [
      ...(w ? [`${quote(w.variable)} = ${num(e.w)}`] : []),
      ...(z && e.z !== undefined ? [`${quote(z.variable)} = ${num(e.z)}`] : []),
    ].join(', ');
    const interval =
      e.lowerConf === null || e.upperConf === null
        ? ''
        : `, ${conf} CI ${ci(e.lowerConf, e.upperConf)}`;
    parts.report.push(
      phrase(language, 'MODERATION_CONDITIONAL', {
        w: at,
        x,
        apa: `b = ${num(e.effect)}, t(${dfText(summary.df2)}) = ${num(e.tValue)}, ${pText(e.pValue)}${interval}`,
      }),
    );
  }
  if (result.johnsonNeyman)
    parts.report.push(
      result.johnsonNeyman.points.length === 0
        ? phrase(language, 'MODERATION_JOHNSON_NEYMAN_NONE')
        : phrase(language, 'MODERATION_JOHNSON_NEYMAN', {
            points: result.johnsonNeyman.points.map((p) => num(p.value)).join(', '),
            region: significantRegion(result, context.alpha, language, x),
          }),
    );
  if (result.centered.length > 0)
    parts.assumptions.push(
      phrase(language, 'MODERATION_CENTERED', {
        variables: list(language, result.centered.map(quote)),
      }),
    );
  parts.assumptions.push(phrase(language, 'MODERATION_ASSUMPTIONS'));
  if (result.n < SMALL_MODEL_N)
    parts.caveats.push(phrase(language, 'SMALL_MODEL_SAMPLE', { n: result.n }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
