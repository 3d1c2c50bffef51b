/** A 100,000-row survey computed cell by cell from a hash: no array, the same values every run. */
import type { DataGridColumn, DataGridValue } from './DataGrid';

export const surveyColumns: DataGridColumn[] = [
  { key: 'gender', label: '성별', type: 'categorical' },
  { key: 'age', label: '연령', type: 'numeric' },
  { key: 'region', label: '지역', type: 'categorical' },
  { key: 'q1', label: '만족도1', type: 'numeric' },
  { key: 'q2', label: '만족도2', type: 'numeric' },
  { key: 'q3', label: '만족도3', type: 'numeric' },
  { key: 'income', label: '월소득', type: 'numeric' },
  { key: 'comment', label: '의견', type: 'text' },
];

export const SURVEY_ROWS = 100_000;

/** A uniform number in [0, 1) from a row and a column (an integer hash, not a random stream). */
function hash(row: number, column: number): number {
  let h = Math.imul(row + 1, 0x9e3779b1) ^ Math.imul(column + 1, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const regions = ['서울', '경기', '부산', '대구', '인천', '광주'];
const comments = ['배송이 빨라요', '가격이 적당합니다', '포장이 아쉬워요', '다시 구매할게요'];

export function surveyValue(row: number, column: number): DataGridValue {
  const u = hash(row, column);
  switch (surveyColumns[column]?.key) {
    case 'gender':
      return u < 0.5 ? '남자' : '여자';
    case 'age':
      return 20 + Math.floor(u * 50);
    case 'region':
      return regions[Math.floor(u * regions.length)];
    case 'q1':
    case 'q2':
    case 'q3':
      // About 4 % of answers are missing.
      return u < 0.04 ? null : 1 + Math.floor(((u - 0.04) / 0.96) * 5);
    case 'income':
      return u < 0.1 ? null : Math.round(150 + u * 600) * 10_000;
    case 'comment':
      return u < 0.6 ? '' : comments[Math.floor(((u - 0.6) / 0.4) * comments.length)];
    default:
      return null;
  }
}
