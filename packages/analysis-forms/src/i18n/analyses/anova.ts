/** Strings of the analysis of variance (`anova`, one-way and factorial), Korean first. */
export const ko = {
  title: '분산분석(ANOVA)',
  description:
    '세 집단 이상의 평균이 서로 다른지 검정합니다. 요인이 하나면 SPSS의 일원배치 분산분석, 둘 이상이면 일변량 일반선형모형(Type III 제곱합)과 같습니다.',
  targets: {
    dependents: '종속변수',
    dependentsHelp: '평균을 비교할 숫자 변수를 하나 이상 고르세요.',
    factors: '요인',
    factorsHelp:
      '집단을 나누는 변수입니다. 하나면 일원배치, 둘 이상이면 다원배치(완전 요인모형)로 분석합니다.',
  },
  selectedAnovaOptions: {
    label: '통계량',
    help: 'SPSS와 같이 기본으로는 분산분석표만 냅니다.',
    descriptives: '기술통계',
    homogeneity: '분산 동질성 검정(Levene)',
    welch: 'Welch 검정',
    brownForsythe: 'Brown-Forsythe 검정',
    effectSize: '효과크기(에타제곱, 오메가제곱)',
    meansPlot: '평균 도표',
  },
  postHoc: {
    label: '사후검정',
    help: '앞의 일곱 가지는 등분산을 가정하고, Games-Howell과 Dunnett의 T3는 등분산을 가정하지 않습니다.',
    lsd: 'LSD',
    bonferroni: 'Bonferroni',
    sidak: 'Sidak',
    scheffe: 'Scheffe',
    tukey: 'Tukey',
    duncan: 'Duncan',
    snk: 'S-N-K',
    dunnett: 'Dunnett',
    gamesHowell: 'Games-Howell',
    dunnettT3: 'Dunnett의 T3',
  },
  dunnettControl: {
    label: 'Dunnett 대조 범주',
    help: 'Dunnett 검정에서 다른 집단과 비교할 기준 집단입니다(SPSS 기본: 마지막).',
    last: '마지막 범주',
    first: '첫 범주',
  },
  homogeneousSubset: {
    label: '동일 집단군 표',
    help: 'Tukey와 Scheffe에 동일 집단군 표를 더합니다. S-N-K와 Duncan은 항상 냅니다.',
  },
  pairwiseComparisons: {
    label: '주변평균의 대응별 비교',
    help: '요인이 둘 이상일 때 추정된 주변평균을 비교합니다.',
    none: '비교하지 않음',
    lsd: 'LSD(수정 없음)',
    bonferroni: 'Bonferroni',
    sidak: 'Sidak',
  },
  selectedConfidence: {
    label: '신뢰구간(%)',
    help: '평균과 평균 차이의 신뢰구간 수준입니다(50–99.9, 기본 95).',
  },
  selectedMissingValueControlMethod: {
    label: '결측값',
    help: '분석별 제외는 종속변수마다 값이 없는 사례만 뺍니다(SPSS 기본).',
    pairwise: '분석별로 결측값 제외',
    listwise: '목록별로 결측값 제외',
  },
  columns: {
    group: '집단',
    basedOn: '기준',
    source: '변동원',
    test: '검정',
    measure: '효과크기',
    other: '구분',
  },
  charts: {
    title: '{{dependent}}의 평균 도표',
    description: '{{factor}}의 집단별 {{dependent}} 평균과 신뢰구간을 보여 줍니다.',
    error: '오차 막대: {{level}}% 신뢰구간',
    mean: '평균',
    lower: '하한',
    upper: '상한',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Analysis of Variance (ANOVA)',
  description:
    'Tests whether the means of three or more groups differ. With one factor it is SPSS One-Way ANOVA; with several, the Univariate General Linear Model (Type III sums of squares).',
  targets: {
    dependents: 'Dependent list',
    dependentsHelp: 'Choose one or more numeric variables whose means are compared.',
    factors: 'Factors',
    factorsHelp:
      'Variables that form the groups. One factor gives a one-way analysis, several a full factorial model.',
  },
  selectedAnovaOptions: {
    label: 'Statistics',
    help: 'As in SPSS, only the ANOVA table is shown by default.',
    descriptives: 'Descriptive',
    homogeneity: 'Homogeneity of variance test (Levene)',
    welch: 'Welch test',
    brownForsythe: 'Brown-Forsythe test',
    effectSize: 'Effect size (eta squared, omega squared)',
    meansPlot: 'Means plot',
  },
  postHoc: {
    label: 'Post hoc tests',
    help: 'The first seven assume equal variances; Games-Howell and Dunnett’s T3 do not.',
    lsd: 'LSD',
    bonferroni: 'Bonferroni',
    sidak: 'Sidak',
    scheffe: 'Scheffe',
    tukey: 'Tukey',
    duncan: 'Duncan',
    snk: 'S-N-K',
    dunnett: 'Dunnett',
    gamesHowell: 'Games-Howell',
    dunnettT3: 'Dunnett’s T3',
  },
  dunnettControl: {
    label: 'Dunnett control category',
    help: 'The group the others are compared with in Dunnett’s test (SPSS default: last).',
    last: 'Last category',
    first: 'First category',
  },
  homogeneousSubset: {
    label: 'Homogeneous subsets',
    help: 'Adds homogeneous subsets to Tukey and Scheffe. S-N-K and Duncan always have them.',
  },
  pairwiseComparisons: {
    label: 'Pairwise comparisons of marginal means',
    help: 'With two or more factors, compares the estimated marginal means.',
    none: 'No comparisons',
    lsd: 'LSD (none)',
    bonferroni: 'Bonferroni',
    sidak: 'Sidak',
  },
  selectedConfidence: {
    label: 'Confidence interval (%)',
    help: 'Level of the intervals of means and mean differences (50–99.9, 95 by default).',
  },
  selectedMissingValueControlMethod: {
    label: 'Missing values',
    help: 'Analysis by analysis leaves out a case only for the dependent where it is missing (SPSS default).',
    pairwise: 'Exclude cases analysis by analysis',
    listwise: 'Exclude cases listwise',
  },
  columns: {
    group: 'Group',
    basedOn: 'Based on',
    source: 'Source',
    test: 'Test',
    measure: 'Effect size',
    other: 'Category',
  },
  charts: {
    title: 'Means plot of {{dependent}}',
    description:
      'The mean of {{dependent}} in each group of {{factor}}, with its confidence interval.',
    error: 'Error bars: {{level}}% confidence interval',
    mean: 'Mean',
    lower: 'Lower bound',
    upper: 'Upper bound',
  },
};
