/** Strings of the chi-square test of a crosstab (`chi`), Korean first. */
export const ko = {
  title: '교차분석(카이제곱 검정)',
  description:
    '두 범주형 변수의 교차표를 만들고 두 변수가 서로 관련이 있는지 카이제곱 검정으로 확인합니다. SPSS의 교차분석과 같습니다.',
  targets: {
    rows: '행',
    rowsHelp: '교차표의 행이 될 변수 하나를 고르세요.',
    columns: '열',
    columnsHelp: '교차표의 열이 될 변수 하나를 고르세요.',
    layers: '층(선택)',
    layersHelp: '층 변수의 값마다 따로 교차표를 만듭니다. 비워 두어도 됩니다.',
  },
  chiSquareTest: {
    label: '카이제곱 검정',
    help: 'Pearson 카이제곱, 연속성 수정, 우도비, Fisher의 정확 검정, 선형 대 선형 결합을 냅니다. SPSS는 기본으로 끄지만 이 화면에서는 켜 둡니다.',
  },
  statistics: {
    label: '관련성 측도',
    help: '두 변수의 관련 정도를 나타내는 계수입니다.',
    phiCramer: '파이 및 Cramer의 V',
    contingency: '분할계수',
    lambda: '람다',
    gamma: '감마',
  },
  counts: {
    label: '빈도',
    help: '셀에 보일 빈도입니다. 하나 이상 고르세요(SPSS 기본: 관측빈도).',
    observed: '관측빈도',
    expected: '기대빈도',
  },
  percentages: {
    label: '퍼센트',
    help: '셀에 보일 비율입니다.',
    row: '행',
    column: '열',
    total: '전체',
  },
  errors: {
    oneVariable: '변수를 하나만 골라 주세요.',
    chooseCount: '빈도를 하나 이상 골라 주세요.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Crosstabs (Chi-Square Test)',
  description:
    'Builds the crosstab of two categorical variables and tests with chi-square whether they are associated, as SPSS Crosstabs.',
  targets: {
    rows: 'Row',
    rowsHelp: 'Choose one variable for the rows of the table.',
    columns: 'Column',
    columnsHelp: 'Choose one variable for the columns of the table.',
    layers: 'Layer (optional)',
    layersHelp: 'A separate table for each value of a layer variable. May stay empty.',
  },
  chiSquareTest: {
    label: 'Chi-square test',
    help: 'Pearson chi-square, continuity correction, likelihood ratio, Fisher’s exact test and linear-by-linear association. Off by default in SPSS, on here.',
  },
  statistics: {
    label: 'Measures of association',
    help: 'Coefficients of how strongly the two variables are related.',
    phiCramer: 'Phi and Cramer’s V',
    contingency: 'Contingency coefficient',
    lambda: 'Lambda',
    gamma: 'Gamma',
  },
  counts: {
    label: 'Counts',
    help: 'Counts shown in each cell; choose at least one (SPSS default: observed).',
    observed: 'Observed',
    expected: 'Expected',
  },
  percentages: {
    label: 'Percentages',
    help: 'Percentages shown in each cell.',
    row: 'Row',
    column: 'Column',
    total: 'Total',
  },
  errors: {
    oneVariable: 'Choose only one variable.',
    chooseCount: 'Choose at least one kind of count.',
  },
};
