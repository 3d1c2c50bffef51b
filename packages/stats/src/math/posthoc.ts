import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { fQuantile, lnGamma } from './distributions';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import ptukey from '@stdlib/stats-base-dists-studentized-range-cdf';
import qtukey from '@stdlib/stats-base-dists-studentized-range-quantile';
import { fUpper } from './oneway';
import { criticalValue } from './critical-value';
import { gaussLegendre } from './gauss-legendre';

/** One group's summary as the pairwise tests need it. */
export interface GroupSummary {
  n: number;
  mean: number;
  /** Sample variance (n − 1 denominator); null with fewer than two cases. */
  variance: number | null;
}

export const postHocTests = [
  'lsd',
  'bonferroni',
  'sidak',
  'scheffe',
  'tukey',
  'gamesHowell',
  'dunnettT3',
] as const;
export type PairwiseTest = (typeof postHocTests)[number];

export interface PairwiseComparison {
  /** Indexes of the groups compared (I − J). */
  i: number;
  j: number;
  meanDifference: number;
  standardError: number;
  pValue: number | null;
  lower: number | null;
  upper: number | null;
}

/** Upper tail of the studentized range, 1 − P(Q ≤ q). */
const tukeyUpper = (q: number, k: number, df: number): number =>
  Math.min(1, Math.max(0, 1 - ptukey(q, k, df)));

/**
 * SPSS ONEWAY's pairwise post hoc tests, every ordered pair I ≠ J as SPSS lists them.
 * Equal-variance tests use the pooled within-group mean square `mse` on `dfError`:
 * LSD (t), Bonferroni (p·m), Šidák (1 − (1 − p)^m), Scheffé ((k − 1)F), Tukey HSD
 * (Tukey–Kramer SE with unequal n). Games–Howell and Dunnett's T3 use each pair's
 * own variances with Welch's df (T3 by the studentized maximum modulus for m pairs).
 */
export function pairwise(
  test: PairwiseTest,
  groups: GroupSummary[],
  mse: number,
  dfError: number,
  level: number,
): PairwiseComparison[] {
  const k = groups.length;
  const m = (k * (k - 1)) / 2;
  const alpha = 1 - level / 100;
  const out: PairwiseComparison[] = [];
  // Critical multipliers that do not depend on the pair.
  let critical = Number.NaN;
  if (test === 'lsd') critical = tQuantile(1 - alpha / 2, dfError);
  else if (test === 'bonferroni') critical = tQuantile(1 - alpha / (2 * m), dfError);
  else if (test === 'sidak') critical = tQuantile(1 - (1 - (1 - alpha) ** (1 / m)) / 2, dfError);
  else if (test === 'scheffe') critical = Math.sqrt((k - 1) * fQuantile(1 - alpha, k - 1, dfError));
  else if (test === 'tukey') critical = qtukey(1 - alpha, k, dfError) / Math.SQRT2;
  // Games-Howell's and T3's critical values depend on the pair's Welch df: each is a root search
  // over a numerical integral, so every df is solved once (I − J and J − I share theirs, and so
  // do pairs of equal sizes and variances).
  const criticalByDf = new Map<number, number>();
  const pairCritical = (df: number) => {
    let value = criticalByDf.get(df);
    if (value === undefined) {
      value =
        test === 'gamesHowell'
          ? qtukey(1 - alpha, k, df) / Math.SQRT2
          : smmQuantile(1 - alpha, m, df);
      criticalByDf.set(df, value);
    }
    return value;
  };
  // I − J and J − I have the same |t| and df, so the same p: the integrals run once per pair.
  const pOnce = new Map<string, number>();
  const once = (t: number, df: number, compute: () => number) => {
    const key = `${t} ${df}`;
    let value = pOnce.get(key);
    if (value === undefined) pOnce.set(key, (value = compute()));
    return value;
  };
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      const a = groups[i]!;
      const b = groups[j]!;
      const diff = a.mean - b.mean;
      let se: number;
      let p: number | null;
      let half: number | null;
      if (test === 'gamesHowell' || test === 'dunnettT3') {
        if (a.variance === null || b.variance === null) {
          out.push({
            i,
            j,
            meanDifference: diff,
            standardError: Number.NaN,
            pValue: null,
            lower: null,
            upper: null,
          });
          continue;
        }
        const va = a.variance / a.n;
        const vb = b.variance / b.n;
        se = Math.sqrt(va + vb);
        const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
        const t = Math.abs(diff) / se;
        p = once(t, df, () =>
          test === 'gamesHowell' ? tukeyUpper(t * Math.SQRT2, k, df) : smmUpper(t, m, df),
        );
        half = pairCritical(df) * se;
      } else {
        se = Math.sqrt(mse * (1 / a.n + 1 / b.n));
        const t = Math.abs(diff) / se;
        const pT = 2 * tCdf(-t, dfError);
        if (test === 'lsd') p = pT;
        else if (test === 'bonferroni') p = Math.min(1, pT * m);
        else if (test === 'sidak') p = Math.min(1, -Math.expm1(m * Math.log1p(-pT)));
        else if (test === 'scheffe') p = fUpper((t * t) / (k - 1), k - 1, dfError);
        else p = once(t, dfError, () => tukeyUpper(t * Math.SQRT2, k, dfError));
        half = critical * se;
      }
      if (!Number.isFinite(se) || se === 0) {
        out.push({
          i,
          j,
          meanDifference: diff,
          standardError: se,
          pValue: null,
          lower: null,
          upper: null,
        });
        continue;
      }
      out.push({
        i,
        j,
        meanDifference: diff,
        standardError: se,
        pValue: p,
        lower: half === null ? null : diff - half,
        upper: half === null ? null : diff + half,
      });
    }
  }
  return out;
}

