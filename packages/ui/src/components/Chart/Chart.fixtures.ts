/** Deterministic sample data for stories and tests: a seeded generator, so screenshots never change. */

/** mulberry32: small, fast and good enough for sample data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Normal values by Box–Muller, rounded to `decimals`. */
export function seededNormal(
  n: number,
  mu: number,
  sigma: number,
  seed = 1,
  decimals = 2,
): number[] {
  const random = seededRandom(seed);
  const factor = 10 ** decimals;
  return Array.from({ length: n }, () => {
    const u = 1 - random();
    const v = random();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.round((mu + sigma * z) * factor) / factor;
  });
}
