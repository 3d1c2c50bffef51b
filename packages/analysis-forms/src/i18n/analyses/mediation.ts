/** Strings of mediation analysis (`mediation`, PROCESS models 4, 6, 7, 8, 14, 58), Korean first. */
export const ko = {
  title: '매개효과 분석',
  description:
    '독립변수(X)가 매개변수(M)를 거쳐 종속변수(Y)에 미치는 간접효과를 부트스트랩 신뢰구간으로 검정합니다. Hayes의 PROCESS 모형 4와 같습니다.',
  targets: {
    dependents: '종속변수(Y)',
    independents: '독립변수(X)',
    mediators: '매개변수(M)',
    mediatorsHelp:
      '여러 개를 넣으면 병렬 매개모형으로 분석합니다. 모형 6(직렬 매개)에서는 넣은 순서대로 X → M1 → M2 …의 경로가 됩니다.',
    moderators: '조절변수(W)',
    moderatorsHelp: '모형 7, 8, 14, 58에서 하나를 넣습니다. 모형 4와 6에서는 쓰지 않습니다.',
    covariates: '공변량(선택)',
  },
  modelNumber: {
    label: 'PROCESS 모형',
    help: '조절된 매개모형은 조절변수의 16, 50, 84 백분위수(두 값만 있으면 그 두 값)에서 조건부 간접효과를 냅니다.',
    model4: '모형 4: 단순·병렬 매개',
    model6: '모형 6: 직렬 매개(매개변수 2~4개)',
    model7: '모형 7: 1단계(X → M) 조절된 매개',
    model8: '모형 8: 1단계와 직접효과 조절된 매개',
    model14: '모형 14: 2단계(M → Y) 조절된 매개',
    model58: '모형 58: 1·2단계 조절된 매개',
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
    serialMediatorCount: '모형 6(직렬 매개)에는 매개변수가 2개에서 4개까지 필요합니다.',
    moderatorNeeded: '이 모형에는 조절변수(W)가 하나 필요합니다.',
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
    mediatorsHelp:
      'With several mediators the model is a parallel mediation. In model 6 (serial mediation) the order you add them is the path X → M1 → M2 ….',
    moderators: 'Moderator (W)',
    moderatorsHelp: 'One moderator, for models 7, 8, 14 and 58; models 4 and 6 do not use it.',
    covariates: 'Covariates (optional)',
  },
  modelNumber: {
    label: 'PROCESS model',
    help: 'Moderated mediation models give the conditional indirect effects at the 16th, 50th and 84th percentiles of the moderator (a two-valued moderator at its two values).',
    model4: 'Model 4: simple and parallel mediation',
    model6: 'Model 6: serial mediation (2 to 4 mediators)',
    model7: 'Model 7: first-stage (X → M) moderated mediation',
    model8: 'Model 8: first stage and direct effect moderated',
    model14: 'Model 14: second-stage (M → Y) moderated mediation',
    model58: 'Model 58: first and second stage moderated',
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
    serialMediatorCount: 'Model 6 (serial mediation) takes 2 to 4 mediators.',
    moderatorNeeded: 'This model takes one moderator (W).',
    bootstrapSamples: 'Enter a whole number from 0 to 100,000.',
    seed: 'Enter a whole number of at least 0.',
  },
};
