import type { ComboboxOption } from './Combobox';

/** The service's analyses, as a person would look them up. */
export const analysisOptions: readonly ComboboxOption[] = [
  { value: 'frequencies', label: '빈도분석', description: '기술통계' },
  { value: 'descriptive', label: '기술통계분석', description: '기술통계' },
  { value: 'multiple', label: '다중응답분석', description: '기술통계' },
  { value: 't', label: 't-검정', description: '평균 비교' },
  { value: 'anova', label: '분산분석', description: '평균 비교' },
  { value: 'chi-square', label: '교차분석 (카이제곱)', description: '연관성' },
  { value: 'factor', label: '요인분석', description: '원인 분석' },
  { value: 'reliability', label: '신뢰도분석', description: '원인 분석' },
  { value: 'correlation', label: '상관분석', description: '원인 분석' },
  { value: 'linear', label: '선형 회귀분석', description: '회귀' },
  { value: 'moderation', label: '조절효과 분석', description: '회귀' },
  { value: 'mediation', label: '매개효과 분석', description: '회귀' },
];
