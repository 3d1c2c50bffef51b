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
  errors: {
    name: '세트 이름을 입력해 주세요.',
    countedValue: '계산할 값을 입력해 주세요.',
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
  errors: {
    name: 'Enter a name for the set.',
    countedValue: 'Enter the value to count.',
  },
};
