/** Strings shared by the factor, regression, moderation and mediation pages, Korean first. */
export const ko = {
  errors: {
    oneVariable: '변수를 하나만 넣어 주세요.',
    oneRole: '같은 변수를 두 역할에 넣을 수 없습니다. 변수마다 역할은 하나입니다.',
  },
  charts: {
    showTable: '표로 보기',
    hideTable: '표 숨기기',
    saveSvg: 'SVG로 저장',
    savePng: 'PNG로 저장',
    screeDescription: '스크리 도표. {{count}}개 성분의 고유값을 크기순으로 보여 줍니다.',
    loadingsDescription: '문항마다 처음 두 요인의 적재량을 점으로 보여 줍니다.',
    pathDescription:
      '{{x}}에서 {{y}}로 가는 직접 경로와 매개변수를 거치는 경로의 계수를 보여 줍니다.',
  },
} as const;

type Catalogue<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const en: Catalogue<typeof ko> = {
  errors: {
    oneVariable: 'Choose exactly one variable here.',
    oneRole: 'A variable cannot play two roles. Each variable has one role.',
  },
  charts: {
    showTable: 'Show as table',
    hideTable: 'Hide table',
    saveSvg: 'Save as SVG',
    savePng: 'Save as PNG',
    screeDescription: 'Scree plot. The eigenvalues of {{count}} components, largest first.',
    loadingsDescription: 'Each item as a point at its loadings on the first two factors.',
    pathDescription:
      'The coefficients of the direct path from {{x}} to {{y}} and of the paths through the mediators.',
  },
};
