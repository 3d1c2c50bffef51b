import { hedgesCorrection, noncentralityInterval } from '../../math/noncentral-t';
import type { EffectSize } from '../t-one/types';

export const emptyEffect = (): EffectSize => ({
  standardizer: null,
  pointEstimate: null,
  lower: null,
  upper: null,
});

/**
 * Cohen's d and Hedges' corrected g as SPSS 27+ reports them for t tests:
 * d = difference / standardizer; its interval inverts the noncentral t at the observed
 * t (δ = d / `scale`, so d's bounds are δ's bounds × `scale`); g = J(df)·d with the
 * bounds scaled by the same J.
 */
export function cohenAndHedges(
  difference: number,
  standardizer: number,
  t: number,
  df: number,
  scale: number,
  level: number,
): { cohensD: EffectSize; hedgesG: EffectSize } {
  const d = difference / standardizer;
  const { lower, upper } = noncentralityInterval(t, df, level);
  const j = hedgesCorrection(df);
  return {
    cohensD: { standardizer, pointEstimate: d, lower: lower * scale, upper: upper * scale },
    hedgesG: {
      standardizer: standardizer / j,
      pointEstimate: d * j,
      lower: lower * scale * j,
      upper: upper * scale * j,
    },
  };
}
