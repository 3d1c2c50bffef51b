/** Strings of the one-sample t-test (`t/one`), Korean first. */
export const ko = {
  title: '일표본 t 검정',
  description:
    '한 집단의 평균이 기준값(검정값)과 다른지 검정합니다. SPSS의 일표본 t 검정과 같습니다.',
  targets: {
    variables: '검정 변수',
    variablesHelp: '평균을 검정할 숫자 변수를 하나 이상 고르세요.',
  },
  populationMean: {
    label: '검정값',
    help: '비교할 기준 평균입니다. SPSS와 같이 기본값은 0입니다.',
  },
  selectedConfidence: {
    label: '신뢰구간 비율(%)',
    help: '평균 차이의 신뢰구간 수준입니다(50–99.9, 기본 95).',
  },
  missing: {
    label: '결측값',
    help: '분석별 제외는 각 변수에서 값이 없는 사례만 뺍니다(SPSS 기본).',
    pairwise: '분석별로 결측값 제외',
    listwise: '목록별로 결측값 제외',
  },
  errors: { populationMean: '검정값에 숫자를 입력해 주세요.' },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'One-Sample T Test',
  description:
    'Tests whether the mean of one group differs from a test value, as SPSS One-Sample T Test.',
  targets: {
    variables: 'Test variables',
    variablesHelp: 'Choose one or more numeric variables whose mean to test.',
  },
  populationMean: {
    label: 'Test value',
    help: 'The mean to compare with. As in SPSS, it is 0 by default.',
  },
  selectedConfidence: {
    label: 'Confidence interval percentage',
    help: 'Level of the interval of the mean difference (50–99.9, 95 by default).',
  },
  missing: {
    label: 'Missing values',
    help: 'Analysis by analysis leaves out a case only where its value is missing (SPSS default).',
    pairwise: 'Exclude cases analysis by analysis',
    listwise: 'Exclude cases listwise',
  },
  errors: { populationMean: 'Enter a number as the test value.' },
};
