/** Strings of reliability analysis (`reliability`), Korean first. */
export const ko = {
  title: '신뢰도 분석',
  description:
    '여러 문항이 하나의 척도를 일관되게 재는지 Cronbach의 알파 등으로 확인합니다. SPSS의 신뢰도 분석과 같습니다.',
  targets: {
    items: '문항',
    itemsHelp: '한 척도를 이루는 숫자 문항을 두 개 이상 고르세요.',
  },
  factorGroups: {
    label: '요인별 문항 묶음',
    help: '요인분석에서 묶은 문항입니다. 묶음마다 따로 신뢰도를 계산하며, 묶음이 있으면 위의 문항 대신 씁니다.',
    items: '{{count}}개 문항: {{items}}',
    remove: '묶음 빼기',
    removeNamed: '{{name}} 빼기',
    empty: '묶음이 없습니다. 위에서 고른 문항을 한 척도로 분석합니다.',
  },
  model: {
    label: '모형',
    help: 'SPSS와 같이 기본은 Cronbach의 알파입니다.',
    alpha: '알파(Cronbach)',
    splitHalf: '반분',
    guttman: 'Guttman',
    parallel: '평행',
    strict: '엄격한 평행',
  },
  selectedAnalysisOptions: {
    label: '통계량',
    help: '항목 제거 시 척도 통계는 문항마다 빼 보았을 때의 알파를 보여 줍니다.',
    item: '문항 통계',
    scale: '척도 통계',
    scaleIfItemDeleted: '항목 제거 시 척도',
    interItemCorrelations: '문항 간 상관계수',
    interItemCovariances: '문항 간 공분산',
    summaryMeans: '요약 통계',
    omega: 'McDonald의 오메가',
  },
  errors: { groupItems: '묶음마다 문항이 두 개 이상 있어야 합니다.' },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  title: 'Reliability Analysis',
  description:
    'Checks with Cronbach’s alpha and related models whether items measure one scale consistently, as SPSS Reliability Analysis.',
  targets: {
    items: 'Items',
    itemsHelp: 'Choose two or more numeric items of one scale.',
  },
  factorGroups: {
    label: 'Item groups by factor',
    help: 'Items grouped on the factor analysis page. Each group is a scale of its own; when there are groups, they are used instead of the items above.',
    items: '{{count}} items: {{items}}',
    remove: 'Remove group',
    removeNamed: 'Remove {{name}}',
    empty: 'No groups. The items chosen above form one scale.',
  },
  model: {
    label: 'Model',
    help: 'As in SPSS, Cronbach’s alpha by default.',
    alpha: 'Alpha (Cronbach)',
    splitHalf: 'Split-half',
    guttman: 'Guttman',
    parallel: 'Parallel',
    strict: 'Strict parallel',
  },
  selectedAnalysisOptions: {
    label: 'Statistics',
    help: 'Scale if item deleted shows the alpha with each item left out.',
    item: 'Item',
    scale: 'Scale',
    scaleIfItemDeleted: 'Scale if item deleted',
    interItemCorrelations: 'Inter-item correlations',
    interItemCovariances: 'Inter-item covariances',
    summaryMeans: 'Summary statistics',
    omega: 'McDonald’s omega',
  },
  errors: { groupItems: 'Each group needs two or more items.' },
};
