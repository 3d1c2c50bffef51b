import { storeFormsKo } from '../store/catalogue';
import { ko as frequenciesKo } from './analyses/frequencies';
import { ko as multipleResponsesKo } from './analyses/multipleResponses';
import { ko as tOneKo } from './analyses/tOne';
import { ko as tPairedKo } from './analyses/tPaired';
import { ko as nonparametricKo } from './analyses/nonparametric';
import { ko as tIndependentKo } from './analyses/tIndependent';
import { ko as dataStepKo } from './analyses/dataStep';
import { ko as dataPrepKo } from './analyses/dataPrep';
import { ko as anovaKo } from './analyses/anova';
import { ko as chiKo } from './analyses/chi';
import { ko as correlationKo } from './analyses/correlation';
import { ko as reliabilityKo } from './analyses/reliability';
import { ko as factorKo } from './analyses/factor';
import { ko as linearKo } from './analyses/linear';
import { ko as moderationKo } from './analyses/moderation';
import { ko as mediationKo } from './analyses/mediation';
import { ko as repeatedKo } from './analyses/repeated';
import { ko as logisticKo } from './analyses/logistic';
import { ko as multinomialKo } from './analyses/multinomial';
import { ko as modelsKo } from './analyses/models';
import { ko as servicesKo } from './analyses/services';
/** Korean catalogue of the `analysis` namespace (the default language). */
export const ko = {
  setting: {
    heading: '분석 설정',
    dataset: '{{title}} ({{rows}}행)',
    submit: '분석 실행',
    picker: {
      available: '변수 목록',
      moveTo: '{{target}} 칸으로 이동',
      remove: '빼기',
      numeric: '숫자',
      categorical: '범주',
    },
  },
  result: {
    heading: '분석 결과',
    copy: '표 복사',
    copied: '복사되었습니다!',
    warnings: '참고',
    empty: '표시할 결과가 없습니다.',
    interpret: '결과 해석 보기',
    edit: '설정 바꾸기',
    decimals: '소수점 자리',
    decimalsAuto: '기본(SPSS)',
    apa: 'APA 형식',
    apaHelp: 'p값을 APA 양식(p < .001)으로 표시합니다.',
    downloadXlsx: '모든 표 XLSX로 받기',
    print: '보고서 인쇄·PDF 저장',
    toolsLabel: '결과 표시와 내보내기',
    sheetName: '분석 결과',
    syntaxSheet: 'SPSS 구문',
    downloadDocx: 'Word 보고서로 받기',
    preparingDocx: 'Word 보고서를 만드는 중입니다…',
    docxReady: 'Word 보고서를 내려받았습니다.',
    docxFailed: 'Word 보고서를 만들지 못했습니다. 다시 시도해 주세요.',
    report: {
      documentTitle: '통계 분석 보고서',
      table: '표',
      figure: '그림',
      note: '주.',
      warnings: '참고',
      interpretation: '결과 해석',
      syntaxAppendix: '부록: SPSS 구문',
    },
    syntax: {
      heading: 'SPSS 구문',
      lead: 'SPSS의 구문 편집기에 붙여 넣고 실행하면 같은 결과를 얻습니다.',
      code: 'SPSS 구문 내용',
      copy: '구문 복사',
      copied: '구문을 복사했습니다.',
      copyFailed: '복사하지 못했습니다. 구문을 직접 선택해 복사해 주세요.',
    },
    interpretationOtherLanguage:
      '결과 해석이 다른 언어로 작성되어 보고서에 넣지 않았습니다. 결과 해석을 다시 보면 이 언어로 받아 보고서에 함께 인쇄됩니다.',
  },
  interpretation: {
    heading: '결과 해석',
    summary: '요약',
    detail: '자세한 보고',
    unavailable: '이 분석의 해석은 준비 중입니다. 결과 표를 참고해 주세요.',
    toResult: '결과로 돌아가기',
  },
  descriptive: {
    title: '기술통계',
    description:
      '숫자 변수의 평균, 표준편차, 최소값, 최대값 같은 요약 통계와 정규성 검정을 계산합니다.',
    targets: { variables: '분석 변수' },
    centralTendency: {
      label: '중심경향',
      mean: '평균',
      median: '중위수',
      mode: '최빈값',
      sum: '합계',
    },
    dispersion: {
      label: '산포',
      std: '표준편차',
      variance: '분산',
      range: '범위',
      min: '최소값',
      max: '최대값',
      seMean: '평균의 표준오차',
      iqr: '사분위수 범위',
    },
    distribution: { label: '분포', skewness: '왜도', kurtosis: '첨도' },
    confidenceInterval: { label: '평균의 신뢰구간', enable: '신뢰구간 계산', level: '신뢰수준(%)' },
    significance: {
      label: '정규성 검정',
      shapiroWilk: 'Shapiro-Wilk 검정',
      kolmogorovSmirnov: 'Kolmogorov-Smirnov 검정(Lilliefors 수정)',
    },
    charts: {
      histogram: '{{variable}}의 히스토그램',
      boxplot: '상자도표',
      qq: '{{variable}}의 정규 Q-Q 도표',
    },
    visualize: {
      label: '그래프',
      histogram: '히스토그램',
      boxplot: '상자도표',
      qq: '정규 Q-Q 도표',
    },
    fillMethod: {
      label: '결측값 처리',
      exclude: '변수별로 제외',
      mean: '평균으로 대체',
      median: '중위수로 대체',
    },
  },
  frequencies: frequenciesKo,
  multipleResponses: multipleResponsesKo,
  tOne: tOneKo,
  tPaired: tPairedKo,
  nonparametric: nonparametricKo,
  tIndependent: tIndependentKo,
  dataStep: dataStepKo,
  dataPrep: dataPrepKo,
  storeForms: storeFormsKo,
  anova: anovaKo,
  chi: chiKo,
  correlation: correlationKo,
  reliability: reliabilityKo,
  factor: factorKo,
  linear: linearKo,
  moderation: moderationKo,
  mediation: mediationKo,
  repeated: repeatedKo,
  logistic: logisticKo,
  multinomial: multinomialKo,
  models: modelsKo,
  services: servicesKo,
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The catalogue's shape; the English catalogue must have exactly the same keys. */
export type AnalysisCatalogue = Widen<typeof ko>;
