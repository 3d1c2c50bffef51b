import { median } from './quantile';
import { sortedCopy } from './sort';
import { onewayF, onewaySums, shiftValues } from './oneway';

export interface LeveneTest {
  statistic: number | null;
  df1: number;
  df2: number;
  pValue: number | null;
}

/**
 * Levene's test for k groups: a one-way ANOVA of |x − centre of its group|, centred on
 * the group mean (SPSS's and car::leveneTest(center = mean)) or on the group median
 * (Brown & Forsythe's variant, SPSS's "Based on Median"). `d` are the values on any
 * shifted scale (only differences matter); `codes` 0..k−1, −1 for cases left out.
 */
export function leveneTest(
  d: ArrayLike<number>,
  codes: ArrayLike<number>,
  k: number,
  center: 'mean' | 'median',
): LeveneTest {
  const sums = onewaySums(d, codes, k);
  const centres = new Float64Array(k);
  if (center === 'mean') sums.groups.forEach((g, i) => (centres[i] = g.meanD));
  else {
    const members: number[][] = Array.from({ length: k }, () => []);
    for (let i = 0; i < d.length; i++) if (codes[i]! >= 0) members[codes[i]!]!.push(d[i]!);
    members.forEach((m, i) => (centres[i] = m.length > 0 ? median(sortedCopy(m)) : 0));
  }
  const z = new Float64Array(d.length);
  for (let i = 0; i < d.length; i++)
    if (codes[i]! >= 0) z[i] = Math.abs(d[i]! - centres[codes[i]!]!);
  const shifted = shiftValues(z);
  const s = onewaySums(shifted.d, codes, k);
  const df1 = k - 1;
  const df2 = s.n - k;
  const { f, pValue } = onewayF(s.between, s.within, df1, df2);
  return { statistic: f, df1, df2, pValue };
}
