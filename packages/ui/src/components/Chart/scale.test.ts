import { describe, expect, it } from 'vitest';
import {
  bandScale,
  extent,
  formatNumber,
  linearScale,
  niceAxis,
  positionTicks,
  prettyTicks,
  tickDecimals,
} from './scale';

describe('prettyTicks', () => {
  // Expected values: R's pretty(), printed by distribution.reference.R.
  it.each([
    [0, 10, [0, 2, 4, 6, 8, 10]],
    [0.13, 0.87, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [-3.2, 47, [-10, 0, 10, 20, 30, 40, 50]],
    [1, 1, [0, 1]],
    [0, 1234, [0, 200, 400, 600, 800, 1000, 1200, 1400]],
    [2.3, 2.31, [2.3, 2.302, 2.304, 2.306, 2.308, 2.31]],
    [0, 0, [-1, 0]],
  ])('pretty(c(%s, %s)) as R', (lo, hi, expected) => {
    expect(prettyTicks(lo, hi)).toEqual(expected);
  });

  it('returns no ticks for a range it cannot cover', () => {
    expect(prettyTicks(Number.NaN, 1)).toEqual([]);
  });
});

describe('linearScale and bandScale', () => {
  it('maps the domain onto a reversed range (SVG y grows downwards)', () => {
    const y = linearScale([0, 50], [300, 20]);
    expect(y(0)).toBe(300);
    expect(y(50)).toBe(20);
    expect(y(25)).toBe(160);
    expect(y.domain).toEqual([0, 50]);
  });

  it('puts a zero-width domain in the middle', () => {
    expect(linearScale([3, 3], [0, 100])(3)).toBe(50);
  });

  it('splits the range into padded bands', () => {
    const x = bandScale(4, [0, 400], 0.5);
    expect(x.bandwidth).toBe(50);
    expect(x(0)).toBe(25);
    expect(x.center(3)).toBe(350);
  });
});

describe('niceAxis, extent and tickDecimals', () => {
  it('widens the domain to round ticks and can include zero', () => {
    // R: pretty(c(3.2, 4.7)) and pretty(c(0, 38)).
    expect(niceAxis([3.2, 4.7])).toEqual({ domain: [3, 5], ticks: [3, 3.5, 4, 4.5, 5] });
    expect(niceAxis([12, 38], { includeZero: true }).domain).toEqual([0, 40]);
    expect(niceAxis([]).domain).toEqual([0, 1]);
    // 3.21–3.95 padded by 5 % of its range each side: pretty(c(3.173, 3.987)).
    expect(niceAxis([3.21, 3.95], { padding: 0.05 }).domain).toEqual([3, 4]);
  });

  it('ignores values that are not finite', () => {
    expect(extent([Number.NaN, 2, -1, Infinity])).toEqual([-1, 2]);
    expect(extent([])).toBeUndefined();
  });

  it('prints as many decimals as the finest tick needs', () => {
    expect(tickDecimals([0, 0.5, 1])).toBe(1);
    expect(tickDecimals([2.3, 2.302])).toBe(3);
    expect(tickDecimals([0, 200])).toBe(0);
  });
});

describe('formatNumber and positionTicks', () => {
  it('groups thousands and prints a true minus sign', () => {
    expect(formatNumber(-1234.5, 1)).toBe('−1,234.5');
    expect(formatNumber(0.5, 2, 'en')).toBe('0.50');
  });

  it('labels ticks with a shared number of decimals', () => {
    const ticks = positionTicks([0, 0.5, 1], linearScale([0, 1], [0, 100]));
    expect(ticks).toEqual([
      { position: 0, label: '0.0' },
      { position: 50, label: '0.5' },
      { position: 100, label: '1.0' },
    ]);
  });
});
