import ptukey from '@stdlib/stats-base-dists-studentized-range-cdf';
import { fUpper } from './oneway';

export const subsetTests = ['tukey', 'snk', 'duncan', 'scheffe'] as const;
export type SubsetTest = (typeof subsetTests)[number];

export interface HomogeneousSubsets {
  /** Harmonic mean of the group sizes (SPSS uses it for every range). */
  harmonicN: number;
  /** Group indexes in ascending order of their means. */
  order: number[];
  /** Maximal runs of adjacent (sorted) means that do not differ; members as group indexes. */
  subsets: { members: number[]; pValue: number }[];
}

/**
 * SPSS ONEWAY's homogeneous subsets: groups sorted by mean, every run of adjacent means
 * tested by its range q = (max − min)/√(MSE/n_h) with n_h the harmonic mean of all group
 * sizes; Tukey refers q to the range of k means, S-N-K to the range of the run's r means,
 * Duncan to the same with protection level 1 − (1 − α)^(r − 1), Scheffé to √(2(k − 1)F).
 * A subset is a maximal run that is not significant at α; its Sig. is the run's test.
 */
export function homogeneousSubsets(
  test: SubsetTest,
  means: number[],
  counts: number[],
  mse: number,
  df: number,
  level: number,
): HomogeneousSubsets {
  const k = means.length;
  const alpha = 1 - level / 100;
  const harmonicN = k / counts.reduce((s, n) => s + 1 / n, 0);
  const order = means.map((_, i) => i).sort((a, b) => means[a]! - means[b]! || a - b);
  const se = Math.sqrt(mse / harmonicN);
  const pOf = (i: number, j: number): number => {
    const r = j - i + 1;
    if (r === 1) return 1;
    const q = (means[order[j]!]! - means[order[i]!]!) / se;
    const upper = (range: number) => Math.min(1, Math.max(0, 1 - ptukey(q, range, df)));
    switch (test) {
      case 'tukey':
        return upper(k);
      case 'snk':
        return upper(r);
      case 'duncan':
        return 1 - (1 - upper(r)) ** (1 / (r - 1));
      case 'scheffe':
        return fUpper((q * q) / (2 * (k - 1)), k - 1, df);
    }
  };
  const runs: { i: number; j: number; p: number }[] = [];
  for (let i = 0; i < k; i++) {
    for (let j = i; j < k; j++) {
      const p = pOf(i, j);
      if (p > alpha) runs.push({ i, j, p });
    }
  }
  const maximal = runs.filter(
    (a) => !runs.some((b) => b !== a && b.i <= a.i && b.j >= a.j && (b.i < a.i || b.j > a.j)),
  );
  maximal.sort((a, b) => a.i - b.i);
  return {
    harmonicN,
    order,
    subsets: maximal.map((run) => ({
      members: order.slice(run.i, run.j + 1),
      pValue: run.p,
    })),
  };
}
