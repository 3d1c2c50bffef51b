import { analyze, type DataTable } from '@tonggye/stats';
import { describe, expect, it } from 'vitest';
import { interpretResult } from '../src/interpretation';

const numbers = (columns: Record<string, (number | null)[]>): DataTable => ({
  rowCount: Object.values(columns)[0]!.length,
  columns: Object.entries(columns).map(([name, values]) => ({
    name,
    type: 'numeric' as const,
    values,
  })),
});

describe('nonparametric interpretation', () => {
  it('says a statistic could not be computed when every value is tied, and passes the warning on', () => {
    const result = analyze(numbers({ x: [3, 3, 3, 3, 3, 3], g: [1, 1, 1, 2, 2, 2] }), {
      analysis: 'nonparametric/kruskal-wallis',
      testVariables: ['x'],
      groupingVariable: 'g',
    });
    const ko = interpretResult('nonparametric/kruskal-wallis', result, 'ko');
    expect(ko.interpret).toContain("'x'의 검정 통계량을 계산할 수 없었다");
    expect(ko.interpretDetail).toContain('분석 중 경고:');
    const en = interpretResult('nonparametric/kruskal-wallis', result, 'en');
    expect(en.interpret).toContain('could not be computed');
    expect(en.interpretDetail).toContain('all ranks tied');
  });

  it('decides Mann-Whitney on the exact p for small samples and on Z for large ones', () => {
    const small = analyze(numbers({ x: [1, 2, 3, 4, 5, 6, 7, 8], g: [1, 1, 1, 1, 2, 2, 2, 2] }), {
      analysis: 'nonparametric/mann-whitney',
      testVariables: ['x'],
      groupingVariable: { variable: 'g', groups: [1, 2] },
    });
    // Exact p = 2 / C(8, 4) = .029 (R: 2 * pwilcox(0, 4, 4)); Z's p would be .021.
    const text = interpretResult('nonparametric/mann-whitney', small, 'en');
    expect(text.interpret).toContain('U = 0.00, z = -2.31, p = .029, r = .82');
    expect(text.interpretDetail).toContain('exact significance, not corrected for ties');
    const x = Array.from({ length: 60 }, (_, i) => i % 17);
    const g = Array.from({ length: 60 }, (_, i) => (i < 30 ? 1 : 2));
    const large = analyze(numbers({ x, g }), {
      analysis: 'nonparametric/mann-whitney',
      testVariables: ['x'],
      groupingVariable: { variable: 'g', groups: [1, 2] },
    });
    expect(
      interpretResult('nonparametric/mann-whitney', large, 'ko').interpretDetail,
    ).not.toContain('정확한 유의확률');
  });

  it('names the one-tailed binomial rule and fits Korean particles to the numbers', () => {
    const result = analyze(
      numbers({ y: [...Array<number>(14).fill(1), ...Array<number>(6).fill(0)] }),
      {
        analysis: 'nonparametric/binomial',
        testVariables: ['y'],
        testProportion: 0.3,
      },
    );
    const ko = interpretResult('nonparametric/binomial', result, 'ko');
    // '.30' is read 점삼영, which ends in a consonant: 과, not 와.
    expect(ko.interpret).toContain('검정 비율 .30과 다른지');
    expect(ko.interpretDetail).toContain('단측 정확 유의확률');
    const goodness = analyze(numbers({ c: [1, 1, 1, 1, 1, 1, 1, 2, 2, 3] }), {
      analysis: 'nonparametric/chi-square',
      testVariables: ['c'],
    });
    // The furthest category '1' is read 일: 이었다.
    expect(interpretResult('nonparametric/chi-square', goodness, 'ko').interpretDetail).toContain(
      "가장 크게 어긋난 범주는 '1'이었다",
    );
  });
});
