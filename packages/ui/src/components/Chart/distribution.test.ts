import { describe, expect, it } from 'vitest';
import {
  averageRanks,
  histogramBins,
  mean,
  normalDensity,
  normalQuantile,
  normalQuantilePairs,
  significanceStars,
  standardDeviation,
  sturgesClassCount,
} from './distribution';

// Reference values printed by distribution.reference.R (R's qnorm, dnorm, rank, hist).

describe('normalQuantile', () => {
  it.each([
    [1e-10, -6.361340902404056],
    [0.001, -3.090232306167813],
    [0.025, -1.959963984540054],
    [0.1, -1.281551565544601],
    [0.3, -0.524400512708041],
    [0.5, 0],
    [0.7, 0.524400512708041],
    [0.975, 1.959963984540054],
    [0.999, 3.090232306167813],
  ])('qnorm(%s) = %s', (p, expected) => {
    expect(normalQuantile(p)).toBeCloseTo(expected, 13);
  });

  it('is infinite at 0 and 1 and undefined outside', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(1.5)).toBeNaN();
  });
});

describe('normalDensity, mean and standardDeviation', () => {
  it('matches dnorm(x, 3, 2)', () => {
    expect(normalDensity(1, 3, 2)).toBeCloseTo(0.1209853622595717, 14);
    expect(normalDensity(3, 3, 2)).toBeCloseTo(0.1994711402007164, 14);
    expect(normalDensity(6, 3, 2)).toBeCloseTo(0.0647587978329459, 14);
  });

  it('uses n − 1 for the standard deviation', () => {
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 14);
    expect(standardDeviation([1])).toBeNaN();
  });
});

describe('normal Q-Q pairs (Blom, as SPSS)', () => {
  const values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];

  it('averages tied ranks', () => {
    expect(averageRanks(values)).toEqual([4.5, 1.5, 6, 1.5, 8, 11, 3, 10, 8, 4.5, 8]);
  });

  it('matches qnorm((rank - 3/8) / (n + 1/4)) in sorted order', () => {
    const expected = [
      -1.281551565544601, -1.281551565544601, -0.727913290881644, -0.340694827087795,
      -0.340694827087795, 0, 0.461493694218158, 0.461493694218158, 0.461493694218158,
      1.060562243531426, 1.59321881802305,
    ];
    const pairs = normalQuantilePairs(values);
    expect(pairs.map((pair) => pair.observed)).toEqual([1, 1, 2, 3, 3, 4, 5, 5, 5, 6, 9]);
    pairs.forEach((pair, index) => expect(pair.expected).toBeCloseTo(expected[index] ?? NaN, 13));
  });
});

describe('histogramBins', () => {
  const values = [1.2, 2.5, 2.5, 3.1, 4.8, 5.0, 5.0, 6.7, 7.3, 9.9, 10, 4, 4.5, 6, 2];

  it('uses Sturges classes and R breaks by default', () => {
    expect(sturgesClassCount(values.length)).toBe(5);
    const bins = histogramBins(values);
    expect(bins.map((bin) => bin.start)).toEqual([0, 2, 4, 6, 8]);
    expect(bins.map((bin) => bin.count)).toEqual([2, 4, 5, 2, 2]);
  });

  it('closes bins on the right, and the first on the left too', () => {
    expect(histogramBins([0, 1, 1.5, 2, 3], [0, 1, 2, 3]).map((bin) => bin.count)).toEqual([
      2, 2, 1,
    ]);
  });

  it('skips values outside the given breaks and missing values', () => {
    expect(histogramBins([-5, 0.5, Number.NaN, 99], [0, 1]).map((bin) => bin.count)).toEqual([1]);
  });
});

describe('significanceStars', () => {
  it.each([
    [0.0004, '***'],
    [0.004, '**'],
    [0.049, '*'],
    [0.05, ''],
    [null, ''],
  ])('p = %s → "%s"', (p, stars) => {
    expect(significanceStars(p)).toBe(stars);
  });
});
