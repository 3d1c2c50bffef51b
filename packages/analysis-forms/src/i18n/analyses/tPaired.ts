/** Strings of the paired-samples t-test (`t/paired`), Korean first. */
export const ko = {
  title: '대응표본 t 검정',
  description:
    '같은 대상에서 잰 두 변수(예: 사전·사후)의 평균 차이를 검정합니다. SPSS의 대응표본 t 검정과 같습니다.',
  pairs: {
    label: '대응 변수',
    help: '변수 1과 변수 2를 고른 뒤 쌍 추가를 누르세요. 차이는 변수 1 − 변수 2입니다.',
    first: '변수 1',
    second: '변수 2',
    choose: '변수 선택',
    add: '쌍 추가',
    remove: '{{first}} – {{second}} 쌍 빼기',
    empty: '아직 고른 쌍이 없습니다.',
    list: '고른 대응 쌍',
    pair: '쌍 {{index}}',
  },
  selectedConfidence: {
    label: '신뢰구간 비율(%)',
    help: '평균 차이의 신뢰구간 수준입니다(50–99.9, 기본 95).',
  },
  missing: {
    label: '결측값',
    help: '분석별 제외는 각 쌍에서 두 값 중 하나라도 없는 사례만 뺍니다(SPSS 기본).',
    pairwise: '분석별로 결측값 제외',
    listwise: '목록별로 결측값 제외',
  },
  errors: {
    pairsMin: '대응 쌍을 하나 이상 추가해 주세요.',
    samePair: '한 쌍의 두 변수는 서로 달라야 합니다.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Paired-Samples T Test',
  description:
    'Tests the mean difference of two variables measured on the same cases (e.g. before and after), as SPSS Paired-Samples T Test.',
  pairs: {
    label: 'Paired variables',
    help: 'Choose variable 1 and variable 2, then add the pair. The difference is variable 1 − variable 2.',
    first: 'Variable 1',
    second: 'Variable 2',
    choose: 'Choose a variable',
    add: 'Add pair',
    remove: 'Remove the pair {{first}} – {{second}}',
    empty: 'No pair chosen yet.',
    list: 'Chosen pairs',
    pair: 'Pair {{index}}',
  },
  selectedConfidence: {
    label: 'Confidence interval percentage',
    help: 'Level of the interval of the mean difference (50–99.9, 95 by default).',
  },
  missing: {
    label: 'Missing values',
    help: 'Analysis by analysis leaves out a case only from the pairs where a value is missing (SPSS default).',
    pairwise: 'Exclude cases analysis by analysis',
    listwise: 'Exclude cases listwise',
  },
  errors: {
    pairsMin: 'Add at least one pair.',
    samePair: 'The two variables of a pair must differ.',
  },
};
