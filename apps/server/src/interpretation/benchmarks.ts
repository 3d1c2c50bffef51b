/**
 * Accepted benchmarks that turn an effect size (or a coefficient) into a word. Each returns a
 * key of the phrase catalogue; the words themselves live there, Korean first.
 */

export type Magnitude = 'negligible' | 'small' | 'medium' | 'large';

function magnitude(value: number, small: number, medium: number, large: number): Magnitude {
  const size = Math.abs(value);
  if (size >= large) return 'large';
  if (size >= medium) return 'medium';
  if (size >= small) return 'small';
  return 'negligible';
}

/** Cohen's d (and Hedges' g): .2 / .5 / .8 (Cohen, 1988). */
export const cohensDMagnitude = (d: number): Magnitude => magnitude(d, 0.2, 0.5, 0.8);

/** Correlation r: .1 / .3 / .5 (Cohen, 1988). */
export const correlationMagnitude = (r: number): Magnitude => magnitude(r, 0.1, 0.3, 0.5);

/** η² and partial η²: .01 / .06 / .14 (Cohen, 1988). */
export const etaSquaredMagnitude = (eta2: number): Magnitude => magnitude(eta2, 0.01, 0.06, 0.14);

/** R² of a regression: .02 / .13 / .26 (Cohen, 1988, from f² = .02 / .15 / .35). */
export const rSquaredMagnitude = (r2: number): Magnitude => magnitude(r2, 0.02, 0.13, 0.26);

/** Cohen's f² (e.g. of an R² change): .02 / .15 / .35 (Cohen, 1988). */
export const fSquaredMagnitude = (f2: number): Magnitude => magnitude(f2, 0.02, 0.15, 0.35);

/**
 * Cramér's V (and φ) by Cohen's w = .1 / .3 / .5 divided by √df*, df* = min(rows, columns) − 1
 * (Cohen, 1988): with df* = 2 the thresholds are .07 / .21 / .35.
 */
export function cramersVMagnitude(v: number, rows: number, columns: number): Magnitude {
  const dfStar = Math.max(1, Math.min(rows, columns) - 1);
  const root = Math.sqrt(dfStar);
  return magnitude(v, 0.1 / root, 0.3 / root, 0.5 / root);
}

export type ReliabilityLevel =
  'excellent' | 'good' | 'acceptable' | 'questionable' | 'poor' | 'unacceptable';

/** Cronbach's α (and omega): George & Mallery (2003), ≥ .9 / .8 / .7 / .6 / .5. */
export function reliabilityLevel(alpha: number): ReliabilityLevel {
  if (alpha >= 0.9) return 'excellent';
  if (alpha >= 0.8) return 'good';
  if (alpha >= 0.7) return 'acceptable';
  if (alpha >= 0.6) return 'questionable';
  if (alpha >= 0.5) return 'poor';
  return 'unacceptable';
}

export type KmoLevel =
  'marvelous' | 'meritorious' | 'middling' | 'mediocre' | 'miserable' | 'unacceptable';

/** Kaiser-Meyer-Olkin measure: Kaiser (1974), ≥ .9 / .8 / .7 / .6 / .5. */
export function kmoLevel(kmo: number): KmoLevel {
  if (kmo >= 0.9) return 'marvelous';
  if (kmo >= 0.8) return 'meritorious';
  if (kmo >= 0.7) return 'middling';
  if (kmo >= 0.6) return 'mediocre';
  if (kmo >= 0.5) return 'miserable';
  return 'unacceptable';
}

export type SkewLevel = 'symmetric' | 'moderate' | 'high';

/** Skewness: |g| < .5 about symmetric, < 1 moderately, else highly skewed (Bulmer, 1979). */
export function skewLevel(skewness: number): SkewLevel {
  const size = Math.abs(skewness);
  if (size >= 1) return 'high';
  if (size >= 0.5) return 'moderate';
  return 'symmetric';
}
