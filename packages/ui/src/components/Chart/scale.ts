/** Scales and axis ticks of the charts. Pure, so it is tested directly. */

export interface LinearScale {
  (value: number): number;
  readonly domain: readonly [number, number];
  readonly range: readonly [number, number];
}

/** Maps the domain onto the range linearly; a zero-width domain maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = (value: number) =>
    span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0);
  return Object.assign(scale, { domain, range });
}

export interface BandScale {
  /** Left edge of the band of category `index`. */
  (index: number): number;
  /** Centre of the band of category `index`. */
  center(index: number): number;
  readonly bandwidth: number;
}

/** Equal bands for categories, with `padding` (0–1) of each step left empty between them. */
export function bandScale(count: number, range: readonly [number, number], padding = 0.2) {
  const [r0, r1] = range;
  const step = count > 0 ? (r1 - r0) / count : 0;
  const bandwidth = step * (1 - padding);
  const start = (index: number) => r0 + index * step + (step - bandwidth) / 2;
  return Object.assign(start, {
    center: (index: number) => start(index) + bandwidth / 2,
    bandwidth,
  }) satisfies BandScale;
}

const ROUNDING_EPS = 1e-10;

/** Drops binary noise: 0.30000000000000004 → 0.3. */
function clean(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(12));
}

/**
 * R's `pretty(c(lo, hi), n, min.n)`: about `n + 1` equally spaced round values (steps of 1, 2 or 5
 * times a power of ten) that cover [lo, hi]. The same algorithm as R and its `hist()` breaks, so
 * axes and histogram bins match what a statistician sees in R.
 */
export function prettyTicks(lo: number, hi: number, n = 5, minN = Math.floor(n / 3)): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  if (lo > hi) [lo, hi] = [hi, lo];
  const h = 1.5;
  const h5 = 0.5 + 1.5 * h;
  const dx = hi - lo;
  let cell: number;
  let small: boolean;
  if (dx === 0 && hi === 0) {
    cell = 1;
    small = true;
  } else {
    cell = Math.max(Math.abs(lo), Math.abs(hi));
    const u = (1 + (h5 >= 1.5 * h + 0.5 ? 1 / (1 + h) : 1.5 / (1 + h5))) * Math.max(1, n);
    small = dx < cell * u * Number.EPSILON * 3;
  }
  if (small) {
    if (cell > 10) cell = 9 + cell / 10;
    cell *= 0.75;
    if (minN > 1) cell /= minN;
  } else {
    cell = dx;
    if (n > 1) cell /= n;
  }
  const base = 10 ** Math.floor(Math.log10(cell));
  let unit = base;
  if (2 * base - cell < h * (cell - unit)) {
    unit = 2 * base;
    if (5 * base - cell < h5 * (cell - unit)) {
      unit = 5 * base;
      if (10 * base - cell < h * (cell - unit)) unit = 10 * base;
    }
  }
  let ns = Math.floor(lo / unit + ROUNDING_EPS);
  let nu = Math.ceil(hi / unit - ROUNDING_EPS);
  while (ns * unit > lo + ROUNDING_EPS * unit) ns -= 1;
  while (nu * unit < hi - ROUNDING_EPS * unit) nu += 1;
  let k = Math.floor(0.5 + nu - ns);
  if (k < minN) {
    // Widen to min.n intervals, the odd extra one below for positive ranges (as R).
    const missing = minN - k;
    ns -= Math.floor(missing / 2) + (ns >= 0 ? missing % 2 : 0);
    k = minN;
  }
  return Array.from({ length: k + 1 }, (_, index) => clean((ns + index) * unit));
}

/** Smallest and largest finite value; undefined when there is none. */
export function extent(values: readonly number[]): [number, number] | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? [min, max] : undefined;
}

export interface NiceAxis {
  domain: [number, number];
  ticks: number[];
}

/**
 * A domain widened to round ticks that cover every value (and zero when asked, as bar and count
 * axes must start at zero). Without values it falls back to [0, 1].
 */
export function niceAxis(
  values: readonly number[],
  {
    includeZero = false,
    count = 5,
    padding = 0,
  }: {
    includeZero?: boolean;
    count?: number;
    /** Share of the data's range added on each side, so points do not sit on the axis. */
    padding?: number;
  } = {},
): NiceAxis {
  const data = extent(values);
  const pad = data ? (data[1] - data[0]) * padding : 0;
  const padded = data ? [data[0] - pad, data[1] + pad] : [];
  const range = extent(includeZero ? [...padded, 0] : padded) ?? [0, 1];
  const ticks = prettyTicks(range[0], range[1], count);
  const first = ticks[0] ?? range[0];
  const last = ticks[ticks.length - 1] ?? range[1];
  return { domain: [first, last], ticks };
}

/** Decimals that print every tick distinctly (0.5 steps → 1, 0.25 → 2). */
export function tickDecimals(ticks: readonly number[]): number {
  let decimals = 0;
  for (const tick of ticks) {
    const text = String(tick);
    const exponent = /e-(\d+)$/.exec(text);
    const places = exponent?.[1]
      ? Number(exponent[1])
      : text.includes('.')
        ? text.length - text.indexOf('.') - 1
        : 0;
    decimals = Math.max(decimals, places);
  }
  return Math.min(decimals, 6);
}

/** A tick or estimate as people read it: grouped thousands, fixed decimals, true minus sign. */
export function formatNumber(value: number, decimals: number, locale: 'ko' | 'en' = 'ko'): string {
  const text = new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  return text.replace(/^-/, '−');
}

/** Ticks placed by a scale and labelled with as many decimals as they need. */
export function positionTicks(
  ticks: readonly number[],
  scale: (value: number) => number,
  locale: 'ko' | 'en' = 'ko',
): { position: number; label: string }[] {
  const decimals = tickDecimals(ticks);
  return ticks.map((tick) => ({
    position: scale(tick),
    label: formatNumber(tick, decimals, locale),
  }));
}
