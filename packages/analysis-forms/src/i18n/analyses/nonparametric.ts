/** Strings of the nonparametric tests (SPSS NPAR TESTS), Korean first. */
export const ko = {
  groupTitle: '비모수 검정',
  targets: {
    test: '검정 변수',
    grouping: '집단변수',
  },
  group1: '집단 1의 값',
  group2: '집단 2의 값',
  pairs: {
    label: '대응 변수',
    help: '변수 1과 변수 2를 고른 뒤 쌍 추가를 누르세요. 차이는 변수 2 − 변수 1입니다(SPSS와 같음).',
    first: '변수 1',
    second: '변수 2',
    choose: '변수 선택',
    add: '쌍 추가',
    remove: '{{first}} – {{second}} 쌍 빼기',
    empty: '아직 고른 쌍이 없습니다.',
    list: '고른 대응 쌍',
    pair: '쌍 {{index}}',
  },
  missing: {
    label: '결측값',
    help: '검정별 제외는 각 검정에 쓰는 변수에 값이 없는 사례만 그 검정에서 뺍니다(SPSS 기본).',
    pairwise: '검정별로 결측값 제외',
    listwise: '목록별로 결측값 제외',
  },
  mannWhitney: {
    title: 'Mann-Whitney U 검정',
    description:
      '독립된 두 집단의 순위를 비교합니다. 정규성을 가정하지 않는 독립표본 t 검정의 대안이며, 작은 표본에서는 SPSS처럼 정확한 유의확률도 보여 줍니다.',
    groupingHelp: '두 집단을 나누는 변수입니다. 아래에 두 집단의 값을 적으세요.',
  },
  wilcoxon: {
    title: 'Wilcoxon 부호순위 검정',
    description:
      '같은 대상에서 잰 두 변수(예: 사전·사후)의 차이를 순위로 검정합니다. 정규성을 가정하지 않는 대응표본 t 검정의 대안입니다.',
  },
  sign: {
    title: '부호 검정',
    description:
      '짝지은 두 변수의 차이가 양(+)인 사례와 음(−)인 사례의 수를 비교합니다. 차이가 25개 이하이면 정확한 이항 유의확률을 씁니다.',
  },
  kruskalWallis: {
    title: 'Kruskal-Wallis 검정',
    description:
      '독립된 세 집단 이상의 순위를 비교합니다. 일원배치 분산분석의 비모수 대안이며, Dunn의 사후 비교(Bonferroni 수정)를 함께 보여 줍니다.',
    groupingHelp: '집단을 나누는 변수입니다. 변수의 모든 값이 집단이 됩니다.',
    pairwise: {
      label: '사후 비교(Dunn, Bonferroni 수정)',
      help: '두 집단씩 평균 순위를 비교하고 유의확률을 비교 횟수만큼 수정합니다.',
    },
  },
  friedman: {
    title: 'Friedman 검정',
    description:
      '같은 대상에서 잰 세 변수 이상(반복측정)의 순위를 비교하고 Kendall의 W를 함께 보여 줍니다. 반복측정 분산분석의 비모수 대안입니다.',
    variables: '검정 변수(조건)',
    variablesHelp: '같은 대상에서 잰 변수를 2개 이상 고르세요. 하나라도 결측인 사례는 뺍니다.',
  },
  chiSquare: {
    title: '카이제곱 적합도 검정',
    description:
      '한 변수의 범주별 빈도가 기대한 비율(모두 같음 또는 직접 지정)과 다른지 검정합니다.',
    expectedMode: {
      label: '기대값',
      equal: '모든 범주가 같음',
      values: '값 지정',
    },
    expectedValues: {
      label: '기대값 목록',
      help: '범주 값의 오름차순으로 범주마다 하나씩 양수를 쉼표로 구분해 적으세요(예: 4, 3, 2, 1).',
    },
  },
  binomial: {
    title: '이항검정',
    description:
      '두 범주로 나뉘는 변수에서 첫 번째 집단의 비율이 검정 비율과 다른지 정확한 이항분포로 검정합니다.',
    testProportion: {
      label: '검정 비율',
      help: '집단 1의 기대 비율입니다(기본 0.5). 0.5이면 양측, 아니면 단측 유의확률을 보여 줍니다(SPSS와 같음).',
    },
    groupMode: {
      label: '집단 정의',
      help: '두 값만 있는 변수는 데이터에서 먼저 나오는 값이 집단 1입니다.',
      dichotomy: '데이터에서 가져오기(두 값)',
      cutPoint: '분할점(이하가 집단 1)',
      values: '두 값 지정',
    },
    cutPoint: '분할점',
  },
  errors: {
    groupingVariable: '집단변수를 하나 골라 주세요.',
    group: '집단의 값을 적어 주세요.',
    sameGroups: '두 집단의 값은 서로 달라야 합니다.',
    groupingIsTest: '집단변수는 검정 변수와 달라야 합니다.',
    pairsMin: '대응 쌍을 하나 이상 추가해 주세요.',
    samePair: '한 쌍의 두 변수는 서로 달라야 합니다.',
    friedmanMin: '변수를 2개 이상 골라 주세요.',
    expectedValues: '기대값은 범주마다 하나씩, 2개 이상의 양수여야 합니다.',
    testProportion: '검정 비율은 0보다 크고 1보다 작아야 합니다.',
    cutPoint: '분할점을 숫자로 적어 주세요.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  groupTitle: 'Nonparametric tests',
  targets: {
    test: 'Test variables',
    grouping: 'Grouping variable',
  },
  group1: 'Value of group 1',
  group2: 'Value of group 2',
  pairs: {
    label: 'Paired variables',
    help: 'Choose variable 1 and variable 2, then add the pair. The difference is variable 2 − variable 1 (as SPSS).',
    first: 'Variable 1',
    second: 'Variable 2',
    choose: 'Choose a variable',
    add: 'Add pair',
    remove: 'Remove the pair {{first}} – {{second}}',
    empty: 'No pair chosen yet.',
    list: 'Chosen pairs',
    pair: 'Pair {{index}}',
  },
  missing: {
    label: 'Missing values',
    help: 'Test by test leaves a case out only of the tests whose variables it lacks (SPSS default).',
    pairwise: 'Exclude cases test-by-test',
    listwise: 'Exclude cases listwise',
  },
  mannWhitney: {
    title: 'Mann-Whitney U Test',
    description:
      'Compares the ranks of two independent groups: the alternative to the independent-samples t test without normality, with SPSS’s exact significance for small samples.',
    groupingHelp: 'The variable that splits the two groups; give the two group values below.',
  },
  wilcoxon: {
    title: 'Wilcoxon Signed-Rank Test',
    description:
      'Tests the difference of two variables measured on the same cases (e.g. before and after) by ranks: the alternative to the paired-samples t test without normality.',
  },
  sign: {
    title: 'Sign Test',
    description:
      'Compares the counts of positive and negative differences of two paired variables; with 25 or fewer differences the exact binomial significance is used.',
  },
  kruskalWallis: {
    title: 'Kruskal-Wallis Test',
    description:
      'Compares the ranks of three or more independent groups: the nonparametric alternative to one-way ANOVA, with Dunn’s pairwise comparisons (Bonferroni-adjusted).',
    groupingHelp: 'The variable that splits the groups; every value it takes is a group.',
    pairwise: {
      label: 'Pairwise comparisons (Dunn, Bonferroni-adjusted)',
      help: 'Compares the mean ranks of every two groups and adjusts the significance for the number of comparisons.',
    },
  },
  friedman: {
    title: 'Friedman Test',
    description:
      'Compares the ranks of three or more variables measured on the same cases (repeated measures), with Kendall’s W: the nonparametric alternative to repeated-measures ANOVA.',
    variables: 'Test variables (conditions)',
    variablesHelp:
      'Choose two or more variables measured on the same cases; a case missing in any is left out.',
  },
  chiSquare: {
    title: 'Chi-Square Goodness-of-Fit Test',
    description:
      'Tests whether the category frequencies of one variable differ from the expected proportions (all equal, or given).',
    expectedMode: {
      label: 'Expected values',
      equal: 'All categories equal',
      values: 'Values',
    },
    expectedValues: {
      label: 'Expected values list',
      help: 'One positive number per category, in ascending order of the category values, separated by commas (e.g. 4, 3, 2, 1).',
    },
  },
  binomial: {
    title: 'Binomial Test',
    description:
      'Tests whether the proportion of the first group of a two-category variable differs from a test proportion, exactly by the binomial distribution.',
    testProportion: {
      label: 'Test proportion',
      help: 'The expected proportion of group 1 (0.5 by default). At 0.5 the significance is two-tailed, otherwise one-tailed (as SPSS).',
    },
    groupMode: {
      label: 'Define dichotomy',
      help: 'With a two-valued variable the value met first in the data is group 1.',
      dichotomy: 'Get from data (two values)',
      cutPoint: 'Cut point (values at or below form group 1)',
      values: 'Two values',
    },
    cutPoint: 'Cut point',
  },
  errors: {
    groupingVariable: 'Choose one grouping variable.',
    group: 'Give the value of the group.',
    sameGroups: 'The two group values must differ.',
    groupingIsTest: 'The grouping variable must not be a test variable.',
    pairsMin: 'Add at least one pair.',
    samePair: 'The two variables of a pair must differ.',
    friedmanMin: 'Choose two or more variables.',
    expectedValues: 'Give two or more positive expected values, one per category.',
    testProportion: 'The test proportion must be between 0 and 1.',
    cutPoint: 'Give the cut point as a number.',
  },
};
