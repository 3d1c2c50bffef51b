/** Strings of linear regression (`linear`), Korean first. */
export const ko = {
  title: '선형 회귀분석',
  description:
    '독립변수들로 종속변수를 예측하는 회귀모형을 적합합니다. SPSS의 선형 회귀(REGRESSION)와 같이 모형 요약, 분산분석표, 계수, 공선성 진단을 냅니다.',
  targets: {
    dependents: '종속변수',
    dependentsHelp: '예측할 숫자 변수 하나를 고르세요.',
    independents: '독립변수',
    independentsHelp: '예측에 쓸 숫자 변수를 하나 이상 고르세요.',
  },
  method: {
    label: '변수 선택 방법',
    help: '입력(SPSS 기본값)은 모든 독립변수를 한 번에 넣습니다.',
    enter: '입력',
    stepwise: '단계 선택',
    forward: '전진',
    backward: '후진',
    remove: '제거',
  },
  linearOptions: {
    label: '통계량',
    help: 'SPSS와 같이 추정값과 모형 적합을 기본으로 냅니다.',
    estimates: '추정값',
    confidenceIntervals: '신뢰구간',
    modelFit: '모형 적합',
    rSquaredChange: 'R제곱 변화량',
    descriptives: '기술통계',
    partCorrelations: '부분상관 및 편상관계수',
    collinearity: '공선성 진단',
    durbinWatson: 'Durbin-Watson',
    casewise: '케이스별 진단',
  },
  selectedConfidence: {
    label: '신뢰구간 수준(%)',
    help: '회귀계수 신뢰구간의 수준입니다. SPSS의 기본값은 95입니다.',
  },
  stepping: {
    label: '단계 선택 기준',
    help: 'F 확률(SPSS 기본값: 진입 .05, 제거 .10) 또는 F값(흔히 진입 3.84, 제거 2.71)을 씁니다.',
    probability: 'F의 확률 사용',
    fValue: 'F값 사용',
  },
  entryValue: { label: '진입', help: '변수를 모형에 넣는 기준입니다.' },
  removalValue: { label: '제거', help: '변수를 모형에서 빼는 기준입니다.' },
  includeConstant: {
    label: '방정식에 상수 포함',
    help: '끄면 원점을 지나는 회귀이며, SPSS와 같이 R제곱은 중심화하지 않은 값입니다.',
  },
  missing: {
    label: '결측값',
    help: 'SPSS의 기본값은 목록별 제외입니다.',
    listwise: '목록별 결측값 제외',
    mean: '평균으로 바꾸기',
  },
  blocks: {
    label: '블록(위계적 회귀분석)',
    help: '위의 독립변수와 방법이 블록 1입니다. 다음 블록을 누르면 변수를 블록별로 차례로 더하고, 블록마다 R제곱 변화량을 보여 줍니다(SPSS의 "다음").',
    add: '다음 블록',
    heading: '블록 {{number}}',
    variables: '블록 {{number}} 독립변수',
    available: '블록 {{number}} 변수 목록',
    method: '블록 {{number}} 방법',
    remove: '블록 {{number}} 빼기',
  },
  errors: {
    blockEmpty: '블록마다 독립변수를 하나 이상 옮겨 주세요.',
    firstBlockRemove: '블록 1의 방법은 제거일 수 없습니다. 아직 모형에 변수가 없습니다.',
    criterion: '0보다 큰 값을 넣어 주세요.',
    probabilityOrder: '진입 확률은 제거 확률보다 작아야 하고, 둘 다 1보다 작아야 합니다.',
    fOrder: '진입 F값은 제거 F값보다 커야 합니다(흔히 3.84와 2.71).',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Linear Regression',
  description:
    'Fits a regression model that predicts the dependent variable from the independents. Model summary, ANOVA, coefficients and collinearity diagnostics as in SPSS REGRESSION.',
  targets: {
    dependents: 'Dependent',
    dependentsHelp: 'Choose the one numeric variable to predict.',
    independents: 'Independents',
    independentsHelp: 'Choose one or more numeric predictors.',
  },
  method: {
    label: 'Method',
    help: 'Enter (the SPSS default) puts every independent in at once.',
    enter: 'Enter',
    stepwise: 'Stepwise',
    forward: 'Forward',
    backward: 'Backward',
    remove: 'Remove',
  },
  linearOptions: {
    label: 'Statistics',
    help: 'As in SPSS, estimates and model fit by default.',
    estimates: 'Estimates',
    confidenceIntervals: 'Confidence intervals',
    modelFit: 'Model fit',
    rSquaredChange: 'R squared change',
    descriptives: 'Descriptives',
    partCorrelations: 'Part and partial correlations',
    collinearity: 'Collinearity diagnostics',
    durbinWatson: 'Durbin-Watson',
    casewise: 'Casewise diagnostics',
  },
  selectedConfidence: {
    label: 'Confidence level (%)',
    help: 'Level of the coefficients’ confidence intervals. SPSS uses 95.',
  },
  stepping: {
    label: 'Stepping method criteria',
    help: 'Probability of F (SPSS default: entry .05, removal .10) or F value (commonly entry 3.84, removal 2.71).',
    probability: 'Use probability of F',
    fValue: 'Use F value',
  },
  entryValue: { label: 'Entry', help: 'The criterion for entering a variable.' },
  removalValue: { label: 'Removal', help: 'The criterion for removing a variable.' },
  includeConstant: {
    label: 'Include constant in equation',
    help: 'Without it the regression goes through the origin and, as in SPSS, R squared is uncentred.',
  },
  missing: {
    label: 'Missing values',
    help: 'SPSS excludes cases listwise by default.',
    listwise: 'Exclude cases listwise',
    mean: 'Replace with mean',
  },
  blocks: {
    label: 'Blocks (hierarchical regression)',
    help: 'The independents and method above are block 1. Next block adds variables block by block, with the R squared change of each block (SPSS’s “Next”).',
    add: 'Next block',
    heading: 'Block {{number}}',
    variables: 'Block {{number}} independents',
    available: 'Block {{number}} variables',
    method: 'Block {{number}} method',
    remove: 'Remove block {{number}}',
  },
  errors: {
    blockEmpty: 'Move at least one independent into every block.',
    firstBlockRemove: 'Block 1 cannot use Remove: no variable is in the model yet.',
    criterion: 'Enter a value greater than 0.',
    probabilityOrder:
      'The probability to enter must be smaller than the probability to remove, and both below 1.',
    fOrder: 'The F to enter must be larger than the F to remove (commonly 3.84 and 2.71).',
  },
};
