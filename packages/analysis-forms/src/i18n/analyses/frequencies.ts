/** Strings of frequencies (`frequencies`), Korean first. */
export const ko = {
  title: '빈도분석',
  description:
    '변수의 값마다 빈도, 퍼센트, 유효 퍼센트, 누적 퍼센트를 구하고 원하는 통계량을 계산합니다. SPSS의 빈도분석과 같습니다.',
  targets: {
    variables: '분석 변수',
    variablesHelp: '숫자 변수와 범주 변수 모두 쓸 수 있습니다.',
  },
  statistics: {
    label: '통계량',
    help: 'SPSS와 같이 기본으로는 빈도표만 보여 줍니다.',
    quartiles: '사분위수',
    mean: '평균',
    median: '중위수',
    mode: '최빈값',
    sum: '합계',
    std: '표준편차',
    variance: '분산',
    range: '범위',
    min: '최소값',
    max: '최대값',
    seMean: '평균의 표준오차',
    skewness: '왜도',
    kurtosis: '첨도',
  },
  factorGroups: {
    label: '범주 묶기',
    help: '세기 전에 여러 값을 하나의 범주로 묶습니다(예: 1, 2 → 불만족). 값은 쉼표로 구분합니다.',
    variable: '묶을 변수',
    chooseVariable: '변수 선택',
    groupLabel: '범주 이름',
    values: '묶을 값(쉼표로 구분)',
    add: '범주 추가',
    remove: '{{variable}}의 {{label}} 범주 빼기',
    empty: '묶은 범주가 없습니다. 값은 데이터 그대로 셉니다.',
    list: '묶은 범주',
    item: '{{variable}}: {{label}} ← {{values}}',
    needVariables: '분석 변수를 먼저 고르세요.',
  },
  charts: {
    title: '{{variable}} 막대도표',
    frequency: '빈도',
    description: '{{variable}}의 값별 빈도를 막대로 나타냅니다(결측 제외).',
  },
  errors: {
    groupLabel: '범주 이름을 입력해 주세요.',
    groupValues: '묶을 값을 하나 이상 입력해 주세요.',
    groupVariable: '범주를 묶은 변수가 분석 변수에 없습니다.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Frequencies',
  description:
    'Counts each value of a variable with percent, valid percent and cumulative percent, plus the statistics you choose, as SPSS Frequencies.',
  targets: {
    variables: 'Variables',
    variablesHelp: 'Numeric and categorical variables can both be used.',
  },
  statistics: {
    label: 'Statistics',
    help: 'As in SPSS, only the frequency tables are shown by default.',
    quartiles: 'Quartiles',
    mean: 'Mean',
    median: 'Median',
    mode: 'Mode',
    sum: 'Sum',
    std: 'Std. deviation',
    variance: 'Variance',
    range: 'Range',
    min: 'Minimum',
    max: 'Maximum',
    seMean: 'S.E. mean',
    skewness: 'Skewness',
    kurtosis: 'Kurtosis',
  },
  factorGroups: {
    label: 'Group categories',
    help: 'Recode several values into one category before counting (e.g. 1, 2 → dissatisfied). Separate values with commas.',
    variable: 'Variable to group',
    chooseVariable: 'Choose a variable',
    groupLabel: 'Category name',
    values: 'Values to group (comma-separated)',
    add: 'Add category',
    remove: 'Remove the category {{label}} of {{variable}}',
    empty: 'No categories grouped. Values are counted as they are.',
    list: 'Grouped categories',
    item: '{{variable}}: {{label}} ← {{values}}',
    needVariables: 'Choose the variables first.',
  },
  charts: {
    title: 'Bar chart of {{variable}}',
    frequency: 'Frequency',
    description: 'Frequencies of the values of {{variable}} as bars (missing values left out).',
  },
  errors: {
    groupLabel: 'Enter a category name.',
    groupValues: 'Enter at least one value to group.',
    groupVariable: 'A grouped variable is not among the chosen variables.',
  },
};
