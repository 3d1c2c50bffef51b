import { analyze, type AnalysisResult, type DataTable } from '@tonggye/stats';

/** Fixtures and expectations of the nonparametric writers, joined into the shared ones. */

function numbers(columns: Record<string, (number | string | null)[]>): DataTable {
  const entries = Object.entries(columns);
  return {
    rowCount: entries[0]![1].length,
    columns: entries.map(([name, values]) => ({
      name,
      type: values.some((v) => typeof v === 'string') ? 'categorical' : 'numeric',
      values,
    })),
  };
}

const groupsOf = (...sizes: number[]) => sizes.flatMap((n, g) => Array<number>(n).fill(g + 1));
const mannWhitney = (x: number[]) =>
  analyze(numbers({ 만족도: x, 성별: groupsOf(8, 8) }), {
    analysis: 'nonparametric/mann-whitney',
    testVariables: ['만족도'],
    groupingVariable: { variable: '성별', groups: [1, 2] },
  });
const related = (id: string, before: number[], after: number[]) =>
  analyze(numbers({ 사전: before, 사후: after }), { analysis: id, pairs: [['사전', '사후']] });
const before = [72, 65, 80, 58, 91, 77, 69, 84, 62, 75];
const kruskal = (x: number[]) =>
  analyze(numbers({ 점수: x, 학년: groupsOf(6, 6, 6) }), {
    analysis: 'nonparametric/kruskal-wallis',
    testVariables: ['점수'],
    groupingVariable: '학년',
  });
const friedman = (a: number[], b: number[], c: number[]) =>
  analyze(numbers({ 일차: a, 이차: b, 삼차: c }), {
    analysis: 'nonparametric/friedman',
    variables: ['일차', '이차', '삼차'],
  });
const counts = (...ns: number[]) => ns.flatMap((n, k) => Array<number>(n).fill(k + 1));
const binomial = (yes: number, no: number) =>
  analyze(
    numbers({ 찬성: [...Array<string>(yes).fill('예'), ...Array<string>(no).fill('아니오')] }),
    {
      analysis: 'nonparametric/binomial',
      testVariables: ['찬성'],
    },
  );

export const NONPARAMETRIC_FIXTURES: Record<
  string,
  { significant: () => AnalysisResult; notSignificant: () => AnalysisResult }
> = {
  'nonparametric/mann-whitney': {
    significant: () => mannWhitney([3, 5, 2, 6, 4, 7, 5, 3, 9, 8, 10, 12, 9, 11, 8, 13]),
    notSignificant: () => mannWhitney([3, 8, 5, 10, 6, 12, 4, 9, 7, 5, 11, 3, 8, 6, 10, 4]),
  },
  'nonparametric/wilcoxon': {
    significant: () =>
      related(
        'nonparametric/wilcoxon',
        before,
        before.map((b, i) => b + [3, 4, 5, 2, 6, 4, 3, 5, 4, 5][i]!),
      ),
    notSignificant: () =>
      related(
        'nonparametric/wilcoxon',
        before,
        before.map((b, i) => b + [2, -3, 1, -1, 3, -2, 0, 1, -2, 2][i]!),
      ),
  },
  'nonparametric/sign': {
    significant: () =>
      related(
        'nonparametric/sign',
        before,
        before.map((b, i) => b + [3, 4, 5, 2, 6, 4, 3, 5, 4, 5][i]!),
      ),
    notSignificant: () =>
      related(
        'nonparametric/sign',
        before,
        before.map((b, i) => b + [2, -3, 1, -1, 3, -2, 0, 1, -2, 2][i]!),
      ),
  },
  'nonparametric/kruskal-wallis': {
    significant: () => kruskal([3, 5, 4, 6, 2, 5, 8, 9, 7, 10, 8, 9, 13, 12, 15, 14, 11, 13]),
    notSignificant: () => kruskal([3, 9, 5, 12, 7, 10, 4, 11, 8, 6, 13, 5, 9, 3, 12, 7, 10, 6]),
  },
  'nonparametric/friedman': {
    significant: () =>
      friedman([3, 4, 2, 5, 3, 4, 2, 3], [5, 6, 4, 6, 5, 7, 4, 5], [7, 8, 6, 9, 8, 9, 7, 8]),
    notSignificant: () =>
      friedman([3, 6, 2, 5, 8, 4, 7, 3], [5, 4, 6, 3, 7, 6, 5, 4], [4, 5, 7, 4, 6, 3, 8, 5]),
  },
  'nonparametric/chi-square': {
    significant: () =>
      analyze(numbers({ 선호: counts(20, 5, 5) }), {
        analysis: 'nonparametric/chi-square',
        testVariables: ['선호'],
      }),
    notSignificant: () =>
      analyze(numbers({ 선호: counts(10, 11, 9) }), {
        analysis: 'nonparametric/chi-square',
        testVariables: ['선호'],
      }),
  },
  'nonparametric/binomial': {
    significant: () => binomial(17, 3),
    notSignificant: () => binomial(11, 9),
  },
};

type Words = { ko: string; en: string };
const SIGNIFICANT: Words = {
  ko: '유의수준 .05에서 통계적으로 유의하였다',
  en: 'was statistically significant at the .05 level',
};
const NOT_SIGNIFICANT: Words = {
  ko: '유의수준 .05에서 통계적으로 유의하지 않았다',
  en: 'was not statistically significant at the .05 level',
};
const effect = (ko: string, en: string): Words => ({ ko: `${ko} 효과`, en: `a ${en} effect` });

/** What each writer's paragraph must say (see interpretation-writers.test.ts). */
export const NONPARAMETRIC_EXPECTED: Record<
  string,
  Record<
    'significant' | 'notSignificant',
    { decision: Words; apa: string | Words; effect: Words | null }
  >
> = {
  'nonparametric/mann-whitney': {
    significant: {
      decision: SIGNIFICANT,
      apa: 'U = 0.00, z = -3.37, p < .001, r = .84',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'U = 30.00, z = -0.21, p = .878, r = .05',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  'nonparametric/wilcoxon': {
    significant: {
      decision: SIGNIFICANT,
      apa: 'z = -2.82, p = .005, r = .89',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'z = -0.12, p = .904, r = .04',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  'nonparametric/sign': {
    significant: { decision: SIGNIFICANT, apa: 'n = 10, p = .002', effect: null },
    notSignificant: { decision: NOT_SIGNIFICANT, apa: 'n = 9, p > .999', effect: null },
  },
  'nonparametric/kruskal-wallis': {
    significant: {
      decision: SIGNIFICANT,
      apa: 'H(2) = 15.22, p < .001, ε² = .90',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'H(2) = 0.01, p = .994, ε² = .00',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  'nonparametric/friedman': {
    significant: {
      decision: SIGNIFICANT,
      apa: 'χ²(2, N = 8) = 16.00, p < .001, W = 1.00',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'χ²(2, N = 8) = 0.25, p = .882, W = .02',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  'nonparametric/chi-square': {
    significant: { decision: SIGNIFICANT, apa: 'χ²(2, N = 30) = 15.00, p < .001', effect: null },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'χ²(2, N = 30) = 0.20, p = .905',
      effect: null,
    },
  },
  'nonparametric/binomial': {
    significant: { decision: SIGNIFICANT, apa: '17/20 = .85, p = .003', effect: null },
    notSignificant: { decision: NOT_SIGNIFICANT, apa: '11/20 = .55, p = .824', effect: null },
  },
};
