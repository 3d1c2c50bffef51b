import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { criticalValue } from './critical-value';
import { lnGamma } from './distributions';
import { gaussLegendre } from './gauss-legendre';

/** Nodes and weights of a composite Gauss–Legendre rule on [a, b]. */
function composite(
  a: number,
  b: number,
  pieces: number,
  order: number,
): { x: number[]; w: number[] } {
  const rule = gaussLegendre(order);
  const x: number[] = [];
  const w: number[] = [];
  for (let p = 0; p < pieces; p++) {
    const lo = a + ((b - a) * p) / pieces;
    const hi = a + ((b - a) * (p + 1)) / pieces;
    const half = (hi - lo) / 2;
    for (let q = 0; q < order; q++) {
      x.push((lo + hi) / 2 + half * rule.x[q]!);
      w.push(half * rule.w[q]!);
    }
  }
  return { x, w };
}

/** Nodes over s = χ_df/√df (in u = log s) with the density folded into the weights. */
function chiNodes(df: number): { s: number[]; w: number[] } {
  if (!Number.isFinite(df) || df > 1e7) return { s: [1], w: [1] };
  const logNorm = Math.log(2) + (df / 2) * Math.log(df / 2) - lnGamma(df / 2);
  const sd = 1 / Math.sqrt(2 * df);
  const { x, w } = composite(-12 * sd - 3 / Math.sqrt(df), 12 * sd + 2 / Math.sqrt(df), 8, 12);
  return {
    s: x.map(Math.exp),
    w: x.map((u, i) => w[i]! * Math.exp(logNorm + df * u - (df * Math.exp(2 * u)) / 2)),
  };
}

const zRules = new Map<number, { x: number[]; w: number[] }>();
/** z nodes fine enough for the sharpest factor (√(1 − λ²) small when a group dwarfs the control). */
function zRule(minRoot: number): { x: number[]; w: number[] } {
  const pieces = Math.min(96, Math.max(8, Math.ceil(3 / Math.max(minRoot, 1e-3))));
  let rule = zRules.get(pieces);
  if (!rule) zRules.set(pieces, (rule = composite(-9, 9, pieces, 12)));
  return rule;
}
const phi = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);

/**
 * P(max |Tᵢ| ≤ c) for Dunnett's many-to-one comparisons: Tᵢ = Zᵢ/s with corr(Zᵢ, Zⱼ) =
 * λᵢλⱼ, λᵢ = √(nᵢ/(nᵢ + n₀)), s = χ_df/√df. Conditioning on the common factor z gives
 * a product of normal probabilities, integrated over z and s by Gauss–Legendre.
 */
export function dunnettCdf(c: number, lambdas: number[], df: number): number {
  if (!(c > 0)) return 0;
  const chi = chiNodes(df);
  // Comparisons of equal λ (treatment groups of equal size) share one factor, raised to their
  // count: a balanced design needs two normal probabilities per node instead of 2(k − 1).
  const distinct = [...new Set(lambdas)];
  const counts = distinct.map((l) => lambdas.filter((v) => v === l).length);
  const root = distinct.map((l) => Math.sqrt(1 - l * l));
  const rule = zRule(Math.min(...root));
  // Nodes whose weight is below 1e-18 of the largest add nothing a double can hold.
  let largest = 0;
  for (const w of chi.w) largest = Math.max(largest, w);
  let total = 0;
  for (let a = 0; a < chi.s.length; a++) {
    if (chi.w[a]! < 1e-18 * largest) continue;
    const cs = c * chi.s[a]!;
    let inner = 0;
    for (let b = 0; b < rule.x.length; b++) {
      const z = rule.x[b]!;
      let product = 1;
      for (let i = 0; i < distinct.length; i++) {
        const l = distinct[i]!;
        const r = root[i]!;
        const factor = normalCdf((cs - l * z) / r, 0, 1) - normalCdf((-cs - l * z) / r, 0, 1);
        product *= counts[i] === 1 ? factor : factor ** counts[i]!;
        if (product === 0) break;
      }
      inner += rule.w[b]! * phi(z) * product;
    }
    total += chi.w[a]! * inner;
  }
  return Math.min(1, total);
}

/** The two-sided critical value c with P(max |T| ≤ c) = p. */
export function dunnettQuantile(p: number, lambdas: number[], df: number): number {
  return criticalValue(p, (c) => dunnettCdf(c, lambdas, df));
}
