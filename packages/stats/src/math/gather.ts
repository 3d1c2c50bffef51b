/**
 * Column copies in plain loops. `Float64Array.from(source, fn)` calls its mapping function
 * through a generic path, about twenty times slower than a loop on 200,000 rows, so the engine's
 * per-row copies go through these.
 */

/** `values[rows[k]]` for every k: the complete cases of a column, as numbers. */
export function gather(values: ArrayLike<number | null>, rows: ArrayLike<number>): Float64Array {
  const out = new Float64Array(rows.length);
  for (let k = 0; k < rows.length; k++) out[k] = values[rows[k]!]!;
  return out;
}

/** `values[i] − centre` for every i. */
export function centredCopy(values: ArrayLike<number>, centre: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]! - centre;
  return out;
}
