/** Strings of the data step (a panel of the setting step), Korean first. */
export const ko = {
  heading: '데이터 확인',
  lead: '불러온 데이터와 변수의 유형을 확인하고, 필요하면 유형을 바꾸세요.',
  grid: '{{title}} 미리 보기',
  gridSummary: '전체 {{rows}}행 중 앞 {{shown}}행 · {{columns}}개 변수',
  missingCell: '결측',
  rowNumber: '행',
  variables: '변수 정보',
  columns: {
    name: '변수',
    label: '설명',
    type: '유형',
    valid: '유효',
    missing: '결측',
    valueLabels: '값 설명',
  },
  typeOf: '{{name}}의 유형',
  types: { numeric: '숫자', categorical: '범주', text: '문자' },
  missingNote:
    '빈 칸과 공백만 있는 칸은 결측값입니다. 결측값 처리 방법은 아래 분석 설정에서 고릅니다.',
  typeNote:
    '숫자 변수를 범주로 바꾸면 집단·범주 변수로 쓸 수 있습니다. 문자가 섞인 범주 변수를 숫자로 바꾸면 분석할 때 그 값을 알려 드립니다.',
  none: '없음',
  valueLabels: {
    edit: '값 설명 편집',
    editNamed: '{{name}} 값 설명 편집',
    field: '{{name}}의 값 설명',
    help: '한 줄에 하나씩 "값 = 설명"으로 적으세요(예: 1 = 남). 비우면 값 설명을 지웁니다.',
    save: '저장',
    cancel: '취소',
    invalid: '{{line}}번째 줄을 "값 = 설명" 형식으로 적어 주세요.',
    failed: '값 설명을 저장하지 못했습니다.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  heading: 'Check the data',
  lead: 'Check the data and the type of each variable, and change a type where needed.',
  grid: 'Preview of {{title}}',
  gridSummary: 'First {{shown}} of {{rows}} rows · {{columns}} variables',
  missingCell: 'Missing',
  rowNumber: 'Row',
  variables: 'Variables',
  columns: {
    name: 'Variable',
    label: 'Label',
    type: 'Type',
    valid: 'Valid',
    missing: 'Missing',
    valueLabels: 'Value labels',
  },
  typeOf: 'Type of {{name}}',
  types: { numeric: 'Numeric', categorical: 'Categorical', text: 'Text' },
  missingNote:
    'Empty cells and cells of only spaces are missing values. Choose how the analysis handles them in the settings below.',
  typeNote:
    'A numeric variable made categorical can serve as a grouping variable. A categorical variable with text made numeric gets its offending value reported when analysed.',
  none: 'None',
  valueLabels: {
    edit: 'Edit value labels',
    editNamed: 'Edit value labels of {{name}}',
    field: 'Value labels of {{name}}',
    help: 'One per line as "value = label" (e.g. 1 = Male). Leave empty to remove the value labels.',
    save: 'Save',
    cancel: 'Cancel',
    invalid: 'Write line {{line}} as "value = label".',
    failed: 'Could not save the value labels.',
  },
};
