/**
 * Korean catalogue of the `wizardIntro` namespace: what an analysis page shows before the
 * visitor has a dataset (the wizard's frame, the upload step, the wizard's errors, an
 * analysis's word about its steps). In a chunk of its own, so the upload step loads only these;
 * the later steps read them too, after the `analysis` namespace.
 */
export const wizardIntroKo = {
  wizard: {
    stepperLabel: '분석 단계',
    stepComplete: '완료',
    steps: {
      intro: '데이터 올리기',
      setting: '분석 설정',
      analysis: '분석 결과',
      interpretation: '결과 해석',
    },
    loading: {
      uploading: '파일을 올리고 있습니다…',
      datasets: '올린 데이터 목록을 불러오고 있습니다…',
      removing: '데이터를 삭제하고 있습니다…',
      dataset: '데이터를 불러오고 있습니다…',
      analysis: '분석하고 있습니다…',
      interpretation: '결과를 해석하고 있습니다…',
    },
    back: '이전 단계',
    retry: '다시 시도',
    reset: '처음으로',
    errorTitle: '문제가 생겼습니다',
    datasetInUse: {
      label: '사용 중인 파일',
      size: '{{rows}}행 × {{columns}}열',
      choose: '다른 파일 선택',
    },
  },
  intro: {
    heading: '데이터 올리기',
    lead: '분석할 데이터 파일을 올리거나 이전에 올린 데이터를 여세요.',
    fileLabel: '데이터 파일',
    fileDescription: 'CSV, Excel(.xlsx), SPSS(.sav) 파일, 최대 {{size}}MB',
    titleLabel: '제목',
    titleDescription: '비워 두면 파일 이름을 씁니다.',
    firstRowAsNames: '첫 행을 변수명으로 사용',
    encodingLabel: '문자 인코딩',
    encoding: { auto: '자동 감지', 'utf-8': 'UTF-8', cp949: 'CP949 (EUC-KR)' },
    upload: '올리고 분석 설정으로',
    useSample: '예제 데이터로 해 보기',
    sampleTitle: '예제 설문 데이터',
    noFile: '파일을 먼저 선택해 주세요.',
    previous: '이전에 올린 데이터',
    empty: '아직 올린 데이터가 없습니다.',
    open: '열기',
    openNamed: '{{title}} 열기',
    remove: '삭제',
    removeNamed: '{{title}} 삭제',
    rowsColumns: '{{rows}}행 · {{columns}}개 변수',
    uploadedAt: '{{date}} 업로드',
  },
  errors: {
    unknown: '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    invalidOptions: '설정을 다시 확인해 주세요.',
    variablesMin: '변수를 {{count}}개 이상 선택해 주세요.',
    variableNotInDataset: '데이터에 없거나 이 분석에 쓸 수 없는 변수가 있습니다.',
    confidenceRange: '신뢰수준은 50에서 99.9 사이의 값이어야 합니다.',
    chooseOne: '하나를 선택해 주세요.',
    invalidInput: '입력한 내용을 다시 확인해 주세요.',
  },
  /** An analysis's word about its steps on the upload step (the definition's `introNoteKey`). */
  introNotes: {
    factor:
      '요인분석에도 결과 해석 단계가 있습니다. 결과표 다음 단계에서 찾은 요인의 수, 설명된 분산, 요인마다 묶인 문항을 보고서에 옮겨 쓸 수 있는 문장으로 정리해 드립니다.',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The namespace's shape; the English catalogue must have exactly the same keys. */
export type WizardIntroCatalogue = Widen<typeof wizardIntroKo>;
