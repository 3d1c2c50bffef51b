/**
 * Accurate sums and moments. Plain left-to-right summation loses digits on data
 * such as NIST NumAcc4 (values near 1e7 differing in the ninth digit), so every
 * statistic goes through Neumaier-compensated sums around a two-pass mean.
 */

/** Neumaier's compensated sum (Kahan-Babuska): exact to about one rounding. */
export function compensatedSum(values: ArrayLike<number>): number {
  let sum = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const t = sum + value;
    if (Math.abs(sum) >= Math.abs(value)) compensation += sum - t + value;
    else compensation += value - t + sum;
    sum = t;
  }
  return sum + compensation;
}

/** A running Neumaier sum, for loops that accumulate several sums at once. */
class NeumaierSum {
  sum = 0;
  compensation = 0;
  add(value: number): void {
    const t = this.sum + value;
    if (Math.abs(this.sum) >= Math.abs(value)) this.compensation += this.sum - t + value;
    else this.compensation += value - t + this.sum;
    this.sum = t;
  }
  get value(): number {
    return this.sum + this.compensation;
  }
}

/** Mean with a second, corrective pass over the residuals. */
export function accurateMean(values: ArrayLike<number>): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const first = compensatedSum(values) / n;
  const residual = new NeumaierSum();
  for (let i = 0; i < n; i++) residual.add(values[i]! - first);
  return first + residual.value / n;
}

/**
 * `[accurateMean(x), accurateMean(y)]` for two arrays of one length, to the same bits, in the
 * passes of one (each sum is the same sequence of operations, only interleaved).
 */
export function accurateMeans(x: ArrayLike<number>, y: ArrayLike<number>): [number, number] {
  const n = x.length;
  if (n === 0 || y.length !== n) return [accurateMean(x), accurateMean(y)];
  let sx = 0, cx = 0, sy = 0, cy = 0; // prettier-ignore
  for (let i = 0; i < n; i++) {
    const a = x[i]!;
    const b = y[i]!;
    let t = sx + a;
    if (Math.abs(sx) >= Math.abs(a)) cx += sx - t + a;
    else cx += a - t + sx;
    sx = t;
    t = sy + b;
    if (Math.abs(sy) >= Math.abs(b)) cy += sy - t + b;
    else cy += b - t + sy;
    sy = t;
  }
  const firstX = (sx + cx) / n;
  const firstY = (sy + cy) / n;
  let rx = 0, crx = 0, ry = 0, cry = 0; // prettier-ignore
  for (let i = 0; i < n; i++) {
    const a = x[i]! - firstX;
    const b = y[i]! - firstY;
    let t = rx + a;
    if (Math.abs(rx) >= Math.abs(a)) crx += rx - t + a;
    else crx += a - t + rx;
    rx = t;
    t = ry + b;
    if (Math.abs(ry) >= Math.abs(b)) cry += ry - t + b;
    else cry += b - t + ry;
    ry = t;
  }
  return [firstX + (rx + crx) / n, firstY + (ry + cry) / n];
}

export interface CentralMoments {
  n: number;
  mean: number;
  /** Σ(x−m)², Σ(x−m)³, Σ(x−m)⁴ about the accurate mean. */
  m2: number;
  m3: number;
  m4: number;
}

const TEN_POWERS = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

/** `decimalPlacesAtLeast` through the text itself. */
function textPlacesAtLeast(x: number, atLeast: number): number {
  const text = String(x);
  if (text.includes('e')) return -1;
  const dot = text.indexOf('.');
  const places = dot >= 0 ? Math.max(atLeast, text.length - dot - 1) : atLeast;
  return places > 9 ? -1 : places;
}

/**
 * max(atLeast, the decimal places of JS's shortest round-trip text of x), or −1 when that text
 * has an exponent or more than 9 places. Without building the text (200,000 `String` calls cost
 * more than the statistics they serve): for |x|·10^p < 2^51, X = round(x·10^p) is exact and X/10^p
 * (one correctly rounded division) is x exactly when x's shortest text has at most p places.
 */
export function decimalPlacesAtLeast(x: number, atLeast: number): number {
  const magnitude = Math.abs(x);
  // Below 1e-6 (and from 1e21) the text takes an exponent.
  if (!(magnitude >= 1e-6 && magnitude < 1e21)) return textPlacesAtLeast(x, atLeast);
  for (let p = atLeast; p <= 9; p++) {
    const scale = TEN_POWERS[p]!;
    if (magnitude * scale >= 2 ** 51) return textPlacesAtLeast(x, atLeast);
    if (Math.round(x * scale) / scale === x) return p;
  }
  return -1;
}

/**
 * Decimal places that make every value an integer, from JS's shortest round-trip
 * text of each double (what the file said), or null when that would not be exact:
 * exponent notation, more than 9 places, or integers too large for 2^53.
 */
export function commonDecimalScale(values: ArrayLike<number>): number | null {
  let places = 0;
  let largest = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    const magnitude = Math.abs(x);
    // Integers below 1e21 print without a dot or exponent: skip the text.
    if (Number.isInteger(x) && magnitude < 1e21) {
      if (magnitude > largest) largest = magnitude;
      continue;
    }
    places = decimalPlacesAtLeast(x, places);
    if (places < 0) return null;
    largest = Math.max(largest, Math.abs(x));
  }
  // n·X and Σ X must stay exact integers (with a factor 2 of headroom for n·X − ΣX).
  return 2 * values.length * largest * 10 ** places < Number.MAX_SAFE_INTEGER ? places : null;
}

