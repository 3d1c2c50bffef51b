/**
 * An ascending copy of `values` as a Float64Array. Survey data are mostly small integers (Likert
 * items, codes), which a counting sort orders in linear time; anything else goes to the typed
 * array's numeric sort. Both give exactly the same order, -0 and 0 aside (they compare equal).
 */
export function sortedCopy(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  let min = Infinity;
  let max = -Infinity;
  let integers = true;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    out[i] = v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (integers && !Number.isInteger(v)) integers = false;
  }
  const range = max - min;
  if (!integers || n < 64 || range > 4 * n || range > 1 << 24) return out.sort();
  const counts = new Uint32Array(range + 1);
  for (let i = 0; i < n; i++) counts[out[i]! - min]!++;
  let k = 0;
  for (let v = 0; v <= range; v++) {
    const c = counts[v]!;
    const value = v + min;
    for (let j = 0; j < c; j++) out[k++] = value;
  }
  return out;
}
