/** Strings of multiple responses (`multiple-responses`), Korean first. */
export const ko = {
  title: '다중응답 분석',
  description:
    '여러 변수에 나뉘어 있는 한 질문의 응답(복수 선택)을 모아 응답 수, 응답 퍼센트, 케이스 퍼센트를 구합니다.',
  targets: {
    variables: '세트에 넣을 변수',
    variablesHelp: '한 질문의 응답이 담긴 변수를 두 개 이상 고르세요.',
  },
  setType: {
    label: '변수 코딩 방식',
    help: '이분형은 선택 여부(예: 1 = 선택)를, 범주형은 응답한 값 자체를 셉니다.',
    dichotomies: '이분형',
    categories: '범주형',
  },
  countedValue: {
    label: '계산 값',
    help: '이 값을 가진 변수를 응답으로 셉니다. 기본은 1입니다.',
  },
  setName: '세트 이름',
  setLabel: '세트 설명(선택)',
  sets: {
    label: '정의된 다중응답 세트',
    help: '위에서 정의한 세트를 목록에 추가하면 다음 세트를 정의할 수 있습니다. 분석은 목록의 세트와, 변수를 고른 경우 위에서 정의 중인 세트까지 함께 실행합니다.',
    add: '세트 목록에 추가',
    added: '‘{{name}}’ 세트를 목록에 추가했습니다.',
    items: '{{type}}, 변수 {{count}}개: {{items}}',
    itemsCounted: '{{type}} (계산 값 {{value}}), 변수 {{count}}개: {{items}}',
    types: { dichotomies: '이분형', categories: '범주형' },
    removeNamed: '{{name}} 세트 빼기',
    empty:
      '아직 추가한 세트가 없습니다. 세트가 하나라면 추가하지 않고 바로 분석을 실행해도 됩니다.',
  },
  errors: {
    name: '세트 이름을 입력해 주세요.',
    countedValue: '계산할 값을 입력해 주세요.',
    duplicateName: '같은 이름의 세트가 이미 있습니다. 다른 이름을 입력해 주세요.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Multiple Responses',
  description:
    'Gathers the answers of one multiple-choice question spread over several variables and counts responses with percent of responses and percent of cases.',
  targets: {
    variables: 'Variables in set',
    variablesHelp: 'Choose two or more variables holding the answers of one question.',
  },
  setType: {
    label: 'Variables are coded as',
    help: 'Dichotomies count whether an option was chosen (e.g. 1 = chosen); categories count the values answered.',
    dichotomies: 'Dichotomies',
    categories: 'Categories',
  },
  countedValue: {
    label: 'Counted value',
    help: 'A variable holding this value counts as a response. It is 1 by default.',
  },
  setName: 'Set name',
  setLabel: 'Set label (optional)',
  sets: {
    label: 'Defined multiple response sets',
    help: 'Add the set defined above to the list to define the next one. The analysis runs the sets in the list and, when variables are chosen, the set being defined above.',
    add: 'Add set to the list',
    added: 'Set ‘{{name}}’ added to the list.',
    items: '{{type}}, {{count}} variables: {{items}}',
    itemsCounted: '{{type}} (counted value {{value}}), {{count}} variables: {{items}}',
    types: { dichotomies: 'Dichotomies', categories: 'Categories' },
    removeNamed: 'Remove set {{name}}',
    empty: 'No set added yet. With a single set you can run the analysis without adding it.',
  },
  errors: {
    name: 'Enter a name for the set.',
    countedValue: 'Enter the value to count.',
    duplicateName: 'A set with this name already exists. Enter another name.',
  },
};
