/** Indices 0..n−1 ordered by `values` ascending (ties keep index order). */
export function argsort(values: ArrayLike<number>): Uint32Array {
  const order = new Uint32Array(values.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => values[a]! - values[b]! || a - b);
}

/** Ranks 1..n with tied values sharing their average rank (as SPSS and R's rank()). */
export function averageRanks(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const order = argsort(values);
  const ranks = new Float64Array(n);
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && values[order[j]!] === values[order[i]!]) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) ranks[order[k]!] = rank;
    i = j;
  }
  return ranks;
}
