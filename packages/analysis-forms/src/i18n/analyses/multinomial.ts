/** Strings of multinomial logistic regression (`multinomial`, SPSS NOMREG), Korean first. */
export const ko = {
  title: '다항 로지스틱 회귀분석',
  description:
    '진로·전공처럼 범주가 셋 이상인 결과가 어느 범주에 속할지를 요인과 공변량으로 설명합니다. SPSS의 다항 로지스틱 회귀(NOMREG)와 같이 모형 적합 정보, 적합도, 유사 R제곱, 우도비 검정, 참조범주에 대한 범주별 B와 Exp(B), 분류표를 냅니다.',
  targets: {
    dependents: '종속변수',
    dependentsHelp: '범주가 셋 이상인 변수 하나를 고르세요(숫자 코드나 문자 모두 됩니다).',
    factors: '요인',
    factorsHelp:
      '성별·학년처럼 범주인 예측변수를 고르세요. 마지막 범주를 기준으로 지시변수가 만들어집니다.',
    covariates: '공변량',
    covariatesHelp: '점수·나이처럼 숫자로 된 예측변수를 고르세요.',
  },
  referenceCategory: {
    label: '참조범주',
    help: '종속변수의 다른 범주들을 어느 범주와 비교할지 고릅니다(SPSS 기본: 마지막 범주).',
    last: '마지막 범주',
    first: '첫 번째 범주',
    custom: '사용자 정의',
  },
  referenceValue: {
    label: '참조범주 값',
    help: '데이터에 적힌 그대로 참조범주의 값을 적어 주세요(예: 3 또는 인문).',
  },
  selectedConfidence: {
    label: 'Exp(B) 신뢰구간 수준(%)',
    help: '50–99.9, SPSS 기본 95입니다.',
  },
  errors: {
    noPredictors: '요인이나 공변량을 하나 이상 옮겨 주세요.',
    referenceValue: '사용자 정의 참조범주의 값을 적어 주세요.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Multinomial Logistic Regression',
  description:
    'Explains which of three or more categories an outcome (career, major) falls in from factors and covariates. As SPSS NOMREG: model fitting information, goodness of fit, pseudo R squared, likelihood ratio tests, B and Exp(B) of each category against the reference category, and the classification table.',
  targets: {
    dependents: 'Dependent',
    dependentsHelp: 'Choose one variable with three or more categories (number codes or text).',
    factors: 'Factors',
    factorsHelp:
      'Choose categorical predictors (sex, school year); they are coded by indicators against their last category.',
    covariates: 'Covariates',
    covariatesHelp: 'Choose numeric predictors (scores, age).',
  },
  referenceCategory: {
    label: 'Reference category',
    help: 'Which category of the dependent every other category is compared with (SPSS default: last).',
    last: 'Last category',
    first: 'First category',
    custom: 'Custom',
  },
  referenceValue: {
    label: 'Reference value',
    help: 'Type the value of the reference category as it reads in the data (e.g. 3 or 인문).',
  },
  selectedConfidence: {
    label: 'Exp(B) confidence level (%)',
    help: '50–99.9; SPSS default 95.',
  },
  errors: {
    noPredictors: 'Move at least one factor or covariate.',
    referenceValue: 'Type the value of the custom reference category.',
  },
};
