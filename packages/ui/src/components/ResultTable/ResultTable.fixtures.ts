import type { ResultTableData } from './format';

/** An independent-samples t test laid out as SPSS prints it. */
export const tTestTable: ResultTableData = {
  id: 'independent-t',
  title: '독립표본 검정',
  columnGroups: [
    { label: 'Levene의 등분산 검정', span: 2 },
    { label: '평균의 동일성에 대한 t 검정', span: 4 },
  ],
  columns: [
    { key: 'F', label: 'F', format: 'number' },
    { key: 'leveneP', label: '유의확률', format: 'pValue' },
    { key: 't', label: 't', format: 'number' },
    { key: 'df', label: '자유도', format: 'number', decimals: 2 },
    { key: 'p', label: '유의확률 (양측)', format: 'pValue' },
    { key: 'meanDiff', label: '평균차', format: 'number' },
  ],
  rows: [
    {
      group: '만족도',
      label: '등분산을 가정함',
      cells: { F: 0.41234, leveneP: 0.52178, t: -3.91234, df: 98, p: 0.00017, meanDiff: -0.8125 },
    },
    {
      group: '만족도',
      label: '등분산을 가정하지 않음',
      cells: { F: null, leveneP: null, t: -3.90111, df: 96.4321, p: 0.00018, meanDiff: -0.8125 },
      footnoteRefs: [0],
    },
  ],
  footnotes: ['Welch-Satterthwaite 자유도를 사용했습니다.'],
};

export const frequencyTable: ResultTableData = {
  id: 'frequency-region',
  title: '거주 지역',
  columns: [
    { key: 'n', label: '빈도', format: 'integer' },
    { key: 'percent', label: '퍼센트', format: 'percent' },
    { key: 'valid', label: '유효 퍼센트', format: 'percent' },
    { key: 'cumulative', label: '누적 퍼센트', format: 'percent' },
  ],
  rows: [
    {
      group: '유효',
      label: '서울',
      cells: { n: 1250, percent: 41.6667, valid: 43.1, cumulative: 43.1 },
    },
    {
      group: '유효',
      label: '경기',
      cells: { n: 980, percent: 32.6667, valid: 33.8, cumulative: 76.9 },
    },
    {
      group: '유효',
      label: '부산',
      cells: { n: 670, percent: 22.3333, valid: 23.1, cumulative: 100 },
    },
    {
      group: '결측',
      label: '시스템 결측',
      cells: { n: 100, percent: 3.3333, valid: null, cumulative: null },
      footnoteRefs: [0, 1],
    },
  ],
  footnotes: ['응답하지 않은 케이스입니다.', '유효 퍼센트 계산에서 제외했습니다.'],
};
