/**
 * A seeded pseudo-random generator for resampling: xoshiro128** 1.1 (Blackman & Vigna,
 * 2018), its 128-bit state filled from the seed by SplitMix64 as the authors recommend.
 * Same seed, same stream, on every machine: bootstrap results are reproducible.
 */

const MASK64 = (1n << 64n) - 1n;

/** SplitMix64 (Vigna): expands a seed into well-mixed 64-bit words. */
function splitMix64(seed: bigint): () => bigint {
  let x = seed & MASK64;
  return () => {
    x = (x + 0x9e3779b97f4a7c15n) & MASK64;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  };
}

export class Xoshiro128 {
  /** The four 32-bit state words (as unsigned numbers in int32 storage). */
  readonly state = new Int32Array(4);

  /** `seed`: a non-negative safe integer. */
  constructor(seed: number) {
    const next = splitMix64(BigInt(seed));
    for (let k = 0; k < 2; k++) {
      const word = next();
      this.state[2 * k] = Number(word & 0xffffffffn) | 0;
      this.state[2 * k + 1] = Number(word >> 32n) | 0;
    }
  }

  /** The next 32-bit output, 0 … 2³² − 1. */
  nextUint32(): number {
    const s = this.state;
    const s0 = s[0]!;
    const s1 = s[1]!;
    let s2 = s[2]!;
    let s3 = s[3]!;
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s[1] = s1 ^ s2;
    s[0] = s0 ^ s3;
    s2 ^= t;
    s[2] = s2;
    s[3] = (s3 << 11) | (s3 >>> 21);
    return result;
  }
}

const TWO32 = 4294967296;
const INV_TWO32 = 1 / TWO32; // exact: multiplying by it is division without the divide

/**
 * Fills `out` with `out.length` indexes drawn uniformly from 0 … n − 1, with replacement
 * (one bootstrap resample of n cases). Exactly uniform: Lemire's multiply-and-reject for
 * n ≤ 2²¹ (x·n stays an exact double), plain rejection above. The generator's state is
 * kept in locals in the loop, since a large bootstrap draws a billion indexes.
 */
export function drawIndices(rng: Xoshiro128, n: number, out: Int32Array): void {
  if (!(Number.isInteger(n) && n >= 1 && n <= 2 ** 31)) throw new RangeError(`bad range ${n}`);
  const s = rng.state;
  let s0 = s[0]!;
  let s1 = s[1]!;
  let s2 = s[2]!;
  let s3 = s[3]!;
  const small = n <= 2 ** 21;
  // Lemire: reject a low word below 2³² mod n; rejection: reject x ≥ 2³² − (2³² mod n).
  const threshold = TWO32 % n;
  const limit = TWO32 - threshold;
  for (let i = 0; i < out.length; i++) {
    for (;;) {
      const m = Math.imul(s1, 5);
      const x = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      if (small) {
        const product = x * n;
        const high = Math.floor(product * INV_TWO32);
        if (product - high * TWO32 >= threshold) {
          out[i] = high;
          break;
        }
      } else if (x < limit) {
        out[i] = x % n;
        break;
      }
    }
  }
  s[0] = s0;
  s[1] = s1;
  s[2] = s2;
  s[3] = s3;
}