// --- Studentized maximum modulus (Dunnett's T3) -------------------------------------------

const rule = gaussLegendre(20);

/**
 * P(max |Tᵢ| ≤ c) for m independent t's sharing one chi on df (the studentized maximum
 * modulus): ∫ (2Φ(c·s) − 1)^m f(s) ds with s = χ_df/√df, integrated over u = log s
 * by Gauss–Legendre on pieces.
 */
export function smmCdf(c: number, m: number, df: number): number {
  if (!(c > 0)) return 0;
  const logNorm = Math.log(2) + (df / 2) * Math.log(df / 2) - lnGamma(df / 2);
  // density of s: 2 (df/2)^(df/2) / Γ(df/2) s^(df−1) exp(−df s²/2); in u = log s multiply by s.
  const density = (u: number) => {
    const s = Math.exp(u);
    return Math.exp(logNorm + df * u - (df * s * s) / 2);
  };
  const sd = 1 / Math.sqrt(2 * df);
  const lo = -12 * sd - 3 / Math.sqrt(df);
  const hi = 12 * sd + 2 / Math.sqrt(df);
  const pieces = 12;
  let total = 0;
  for (let piece = 0; piece < pieces; piece++) {
    const a = lo + ((hi - lo) * piece) / pieces;
    const b = lo + ((hi - lo) * (piece + 1)) / pieces;
    const half = (b - a) / 2;
    const mid = (a + b) / 2;
    for (let q = 0; q < rule.x.length; q++) {
      const u = mid + half * rule.x[q]!;
      const s = Math.exp(u);
      const inner = 2 * normalCdf(c * s, 0, 1) - 1;
      total += rule.w[q]! * half * density(u) * inner ** m;
    }
  }
  return Math.min(1, total);
}

/** 1 − P(max |T| ≤ c), computed as P(at least one exceeds) through log1p for small values. */
export function smmUpper(c: number, m: number, df: number): number {
  return Math.min(1, Math.max(0, 1 - smmCdf(c, m, df)));
}

/** c with P(max |T| ≤ c) = p. */
export function smmQuantile(p: number, m: number, df: number): number {
  return criticalValue(p, (c) => smmCdf(c, m, df));
}
