/** Strings of repeated-measures and mixed ANOVA (`anova/repeated`, SPSS GLM Repeated Measures), Korean first. */
export const ko = {
  title: '반복측정 분산분석',
  description:
    '같은 대상을 여러 번(예: 사전·사후·추후) 잰 값의 평균이 시점이나 조건에 따라 다른지 검정합니다. 집단 변수를 더하면 혼합 설계가 됩니다. SPSS의 반복측정 GLM과 같습니다.',
  withinName: {
    label: '개체내 요인 이름',
    help: '반복해서 잰 조건의 이름입니다(예: 시점).',
  },
  withinLevels: {
    label: '수준 수',
    help: '그 요인을 몇 번(몇 조건) 쟀는지입니다(2 이상).',
  },
  secondWithin: {
    label: '두 번째 개체내 요인 정의',
    help: '예: 시점 × 과제처럼 두 조건을 교차해서 쟀을 때 켭니다.',
  },
  withinName2: { label: '두 번째 요인 이름', help: '예: 과제' },
  withinLevels2: { label: '두 번째 요인의 수준 수', help: '2 이상' },
  targets: {
    measures: '수준별 측정 변수',
    measuresHelp:
      '수준마다 변수를 하나씩, 수준 순서대로 옮기세요. 요인이 둘이면 두 번째 요인이 먼저 바뀌는 순서입니다(1-1, 1-2, …, 2-1, …). 변수 수는 수준 수의 곱과 같아야 합니다.',
    betweenFactors: '개체간 요인(선택)',
    betweenFactorsHelp: '집단을 나누는 변수를 넣으면 혼합 설계 분산분석이 됩니다.',
  },
  pairwiseComparisons: {
    label: '추정된 주변평균의 대응별 비교',
    help: '개체내 요인의 수준 사이를 비교할 때 p값을 어떻게 수정할지 고릅니다(SPSS 기본: 수정 없음, 여기 기본: Bonferroni).',
    lsd: 'LSD(수정 없음)',
    bonferroni: 'Bonferroni',
    sidak: 'Šidák',
  },
  selectedConfidence: {
    label: '신뢰구간 수준(%)',
    help: '추정된 주변평균과 차이의 신뢰구간 수준입니다(50–99.9, 기본 95).',
  },
  charts: {
    title: '프로파일 도표',
    yLabel: '추정된 주변평균',
    all: '전체',
    description: '{{factor}}의 수준에 따라 평균이 어떻게 달라지는지 집단별로 보여 줍니다.',
  },
  errors: {
    name: '요인 이름을 입력해 주세요.',
    sameName: '두 개체내 요인의 이름은 서로 달라야 합니다.',
    levels: '수준 수는 2에서 50 사이의 정수여야 합니다.',
    measuresMin: '측정 변수를 두 개 이상 옮겨 주세요.',
    measuresCount: '측정 변수의 수가 수준 수의 곱(수준 조합의 수)과 같아야 합니다.',
    sameMeasure: '같은 변수를 두 수준에 쓸 수 없습니다.',
    betweenIsMeasure: '측정 변수를 개체간 요인으로도 쓸 수 없습니다.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Repeated-Measures ANOVA',
  description:
    'Tests whether the mean of a measure taken several times on the same cases (e.g. before, after, follow-up) differs across occasions or conditions; add a grouping variable for a mixed design. As SPSS GLM Repeated Measures.',
  withinName: {
    label: 'Within-subject factor name',
    help: 'The name of what was repeated (e.g. time).',
  },
  withinLevels: {
    label: 'Number of levels',
    help: 'How many times (conditions) the factor was measured (2 or more).',
  },
  secondWithin: {
    label: 'Define a second within-subject factor',
    help: 'Turn on when two conditions were crossed, e.g. time × task.',
  },
  withinName2: { label: 'Second factor name', help: 'E.g. task' },
  withinLevels2: { label: 'Levels of the second factor', help: '2 or more' },
  targets: {
    measures: 'Measure of each level',
    measuresHelp:
      'Move one variable per level, in the order of the levels. With two factors the second changes fastest (1-1, 1-2, …, 2-1, …). The number of variables must equal the product of the levels.',
    betweenFactors: 'Between-subjects factors (optional)',
    betweenFactorsHelp: 'A grouping variable here makes it a mixed-design ANOVA.',
  },
  pairwiseComparisons: {
    label: 'Pairwise comparisons of estimated marginal means',
    help: 'How the p-values of comparisons between the levels of a within factor are adjusted (SPSS default: none; here: Bonferroni).',
    lsd: 'LSD (none)',
    bonferroni: 'Bonferroni',
    sidak: 'Šidák',
  },
  selectedConfidence: {
    label: 'Confidence level (%)',
    help: 'Level of the intervals of the marginal means and their differences (50–99.9, 95 by default).',
  },
  charts: {
    title: 'Profile Plot',
    yLabel: 'Estimated marginal mean',
    all: 'All',
    description: 'How the mean changes across the levels of {{factor}}, group by group.',
  },
  errors: {
    name: 'Enter a factor name.',
    sameName: 'The two within-subject factors need different names.',
    levels: 'The number of levels must be a whole number from 2 to 50.',
    measuresMin: 'Move at least two measure variables.',
    measuresCount:
      'The number of measures must equal the product of the levels (one per level combination).',
    sameMeasure: 'The same variable cannot stand for two levels.',
    betweenIsMeasure: 'A measure cannot also be a between-subjects factor.',
  },
};
