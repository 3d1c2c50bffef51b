/** Strings of bivariate correlations (`correlation`), Korean first. */
export const ko = {
  title: '상관분석',
  description:
    '두 개 이상의 숫자 변수가 서로 함께 변하는 정도를 상관계수와 유의확률로 보여 줍니다. SPSS의 이변량 상관분석과 같습니다.',
  targets: {
    variables: '변수',
    variablesHelp: '상관을 볼 숫자 변수를 두 개 이상 고르세요.',
  },
  selectedCoefficientOptions: {
    label: '상관계수',
    help: 'Pearson은 선형 관계, Kendall의 타우-b와 Spearman은 순위 관계를 봅니다.',
    pearson: 'Pearson',
    kendall: 'Kendall의 타우-b',
    spearman: 'Spearman',
  },
  selectedSignificance: {
    label: '유의성 검정',
    help: '관계의 방향을 미리 알 때만 단측을 쓰세요.',
    twoTailed: '양측',
    oneTailed: '단측',
  },
  selectedDisplayOptions: {
    label: '표시',
    help: 'p < .05에 *, p < .01에 **를 붙입니다.',
    flagSignificant: '유의한 상관계수 별표 표시',
  },
  selectedAnalysisOptions: {
    label: '통계량',
    help: 'Pearson 상관계수와 함께 냅니다.',
    meansAndSd: '평균과 표준편차',
    crossProducts: '교차곱 편차와 공분산',
  },
  selectedMissingValueControlMethod: {
    label: '결측값',
    help: '대응별 제외는 두 변수 모두 값이 있는 사례를 씁니다(SPSS 기본).',
    pairwise: '대응별 결측값 제외',
    listwise: '목록별 결측값 제외',
  },
  errors: { chooseCoefficient: '상관계수를 하나 이상 골라 주세요.' },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Correlation',
  description:
    'Shows how strongly two or more numeric variables vary together, with coefficients and significance, as SPSS Bivariate Correlations.',
  targets: {
    variables: 'Variables',
    variablesHelp: 'Choose two or more numeric variables.',
  },
  selectedCoefficientOptions: {
    label: 'Correlation coefficients',
    help: 'Pearson measures linear relations; Kendall’s tau-b and Spearman, rank relations.',
    pearson: 'Pearson',
    kendall: 'Kendall’s tau-b',
    spearman: 'Spearman',
  },
  selectedSignificance: {
    label: 'Test of significance',
    help: 'Use one-tailed only when the direction is known in advance.',
    twoTailed: 'Two-tailed',
    oneTailed: 'One-tailed',
  },
  selectedDisplayOptions: {
    label: 'Display',
    help: 'Marks p < .05 with * and p < .01 with **.',
    flagSignificant: 'Flag significant correlations',
  },
  selectedAnalysisOptions: {
    label: 'Statistics',
    help: 'Shown with the Pearson coefficients.',
    meansAndSd: 'Means and standard deviations',
    crossProducts: 'Cross-product deviations and covariances',
  },
  selectedMissingValueControlMethod: {
    label: 'Missing values',
    help: 'Pairwise uses every case with values on both variables (SPSS default).',
    pairwise: 'Exclude cases pairwise',
    listwise: 'Exclude cases listwise',
  },
  errors: { chooseCoefficient: 'Choose at least one coefficient.' },
};
