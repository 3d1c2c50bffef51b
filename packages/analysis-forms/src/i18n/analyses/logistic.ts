/** Strings of binary logistic regression (`logistic`, SPSS LOGISTIC REGRESSION), Korean first. */
export const ko = {
  title: '이분형 로지스틱 회귀분석',
  description:
    '예/아니요처럼 두 값뿐인 결과가 일어날 확률을 독립변수들로 설명합니다. SPSS의 이분형 로지스틱 회귀와 같이 모형 계수의 총괄 검정, −2 로그우도, Cox와 Snell·Nagelkerke R제곱, Hosmer-Lemeshow 검정, 분류표, B와 Exp(B)를 냅니다.',
  targets: {
    dependents: '종속변수',
    dependentsHelp:
      '두 값(예: 0과 1, 합격과 불합격)만 가진 변수 하나를 고르세요. 작은 값이 0, 큰 값이 1로 코딩됩니다.',
    independents: '공변량',
    independentsHelp: '숫자로 된 예측변수를 고르세요. 문자 변수는 범주형으로 처리됩니다.',
    categoricalVariables: '범주형 공변량',
    categoricalVariablesHelp:
      '성별·학년처럼 범주인 변수는 여기에 넣으세요. 지시자(indicator) 대비로 코딩됩니다.',
  },
  referenceCategory: {
    label: '참조 범주',
    help: '범주형 공변량의 각 범주를 어느 범주와 비교할지 고릅니다(SPSS 기본: 마지막).',
    last: '마지막 범주',
    first: '첫 번째 범주',
  },
  selectedMethod: {
    label: '변수 선택 방법',
    help: '입력(SPSS 기본값)은 모든 공변량을 한 번에 넣습니다. 단계 방법은 아래의 진입·제거 확률을 씁니다.',
    enter: '입력',
    forwardLR: '전진: LR',
    forwardWald: '전진: Wald',
    backwardLR: '후진: LR',
    backwardWald: '후진: Wald',
  },
  entryValue: {
    label: '진입 확률',
    help: '단계 방법에서 점수 통계량의 유의확률이 이 값 이하이면 변수가 들어갑니다(SPSS 기본 .05).',
  },
  removalValue: {
    label: '제거 확률',
    help: '단계 방법에서 유의확률이 이 값보다 크면 변수가 빠집니다(SPSS 기본 .10).',
  },
  cutValue: {
    label: '분류 기준값',
    help: '예측확률이 이 값보다 크면 1로 분류합니다(0.01–0.99, SPSS 기본 0.5).',
  },
  selectedLogisticOptions: {
    label: '통계량',
    help: '보여 줄 표를 고릅니다.',
    hosmerLemeshow: 'Hosmer-Lemeshow 적합도',
    confidenceIntervals: 'Exp(B)의 신뢰구간',
  },
  selectedConfidence: {
    label: 'Exp(B) 신뢰구간 수준(%)',
    help: '50–99.9, SPSS 기본 95입니다.',
  },
  includeConstant: {
    label: '모형에 상수 포함',
    help: '끄면 상수항 없이 적합합니다(SPSS /ORIGIN).',
  },
  errors: {
    probability: '0과 1 사이의 확률을 넣어 주세요.',
    probabilityOrder: '진입 확률은 제거 확률보다 작아야 합니다.',
    cutValue: '분류 기준값은 0.01에서 0.99 사이여야 합니다.',
    noCovariates: '공변량이나 범주형 공변량을 하나 이상 옮겨 주세요.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Binary Logistic Regression',
  description:
    'Explains the probability of a two-valued outcome (yes/no) from predictors. As SPSS LOGISTIC REGRESSION: omnibus tests of the model coefficients, −2 log likelihood, Cox & Snell and Nagelkerke R squared, the Hosmer-Lemeshow test, the classification table, B and Exp(B).',
  targets: {
    dependents: 'Dependent',
    dependentsHelp:
      'Choose one variable with exactly two values (e.g. 0 and 1, pass and fail). The lower value is coded 0, the higher 1.',
    independents: 'Covariates',
    independentsHelp: 'Choose the numeric predictors. A text variable is treated as categorical.',
    categoricalVariables: 'Categorical covariates',
    categoricalVariablesHelp:
      'Put variables whose values are categories (sex, school year) here; they are coded by indicator contrasts.',
  },
  referenceCategory: {
    label: 'Reference category',
    help: 'Which category every other category of a categorical covariate is compared with (SPSS default: last).',
    last: 'Last',
    first: 'First',
  },
  selectedMethod: {
    label: 'Method',
    help: 'Enter (the SPSS default) puts every covariate in at once. The stepwise methods use the entry and removal probabilities below.',
    enter: 'Enter',
    forwardLR: 'Forward: LR',
    forwardWald: 'Forward: Wald',
    backwardLR: 'Backward: LR',
    backwardWald: 'Backward: Wald',
  },
  entryValue: {
    label: 'Probability for entry',
    help: 'In stepwise methods a variable enters when the significance of its score statistic is at most this (SPSS default .05).',
  },
  removalValue: {
    label: 'Probability for removal',
    help: 'In stepwise methods a variable is removed when its significance exceeds this (SPSS default .10).',
  },
  cutValue: {
    label: 'Classification cutoff',
    help: 'A case is classified as 1 when its predicted probability exceeds this (0.01–0.99, SPSS default 0.5).',
  },
  selectedLogisticOptions: {
    label: 'Statistics',
    help: 'Which tables to show.',
    hosmerLemeshow: 'Hosmer-Lemeshow goodness of fit',
    confidenceIntervals: 'CI for Exp(B)',
  },
  selectedConfidence: {
    label: 'Exp(B) confidence level (%)',
    help: '50–99.9; SPSS default 95.',
  },
  includeConstant: {
    label: 'Include constant in model',
    help: 'Turn off to fit without a constant (SPSS /ORIGIN).',
  },
  errors: {
    probability: 'Enter a probability between 0 and 1.',
    probabilityOrder: 'The probability for entry must be smaller than the probability for removal.',
    cutValue: 'The classification cutoff must be between 0.01 and 0.99.',
    noCovariates: 'Move at least one covariate or categorical covariate.',
  },
};
