/** Strings of the catalogue of analyses (`/services` and the t-test chooser), Korean first. */
export const ko = {
  heading: '통계처리 서비스',
  lead: '분석 방법을 고르세요. 데이터를 올리고 변수를 고르면 결과와 해석이 나옵니다.',
  open: '시작하기',
  openNamed: '{{title}} 시작하기',
  groups: {
    descriptive: '기술통계',
    multiple: '다중응답',
    averageT: '평균 비교: t 검정',
    anova: '평균 비교: 분산분석',
    association: '연관성',
    cause: '요인과 척도',
    regression: '회귀',
  },
  descriptive: {
    heading: '데이터 분석',
    lead: '데이터의 모습을 먼저 살펴보는 분석입니다. 빈도분석으로 응답의 분포를, 기술통계로 평균과 흩어진 정도를 확인하세요.',
    all: '모든 통계처리 서비스 보기',
  },
  tTests: {
    title: 't 검정',
    description: '평균을 기준값과, 짝지은 두 측정끼리, 또는 독립된 두 집단끼리 비교합니다.',
    chooserHeading: '어떤 t 검정을 할까요?',
    chooserLead: '비교하려는 평균에 맞는 검정을 고르세요.',
    back: '전체 분석 목록',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  heading: 'Statistics services',
  lead: 'Choose an analysis. Upload your data, choose the variables and get the result and its interpretation.',
  open: 'Start',
  openNamed: 'Start {{title}}',
  groups: {
    descriptive: 'Descriptive statistics',
    multiple: 'Multiple responses',
    averageT: 'Comparing means: t-tests',
    anova: 'Comparing means: ANOVA',
    association: 'Association',
    cause: 'Factors and scales',
    regression: 'Regression',
  },
  descriptive: {
    heading: 'Data analysis',
    lead: 'A first look at your data: frequencies show how the answers are spread, descriptive statistics their mean and dispersion.',
    all: 'See all statistics services',
  },
  tTests: {
    title: 't-tests',
    description:
      'Compare a mean with a test value, two paired measurements, or two independent groups.',
    chooserHeading: 'Which t-test?',
    chooserLead: 'Choose the test that fits the means you want to compare.',
    back: 'All analyses',
  },
};
