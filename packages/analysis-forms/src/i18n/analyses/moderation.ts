/** Strings of moderation analysis (`moderation`, PROCESS models 1–3), Korean first. */
export const ko = {
  title: '조절효과 분석',
  description:
    '독립변수(X)가 종속변수(Y)에 미치는 효과가 조절변수(W)에 따라 달라지는지 검정합니다. Hayes의 PROCESS 모형 1–3과 같습니다.',
  targets: {
    dependents: '종속변수(Y)',
    independents: '독립변수(X)',
    moderators: '조절변수(W, Z)',
    moderatorsHelp: '모형 1은 W 하나, 모형 2와 3은 W와 Z 두 개를 넣으세요.',
    covariates: '공변량(선택)',
  },
  modelNumber: {
    label: 'PROCESS 모형',
    help: '모형 1이 가장 흔한 단순 조절입니다.',
    model1: '모형 1: X×W',
    model2: '모형 2: X×W와 X×Z',
    model3: '모형 3: X×W×Z(조절된 조절)',
  },
  centering: {
    label: '평균 중심화',
    help: 'PROCESS의 기본값은 중심화하지 않음입니다. 중심화하면 X와 W의 계수를 평균에서의 효과로 읽을 수 있습니다.',
    none: '하지 않음',
    all: '곱에 쓰인 모든 변수',
    continuous: '연속 변수만',
  },
  probeValues: {
    label: '조건부 효과를 볼 조절변수 값',
    help: 'PROCESS의 기본값은 16, 50, 84 백분위수입니다.',
    percentiles: '16, 50, 84 백분위수',
    meanSd: '평균과 ±1 표준편차',
  },
  johnsonNeyman: {
    label: 'Johnson-Neyman 유의 영역',
    help: 'X의 효과가 유의해지거나 유의하지 않게 되는 W의 값을 찾습니다(모형 1, 연속형 W).',
  },
  selectedConfidence: { label: '신뢰구간 수준(%)' },
  charts: {
    title: 'X의 조건부 효과',
    yLabel: 'X의 조건부 효과',
    effect: '효과',
    lower: '신뢰구간 하한',
    upper: '신뢰구간 상한',
    description: '{{focal}}의 효과가 {{moderator}}의 값에 따라 어떻게 달라지는지 보여 줍니다.',
  },
  errors: {
    moderatorCount: '모형 1에는 조절변수가 하나, 모형 2와 3에는 두 개 필요합니다.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Moderation Analysis',
  description:
    'Tests whether the effect of X on Y depends on a moderator W. Hayes’s PROCESS models 1–3.',
  targets: {
    dependents: 'Outcome (Y)',
    independents: 'Predictor (X)',
    moderators: 'Moderators (W, Z)',
    moderatorsHelp: 'Model 1 takes one moderator (W); models 2 and 3 take two (W and Z).',
    covariates: 'Covariates (optional)',
  },
  modelNumber: {
    label: 'PROCESS model',
    help: 'Model 1 is the common simple moderation.',
    model1: 'Model 1: X×W',
    model2: 'Model 2: X×W and X×Z',
    model3: 'Model 3: X×W×Z (moderated moderation)',
  },
  centering: {
    label: 'Mean centring',
    help: 'PROCESS does not centre by default. Centred, the coefficients of X and W are effects at the mean.',
    none: 'None',
    all: 'All variables that form products',
    continuous: 'Continuous variables only',
  },
  probeValues: {
    label: 'Moderator values for conditional effects',
    help: 'PROCESS uses the 16th, 50th and 84th percentiles by default.',
    percentiles: '16th, 50th and 84th percentiles',
    meanSd: 'Mean and ±1 SD',
  },
  johnsonNeyman: {
    label: 'Johnson-Neyman regions of significance',
    help: 'Finds the values of W where the effect of X becomes or stops being significant (model 1, continuous W).',
  },
  selectedConfidence: { label: 'Confidence level (%)' },
  charts: {
    title: 'Conditional Effect of X',
    yLabel: 'Conditional effect of X',
    effect: 'Effect',
    lower: 'Lower bound',
    upper: 'Upper bound',
    description: 'How the effect of {{focal}} changes with the value of {{moderator}}.',
  },
  errors: {
    moderatorCount: 'Model 1 needs one moderator; models 2 and 3 need two.',
  },
};
