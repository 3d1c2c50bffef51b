import { analyze, type AnalysisResult, type DataTable } from '@tonggye/stats';
import { NONPARAMETRIC_FIXTURES } from './interpretation-nonparametric';

/** A table from named columns: numbers make a numeric column, any text a categorical one. */
export function table(columns: Record<string, (number | string | null)[]>): DataTable {
  const entries = Object.entries(columns);
  return {
    rowCount: entries[0]?.[1].length ?? 0,
    columns: entries.map(([name, values]) => ({
      name,
      type: values.some((v) => typeof v === 'string') ? 'categorical' : 'numeric',
      values,
    })),
  };
}

/** Deterministic pseudo-random numbers (a linear congruential generator) for fixtures. */
export function randomNumbers(seed: number, count: number): number[] {
  let state = seed >>> 0;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out.push(state / 2 ** 32);
  }
  return out;
}

/** Roughly normal deviates: the sum of four uniforms, centred and scaled. */
export function normalish(seed: number, count: number): number[] {
  const u = randomNumbers(seed, count * 4);
  return Array.from({ length: count }, (_, i) => {
    const sum = u[4 * i]! + u[4 * i + 1]! + u[4 * i + 2]! + u[4 * i + 3]!;
    return Math.round((sum - 2) * Math.sqrt(3) * 100) / 100;
  });
}

/** Rows of a crosstab from its cell counts. */
function crosstab(counts: number[][]): DataTable {
  const rows: number[] = [];
  const cols: number[] = [];
  counts.forEach((line, i) =>
    line.forEach((n, j) => {
      for (let k = 0; k < n; k++) {
        rows.push(i + 1);
        cols.push(j + 1);
      }
    }),
  );
  return table({ 흡연: rows, 질환: cols });
}

const scores = [52, 55, 58, 61, 54, 57, 60, 59, 53, 56, 62, 51];
const before = [72, 65, 80, 58, 91, 77, 69, 84, 62, 75];
const gains = [3, 4, 5, 2, 6, 4, 3, 5, 4, 5];
const wobble = [2, -3, 1, -1, 3, -2, 0, 1, -2, 2];
const x = Array.from({ length: 12 }, (_, i) => i + 1);
const e12 = normalish(11, 12);
const e40 = Array.from({ length: 8 }, (_, k) => normalish(100 + k, 40));
const f1 = normalish(21, 40);
const f2 = normalish(22, 40);

function oneWay(values: number[][]): DataTable {
  return table({
    집단: values.flatMap((group, g) => group.map(() => g + 1)),
    점수: values.flat(),
  });
}
const anovaRequest = {
  analysis: 'anova',
  dependents: ['점수'],
  factors: ['집단'],
  selectedAnovaOptions: ['descriptives', 'homogeneity', 'welch', 'effectSize'],
  postHoc: ['tukey'],
};

function twoGroups(a: number[], b: number[]): DataTable {
  return table({ 집단: [...a.map(() => 1), ...b.map(() => 2)], 점수: [...a, ...b] });
}
const independentRequest = {
  analysis: 't/independent',
  independentSampleTestValue: ['점수'],
  independentGroupingVariable: { variable: '집단', groups: [1, 2] },
};

const chiRequest = {
  analysis: 'chi',
  rows: '흡연',
  columns: '질환',
  counts: ['observed', 'expected'],
  percentages: ['row'],
  chiSquareTest: true,
  statistics: ['phiCramer'],
};

function items(base: number[], noises: number[][], weight: number): Record<string, number[]> {
  return Object.fromEntries(
    noises.map((e, k) => [
      `문항${k + 1}`,
      base.map((v, i) => Math.round((v + weight * e[i]!) * 100) / 100),
    ]),
  );
}

const g = Array.from({ length: 8 }, (_, k) => normalish(300 + k, 60));
const moderationRequest = {
  analysis: 'moderation',
  dependents: ['만족'],
  independents: ['업무량'],
  moderators: ['지원'],
  centering: 'all',
};
const mediationRequest = {
  analysis: 'mediation',
  dependents: ['성과'],
  independents: ['훈련'],
  mediators: ['역량'],
  numberOfBootstrapSamples: 1000,
};

/** Three occasions of twelve people: a base level each, plus what changes with the occasion. */
function occasions(change: (i: number, t: number) => number): DataTable {
  const base = [52, 55, 58, 61, 54, 57, 60, 59, 53, 56, 62, 51];
  return table(
    Object.fromEntries(
      ['1차', '2차', '3차'].map((name, t) => [name, base.map((b, i) => b + change(i, t))]),
    ),
  );
}
const e36 = [0, 1, 2].map((t) => normalish(31 + t, 12));
const repeatedRequest = {
  analysis: 'anova/repeated',
  withinFactors: [{ name: '시점', levels: 3 }],
  measures: ['1차', '2차', '3차'],
};

