import { describe, expect, it } from 'vitest';
import {
  alphaOf,
  bounded,
  chiSquareReport,
  ci,
  correlationReport,
  df,
  fReport,
  level,
  num,
  pPart,
  tReport,
} from '../src/interpretation/apa';
import {
  cohensDMagnitude,
  correlationMagnitude,
  cramersVMagnitude,
  etaSquaredMagnitude,
  kmoLevel,
  reliabilityLevel,
  rSquaredMagnitude,
  skewLevel,
} from '../src/interpretation/benchmarks';
import { fill, josa } from '../src/interpretation/text';

describe('APA number formatting', () => {
  it('writes p without a leading zero, exact to three places, and < .001 below', () => {
    expect(pPart(0.0234)).toBe('= .023');
    expect(pPart(0.05)).toBe('= .050');
    expect(pPart(0.00099)).toBe('< .001');
    expect(pPart(0.001)).toBe('= .001');
    expect(pPart(0.9996)).toBe('> .999');
  });

  it('writes statistics with two decimals, and no leading zero where they cannot exceed 1', () => {
    expect(num(2.3449)).toBe('2.34');
    expect(num(-0.6)).toBe('-0.60');
    expect(num(-0.001)).toBe('0.00');
    expect(bounded(0.4512)).toBe('.45');
    expect(bounded(-0.3)).toBe('-.30');
    expect(bounded(1)).toBe('1.00');
  });

  it('writes whole df as integers and Welch df with two decimals', () => {
    expect(df(58)).toBe('58');
    expect(df(45.2149)).toBe('45.21');
  });

  it('builds the APA strings of each test', () => {
    expect(tReport(2.3412, 58, 0.0226)).toBe('t(58) = 2.34, p = .023');
    expect(fReport(5.123, 2, 27, 0.0125)).toBe('F(2, 27) = 5.12, p = .013');
    expect(chiSquareReport(4.2111, 1, 0.0401, 60)).toBe('χ²(1, N = 60) = 4.21, p = .040');
    expect(chiSquareReport(234.561, 45, 1e-9)).toBe('χ²(45) = 234.56, p < .001');
    expect(correlationReport('r', 0.4523, 28, 0.0131)).toBe('r(28) = .45, p = .013');
    expect(ci(0.123, 1.0849)).toBe('[0.12, 1.08]');
  });

  it('derives the level from the result’s confidence', () => {
    expect(alphaOf(95)).toBeCloseTo(0.05, 12);
    expect(alphaOf(undefined)).toBe(0.05);
    expect(level(alphaOf(95))).toBe('.05');
    expect(level(alphaOf(99))).toBe('.01');
    expect(level(alphaOf(90))).toBe('.10');
    expect(level(alphaOf(99.9))).toBe('.001');
  });
});

describe('effect-size benchmarks', () => {
  it("Cohen's d: .2 / .5 / .8", () => {
    expect([0.19, 0.2, 0.49, 0.5, 0.79, -0.8].map(cohensDMagnitude)).toEqual([
      'negligible',
      'small',
      'small',
      'medium',
      'medium',
      'large',
    ]);
  });

  it('r: .1 / .3 / .5; η²: .01 / .06 / .14; R²: .02 / .13 / .26', () => {
    expect([0.09, 0.1, 0.3, -0.5].map(correlationMagnitude)).toEqual([
      'negligible',
      'small',
      'medium',
      'large',
    ]);
    expect([0.009, 0.01, 0.06, 0.14].map(etaSquaredMagnitude)).toEqual([
      'negligible',
      'small',
      'medium',
      'large',
    ]);
    expect([0.019, 0.02, 0.13, 0.26].map(rSquaredMagnitude)).toEqual([
      'negligible',
      'small',
      'medium',
      'large',
    ]);
  });

  it("Cramér's V: thresholds divided by √df*, df* = min(rows, columns) − 1", () => {
    expect(cramersVMagnitude(0.3, 2, 2)).toBe('medium');
    // df* = 2: .07 / .21 / .35.
    expect(cramersVMagnitude(0.22, 3, 4)).toBe('medium');
    expect(cramersVMagnitude(0.36, 3, 4)).toBe('large');
    expect(cramersVMagnitude(0.06, 3, 3)).toBe('negligible');
  });

  it('alpha by George & Mallery, KMO by Kaiser, skewness by Bulmer', () => {
    expect([0.95, 0.85, 0.75, 0.65, 0.55, 0.3].map(reliabilityLevel)).toEqual([
      'excellent',
      'good',
      'acceptable',
      'questionable',
      'poor',
      'unacceptable',
    ]);
    expect([0.92, 0.82, 0.72, 0.62, 0.52, 0.42].map(kmoLevel)).toEqual([
      'marvelous',
      'meritorious',
      'middling',
      'mediocre',
      'miserable',
      'unacceptable',
    ]);
    expect([0.3, -0.7, 1.2].map(skewLevel)).toEqual(['symmetric', 'moderate', 'high']);
  });
});

describe('Korean particles', () => {
  it('fit the final sound of the word before them', () => {
    expect(josa("'사전'", '과')).toBe("'사전'과");
    expect(josa("'사후'", '과')).toBe("'사후'와");
    expect(josa('50', '과')).toBe('50과');
    expect(josa('52', '과')).toBe('52와');
    expect(josa('p = .027', '로')).toBe('p = .027로');
    expect(josa('p = .020', '로')).toBe('p = .020으로');
    expect(josa("'소득'", '은')).toBe("'소득'은");
    expect(josa("'A'", '이')).toBe("'A'가"); // 에이
  });

  it('fill placeholders with and without particles', () => {
    expect(fill('{a|과} {b}의 평균', { a: "'사전'", b: "'사후'" })).toBe("'사전'과 '사후'의 평균");
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});
