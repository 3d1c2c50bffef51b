/** Strings of the independent-samples t-test (`t/independent`), Korean first. */
export const ko = {
  title: '독립표본 t 검정',
  description:
    '두 집단(예: 남녀)의 평균 차이를 검정합니다. Levene의 등분산 검정과 Welch 검정을 함께 보여 줍니다.',
  targets: {
    test: '검정 변수',
    grouping: '집단 변수',
    groupingHelp: '두 집단을 나누는 변수 하나를 고르세요.',
  },
  groupMode: {
    label: '집단 정의',
    help: 'SPSS의 집단 정의와 같이 두 값을 지정하거나 분리점을 씁니다.',
    values: '지정값 사용',
    cutPoint: '분리점 사용',
  },
  group1: '집단 1 값',
  group2: '집단 2 값',
  cutPoint: {
    label: '분리점',
    help: '이 값 이상이 집단 1, 미만이 집단 2가 됩니다.',
  },
  selectedConfidence: {
    label: '신뢰구간 비율(%)',
    help: '평균 차이의 신뢰구간 수준입니다(50–99.9, 기본 95).',
  },
  missing: {
    label: '결측값',
    help: '분석별 제외는 각 검정 변수에서 값이 없는 사례만 뺍니다(SPSS 기본).',
    pairwise: '분석별로 결측값 제외',
    listwise: '목록별로 결측값 제외',
  },
  errors: {
    groupingVariable: '집단 변수를 하나 골라 주세요.',
    group: '집단 값을 입력해 주세요.',
    sameGroups: '두 집단의 값이 같습니다.',
    cutPoint: '분리점에 숫자를 입력해 주세요.',
    groupingIsTest: '집단 변수는 검정 변수와 달라야 합니다.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Independent-Samples T Test',
  description:
    "Tests the mean difference between two groups (e.g. women and men), with Levene's test of equal variances and Welch's test.",
  targets: {
    test: 'Test variables',
    grouping: 'Grouping variable',
    groupingHelp: 'Choose the one variable that splits the cases into two groups.',
  },
  groupMode: {
    label: 'Define groups',
    help: 'As in SPSS, give the two values of the groups or a cut point.',
    values: 'Use specified values',
    cutPoint: 'Cut point',
  },
  group1: 'Group 1 value',
  group2: 'Group 2 value',
  cutPoint: {
    label: 'Cut point',
    help: 'Values at or above it form group 1, the rest group 2.',
  },
  selectedConfidence: {
    label: 'Confidence interval percentage',
    help: 'Level of the interval of the mean difference (50–99.9, 95 by default).',
  },
  missing: {
    label: 'Missing values',
    help: 'Analysis by analysis leaves out a case only where its test value is missing (SPSS default).',
    pairwise: 'Exclude cases analysis by analysis',
    listwise: 'Exclude cases listwise',
  },
  errors: {
    groupingVariable: 'Choose one grouping variable.',
    group: 'Enter the value of the group.',
    sameGroups: 'The two group values are the same.',
    cutPoint: 'Enter a number as the cut point.',
    groupingIsTest: 'The grouping variable must differ from the test variables.',
  },
};