/** Each analysis: one fixture whose test is significant at .05 and one whose test is not. */
export const FIXTURES: Record<
  string,
  { significant: () => AnalysisResult; notSignificant: () => AnalysisResult }
> = {
  descriptive: {
    // Skewed: Shapiro-Wilk rejects normality.
    significant: () =>
      analyze(table({ 소득: [1, 1, 1, 2, 2, 3, 4, 6, 9, 15, 25, 40, 2, 1, 3] }), {
        analysis: 'descriptive',
        variables: ['소득'],
        centralTendency: ['mean', 'median'],
        dispersion: ['std'],
        distribution: ['skewness', 'kurtosis'],
        significance: ['shapiroWilk'],
      }),
    notSignificant: () =>
      analyze(table({ 키: normalish(3, 30) }), {
        analysis: 'descriptive',
        variables: ['키'],
        centralTendency: ['mean', 'median'],
        dispersion: ['std'],
        distribution: ['skewness', 'kurtosis'],
        significance: ['shapiroWilk'],
      }),
  },
  frequencies: {
    significant: () =>
      analyze(table({ 성별: ['여', '여', '여', '남', '여', '여', '남', '여', null, '여'] }), {
        analysis: 'frequencies',
        variables: ['성별'],
      }),
    notSignificant: () =>
      analyze(table({ 지역: ['서울', '부산', '대구', '서울', '부산', '대구', '광주', '서울'] }), {
        analysis: 'frequencies',
        variables: ['지역'],
      }),
  },
  'multiple-responses': {
    significant: () =>
      analyze(
        table({
          신문: [1, 1, 1, 1, 0, 1, 1, 0],
          방송: [0, 1, 0, 1, 1, 0, 0, 1],
          인터넷: [1, 0, 0, 0, 0, 0, 1, 0],
        }),
        {
          analysis: 'multiple-responses',
          sets: [
            {
              name: '매체',
              label: '이용 매체',
              type: 'dichotomies',
              variables: ['신문', '방송', '인터넷'],
              countedValue: 1,
            },
          ],
        },
      ),
    notSignificant: () =>
      analyze(
        table({
          신문: [1, 0, 0, 1, 0, 0, 1, 0],
          방송: [0, 1, 0, 0, 1, 0, 0, 1],
          인터넷: [0, 0, 1, 0, 0, 1, 0, 0],
        }),
        {
          analysis: 'multiple-responses',
          sets: [
            {
              name: '매체',
              label: '이용 매체',
              type: 'dichotomies',
              variables: ['신문', '방송', '인터넷'],
              countedValue: 1,
            },
          ],
        },
      ),
  },
  't/one': {
    significant: () =>
      analyze(table({ 점수: scores }), {
        analysis: 't/one',
        variables: ['점수'],
        populationMean: 50,
      }),
    notSignificant: () =>
      analyze(table({ 점수: scores }), {
        analysis: 't/one',
        variables: ['점수'],
        populationMean: 56,
      }),
  },
  't/paired': {
    significant: () =>
      analyze(table({ 사전: before, 사후: before.map((v, i) => v + gains[i]!) }), {
        analysis: 't/paired',
        pairedSampleTestValue: [['사후', '사전']],
      }),
    notSignificant: () =>
      analyze(table({ 사전: before, 사후: before.map((v, i) => v + wobble[i]!) }), {
        analysis: 't/paired',
        pairedSampleTestValue: [['사후', '사전']],
      }),
  },
  't/independent': {
    significant: () =>
      analyze(
        twoGroups([12, 14, 11, 15, 13, 16, 12, 14], [17, 19, 16, 20, 18, 21, 17, 19]),
        independentRequest,
      ),
    notSignificant: () =>
      analyze(
        twoGroups([12, 14, 11, 15, 13, 16, 12, 14], [13, 15, 12, 14, 11, 16, 13, 12]),
        independentRequest,
      ),
  },
  anova: {
    significant: () =>
      analyze(
        oneWay([
          [10, 12, 11, 13, 12, 11],
          [14, 15, 13, 16, 15, 14],
          [18, 17, 19, 18, 20, 17],
        ]),
        anovaRequest,
      ),
    notSignificant: () =>
      analyze(
        oneWay([
          [10, 12, 11, 13, 12, 11],
          [11, 13, 10, 12, 13, 11],
          [12, 11, 13, 10, 12, 12],
        ]),
        anovaRequest,
      ),
  },
  chi: {
    significant: () =>
      analyze(
        crosstab([
          [30, 10],
          [12, 28],
        ]),
        chiRequest,
      ),
    notSignificant: () =>
      analyze(
        crosstab([
          [20, 20],
          [18, 22],
        ]),
        chiRequest,
      ),
  },
  correlation: {
    significant: () =>
      analyze(table({ 공부시간: x, 성적: x.map((v, i) => 2 * v + 3 * e12[i]!) }), {
        analysis: 'correlation',
        correlationVariables: ['공부시간', '성적'],
      }),
    notSignificant: () =>
      analyze(table({ 공부시간: x, 성적: e12 }), {
        analysis: 'correlation',
        correlationVariables: ['공부시간', '성적'],
      }),
  },
  logistic: {
    significant: () =>
      analyze(
        table({
          공부시간: e40[0]!.map((_, i) => i % 20),
          합격: e40[0]!.map((e, i) => ((i % 20) + 6 * e > 10 ? '합격' : '불합격')),
        }),
        { analysis: 'logistic', dependents: ['합격'], independents: ['공부시간'] },
      ),
    notSignificant: () =>
      analyze(
        table({
          공부시간: e40[1]!.map((_, i) => i % 20),
          합격: e40[1]!.map((e) => (e > 0 ? '합격' : '불합격')),
        }),
        { analysis: 'logistic', dependents: ['합격'], independents: ['공부시간'] },
      ),
  },
  multinomial: {
    significant: () => {
      const e = normalish(210, 60);
      return analyze(
        table({
          공부시간: e.map((_, i) => i % 20),
          진로: e.map((v, i) => {
            const s = (i % 20) + 4 * v;
            return s < 7 ? '취업' : s < 14 ? '진학' : '창업';
          }),
        }),
        { analysis: 'multinomial', dependents: ['진로'], covariates: ['공부시간'] },
      );
    },
    notSignificant: () => {
      const e = normalish(211, 60);
      return analyze(
        table({
          공부시간: e.map((_, i) => i % 20),
          진로: e.map((v) => (v < -0.43 ? '취업' : v < 0.43 ? '진학' : '창업')),
        }),
        { analysis: 'multinomial', dependents: ['진로'], covariates: ['공부시간'] },
      );
    },
  },
  linear: {
    significant: () =>
      analyze(table({ 광고비: x, 매출: x.map((v, i) => 2 * v + 3 * e12[i]!) }), {
        analysis: 'linear',
        dependents: ['매출'],
        independents: ['광고비'],
        selectedLinearOptions: ['estimates', 'modelFit', 'collinearity', 'durbinWatson'],
      }),
    notSignificant: () =>
      analyze(table({ 광고비: x, 매출: e12 }), {
        analysis: 'linear',
        dependents: ['매출'],
        independents: ['광고비'],
        selectedLinearOptions: ['estimates', 'modelFit', 'collinearity', 'durbinWatson'],
      }),
  },
  reliability: {
    significant: () =>
      analyze(table(items(f1, e40.slice(0, 4), 0.4)), {
        analysis: 'reliability',
        reliabilityVariables: ['문항1', '문항2', '문항3', '문항4'],
        selectedAnalysisOptions: ['scaleIfItemDeleted'],
      }),
    notSignificant: () =>
      analyze(
        table(
          items(
            f1.map(() => 0),
            e40.slice(0, 4),
            1,
          ),
        ),
        {
          analysis: 'reliability',
          reliabilityVariables: ['문항1', '문항2', '문항3', '문항4'],
          selectedAnalysisOptions: ['scaleIfItemDeleted'],
        },
      ),
  },
  moderation: {
    significant: () =>
      analyze(
        table({
          업무량: g[0]!,
          지원: g[1]!,
          만족: g[0]!.map(
            (v, i) => 0.5 * v + 0.3 * g[1]![i]! + 0.6 * v * g[1]![i]! + 0.5 * g[2]![i]!,
          ),
        }),
        moderationRequest,
      ),
    notSignificant: () =>
      analyze(
        table({
          업무량: g[0]!,
          지원: g[1]!,
          만족: g[0]!.map((v, i) => 0.5 * v + 0.3 * g[1]![i]! + g[2]![i]!),
        }),
        moderationRequest,
      ),
  },
  mediation: {
    significant: () =>
      analyze(
        table({
          훈련: g[3]!,
          역량: g[3]!.map((v, i) => 0.7 * v + 0.5 * g[4]![i]!),
          성과: g[3]!.map((v, i) => 0.7 * (0.7 * v + 0.5 * g[4]![i]!) + 0.5 * g[5]![i]!),
        }),
        mediationRequest,
      ),
    notSignificant: () =>
      analyze(
        table({
          훈련: g[3]!,
          역량: g[4]!,
          성과: g[3]!.map((v, i) => 0.6 * v + 0.5 * g[5]![i]!),
        }),
        mediationRequest,
      ),
  },
  'anova/repeated': {
    significant: () =>
      analyze(
        occasions((i, t) => 2 * t + e36[t]![i]!),
        repeatedRequest,
      ),
    notSignificant: () =>
      analyze(
        occasions((i, t) => e36[t]![i]!),
        repeatedRequest,
      ),
  },
  factor: {
    significant: () =>
      analyze(
        table({
          ...Object.fromEntries(
            ['가1', '가2', '가3'].map((n, k) => [n, f1.map((v, i) => v + 0.5 * e40[k]![i]!)]),
          ),
          ...Object.fromEntries(
            ['나1', '나2', '나3'].map((n, k) => [n, f2.map((v, i) => v + 0.5 * e40[k + 3]![i]!)]),
          ),
        }),
        {
          analysis: 'factor',
          factorVariables: ['가1', '가2', '가3', '나1', '나2', '나3'],
          selectedMethod: 'pca',
          selectedRotationMethod: 'varimax',
          selectedAnalysisOptions: ['kmoBartlett'],
        },
      ),
    notSignificant: () =>
      analyze(
        table(
          Object.fromEntries(['다1', '다2', '다3', '다4'].map((n, k) => [n, e40[k]!.slice(0, 15)])),
        ),
        {
          analysis: 'factor',
          factorVariables: ['다1', '다2', '다3', '다4'],
          selectedMethod: 'pca',
          selectedRotationMethod: 'varimax',
          selectedAnalysisOptions: ['kmoBartlett'],
        },
      ),
  },
  ...NONPARAMETRIC_FIXTURES,
};