/**
 * The exact sum of `values` when every one is an integer that `commonDecimalScale` gives scale 0
 * (below 1e21, and n·max|x| within the same headroom), else null: one pass, no text, no array.
 */
export function integerSum(values: ArrayLike<number>): number | null {
  const n = values.length;
  if (n === 0) return null;
  let largest = 0;
  let S = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i]!;
    const magnitude = Math.abs(x);
    if (!Number.isInteger(x) || !(magnitude < 1e21)) return null;
    if (magnitude > largest) largest = magnitude;
    S += x;
  }
  // As `commonDecimalScale`: with this bound every partial sum above was an exact integer.
  return 2 * n * largest < Number.MAX_SAFE_INTEGER ? S : null;
}

/** Deviations from the mean, exact for decimal data (see `centralMoments`), and the mean. */
function deviations(values: ArrayLike<number>): { mean: number; d: Float64Array } {
  const n = values.length;
  const scale = commonDecimalScale(values);
  const d = new Float64Array(n);
  let mean: number;
  if (scale !== null && n > 0) {
    // Decimal data (the usual case: what a person typed): work on exact integers
    // X = x·10^k, so deviations carry no representation error of the doubles.
    // NIST NumAcc4 (1e7 + tenths) keeps all 15 digits this way, 8.3 without.
    const factor = 10 ** scale;
    let S = 0;
    for (let i = 0; i < n; i++) {
      const X = Math.round(values[i]! * factor);
      d[i] = X;
      S += X;
    }
    const denominator = n * factor;
    mean = S / denominator;
    for (let i = 0; i < n; i++) d[i] = (n * d[i]! - S) / denominator;
  } else {
    mean = accurateMean(values);
    for (let i = 0; i < n; i++) d[i] = values[i]! - mean;
  }
  return { mean, d };
}

/**
 * The n, mean and Σ(x−m)² of `centralMoments`, to the same bits, without the third and fourth
 * powers: what the t tests need, at half the cost of the hottest loop.
 */
export function meanAndSquares(values: ArrayLike<number>): { n: number; mean: number; m2: number } {
  const n = values.length;
  const S = integerSum(values);
  if (S !== null) {
    // Integer data (the commonest survey case): the deviations of `deviations` without its two
    // extra passes and its array; (n·x − S)/n is the same double it stores (scale 0, factor 1).
    let s1 = 0, c1 = 0, s2 = 0, c2 = 0; // prettier-ignore
    for (let i = 0; i < n; i++) {
      const v = (n * values[i]! - S) / n;
      const v2 = v * v;
      let t = s1 + v;
      c1 += Math.abs(s1) >= Math.abs(v) ? s1 - t + v : v - t + s1;
      s1 = t;
      t = s2 + v2;
      c2 += s2 >= v2 ? s2 - t + v2 : v2 - t + s2;
      s2 = t;
    }
    const residual = s1 + c1;
    const m2 = s2 + c2 - (residual * residual) / n;
    return { n, mean: S / n, m2: Math.max(m2, 0) };
  }
  const { mean, d } = deviations(values);
  let s1 = 0, c1 = 0, s2 = 0, c2 = 0; // prettier-ignore
  for (let i = 0; i < n; i++) {
    const v = d[i]!;
    const v2 = v * v;
    let t = s1 + v;
    c1 += Math.abs(s1) >= Math.abs(v) ? s1 - t + v : v - t + s1;
    s1 = t;
    t = s2 + v2;
    c2 += s2 >= v2 ? s2 - t + v2 : v2 - t + s2;
    s2 = t;
  }
  const residual = s1 + c1;
  const m2 = s2 + c2 - (residual * residual) / n;
  return { n, mean, m2: Math.max(m2, 0) };
}

export function centralMoments(values: ArrayLike<number>): CentralMoments {
  const n = values.length;
  // Integer data: the deviations of `deviations` computed in place, as in `meanAndSquares`.
  const S = integerSum(values);
  let mean: number;
  let d: ArrayLike<number>;
  if (S !== null) {
    mean = S / n;
    d = values;
  } else ({ mean, d } = deviations(values));
  const exact = S !== null;
  const sum = S ?? 0;
  // Corrected two-pass: subtract the (tiny) residual sum's share, as Chan, Golub & LeVeque.
  // Four Neumaier sums in one loop, kept in locals (this is the engine's hottest loop).
  let s1 = 0, c1 = 0, s2 = 0, c2 = 0, s3 = 0, c3 = 0, s4 = 0, c4 = 0; // prettier-ignore
  for (let i = 0; i < n; i++) {
    const v = exact ? (n * d[i]! - sum) / n : d[i]!;
    const v2 = v * v;
    const v3 = v2 * v;
    const v4 = v2 * v2;
    let t = s1 + v;
    c1 += Math.abs(s1) >= Math.abs(v) ? s1 - t + v : v - t + s1;
    s1 = t;
    t = s2 + v2;
    c2 += s2 >= v2 ? s2 - t + v2 : v2 - t + s2;
    s2 = t;
    t = s3 + v3;
    c3 += Math.abs(s3) >= Math.abs(v3) ? s3 - t + v3 : v3 - t + s3;
    s3 = t;
    t = s4 + v4;
    c4 += s4 >= v4 ? s4 - t + v4 : v4 - t + s4;
    s4 = t;
  }
  const residual = s1 + c1;
  const m2 = s2 + c2 - (residual * residual) / n;
  return { n, mean, m2: Math.max(m2, 0), m3: s3 + c3, m4: s4 + c4 };
}
