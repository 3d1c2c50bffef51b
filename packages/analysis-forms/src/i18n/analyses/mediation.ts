/** Strings of mediation analysis (`mediation`, PROCESS model 4), Korean first. */
export const ko = {
  title: '매개효과 분석',
  description:
    '독립변수(X)가 매개변수(M)를 거쳐 종속변수(Y)에 미치는 간접효과를 부트스트랩 신뢰구간으로 검정합니다. Hayes의 PROCESS 모형 4와 같습니다.',
  targets: {
    dependents: '종속변수(Y)',
    independents: '독립변수(X)',
    mediators: '매개변수(M)',
    mediatorsHelp: '여러 개를 넣으면 병렬 매개모형으로 분석합니다.',
    covariates: '공변량(선택)',
  },
  bootstrap: {
    label: '부트스트랩 표본 수',
    help: 'PROCESS의 기본값은 5000입니다. 0이면 부트스트랩 구간을 내지 않습니다.',
  },
  adjustBootstrap: {
    label: '편향 수정 부트스트랩 구간',
    help: '끄면 PROCESS의 기본인 백분위수 구간을 씁니다.',
  },
  seed: {
    label: '난수 시드',
    help: '같은 시드로 다시 분석하면 같은 부트스트랩 구간이 나옵니다.',
  },
  selectedConfidence: { label: '신뢰구간 수준(%)' },
  charts: {
    title: '경로 도표',
    path: '경로',
    estimate: '추정값',
    direct: '직접효과',
    total: '총효과',
    note: '* p < .05, ** p < .01, *** p < .001',
  },
  errors: {
    mediatorCount: '매개변수는 10개까지 넣을 수 있습니다.',
    bootstrapSamples: '0에서 100,000 사이의 정수를 넣어 주세요.',
    seed: '0 이상의 정수를 넣어 주세요.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Mediation Analysis',
  description:
    'Tests the indirect effect of X on Y through mediators (M) with bootstrap confidence intervals. Hayes’s PROCESS model 4.',
  targets: {
    dependents: 'Outcome (Y)',
    independents: 'Predictor (X)',
    mediators: 'Mediators (M)',
    mediatorsHelp: 'With several mediators the model is a parallel mediation.',
    covariates: 'Covariates (optional)',
  },
  bootstrap: {
    label: 'Bootstrap samples',
    help: 'PROCESS uses 5000. With 0 no bootstrap intervals are made.',
  },
  adjustBootstrap: {
    label: 'Bias-corrected bootstrap intervals',
    help: 'Off: percentile intervals, the PROCESS default.',
  },
  seed: {
    label: 'Random seed',
    help: 'The same seed gives the same bootstrap intervals again.',
  },
  selectedConfidence: { label: 'Confidence level (%)' },
  charts: {
    title: 'Path Diagram',
    path: 'Path',
    estimate: 'Estimate',
    direct: 'Direct effect',
    total: 'Total effect',
    note: '* p < .05, ** p < .01, *** p < .001',
  },
  errors: {
    mediatorCount: 'Up to 10 mediators.',
    bootstrapSamples: 'Enter a whole number from 0 to 100,000.',
    seed: 'Enter a whole number of at least 0.',
  },
};