/** Fixtures where an assumption fails and the writer switches test (or warns). */
export const ASSUMPTION_FIXTURES = {
  /**
   * Two groups of eight on three occasions, the third far noisier than the first two: Mauchly
   * rejects sphericity (at .05 with noise 3; at .20 with noise 2.5, where ε is above .75).
   * `noise` scales the third occasion's spread, and so the epsilons.
   */
  mixedRepeated: (noise = 3, confidence = 95) => {
    const people = normalish(41, 16).map((v) => 50 + 5 * v);
    const group = people.map((_, i) => (i < 8 ? '가' : '나'));
    const e = [0, 1, 2].map((t) => normalish(51 + t, 16));
    return analyze(
      table({
        집단: group,
        ...Object.fromEntries(
          ['사전', '사후', '추후'].map((name, t) => [
            name,
            people.map((p, i) => p + 2 * t * (i < 8 ? 1 : 0) + (t === 2 ? noise : 1) * e[t]![i]!),
          ]),
        ),
      }),
      {
        analysis: 'anova/repeated',
        withinFactors: [{ name: '시점', levels: 3 }],
        measures: ['사전', '사후', '추후'],
        betweenFactors: ['집단'],
        pairwiseComparisons: 'sidak',
        selectedConfidence: confidence,
      },
    );
  },
  /** Levene significant → Welch's t. */
  welchT: () =>
    analyze(
      twoGroups([10, 10.5, 11, 10.2, 10.8, 10.4, 10.6, 10.3], [5, 20, 8, 25, 12, 30, 3, 22]),
      independentRequest,
    ),
  /** Levene significant → Welch's F and Games-Howell. */
  welchAnova: () =>
    analyze(
      oneWay([
        [10, 10.2, 10.1, 9.9, 10, 10.1],
        [12, 18, 6, 20, 4, 15],
        [14, 14.5, 13.8, 14.2, 14.1, 13.9],
      ]),
      { ...anovaRequest, postHoc: ['tukey', 'gamesHowell'] },
    ),
  /** Every expected count below 5 → Fisher's exact test decides. */
  fisherChi: () =>
    analyze(
      crosstab([
        [5, 1],
        [1, 5],
      ]),
      chiRequest,
    ),
  /** Two factors, a strong main effect of A, nothing of B. */
  factorial: () =>
    analyze(
      table({
        A: [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2],
        B: [1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 2, 2, 2, 2],
        점수: [10, 11, 12, 11, 11, 10, 12, 11, 15, 16, 14, 15, 16, 15, 14, 16],
      }),
      {
        analysis: 'anova',
        dependents: ['점수'],
        factors: ['A', 'B'],
        anovaAnalysisType: 'factorial',
        selectedAnovaOptions: ['homogeneity'],
      },
    ),
};
