import type { PickerTarget, PickerVariable } from './selection';

export const sampleVariables: PickerVariable[] = [
  { name: 'id', label: '응답자 번호', type: 'numeric' },
  { name: 'satisfaction', label: '만족도', type: 'numeric' },
  { name: 'age', label: '나이', type: 'numeric' },
  { name: 'gender', label: '성별', type: 'categorical' },
  { name: 'region', label: '거주 지역', type: 'categorical' },
  { name: 'income', label: '월 소득', type: 'numeric' },
];

export const sampleTargets: PickerTarget[] = [
  { id: 'dependent', label: '종속변수', accepts: ['numeric'], max: 1 },
  { id: 'independents', label: '독립변수' },
];
