import type { LocalizedText, ResultRow, ResultTableModel } from '../../types';
import { int, label, num, pCol } from '../t-one/tables';
import type { IndirectEffect, MediationRegression, MediationResult } from './types';
import { josa } from '../../korean';

const text = (key: string, ko: string, en: string) => ({
  key,
  label: label(ko, en),
  format: 'text' as const,
});

function modelLabel(model: MediationRegression): string {
  return model.role === 'total'
    ? `${model.outcome} (총효과 모형) (Total effect model)`
    : model.outcome;
}

export function bootstrapNote(
  result: Pick<MediationResult, 'bootstrap' | 'confidence'>,
): LocalizedText {
  const b = result.bootstrap;
  const level = result.confidence;
  if (b.samples === 0) {
    return label(
      '부트스트랩을 하지 않아 부트스트랩 표준오차와 신뢰구간이 없습니다.',
      'No bootstrap was run, so there are no bootstrap SEs or intervals.',
    );
  }
  return b.method === 'biasCorrected'
    ? label(
        `${level}% 편향 수정 부트스트랩 신뢰구간, 부트스트랩 표본 ${b.samples}개, 시드 ${b.seed}.`,
        `${level}% bias-corrected bootstrap confidence intervals; ${b.samples} bootstrap samples; seed ${b.seed}.`,
      )
    : label(
        `${level}% 백분위수 부트스트랩 신뢰구간, 부트스트랩 표본 ${b.samples}개, 시드 ${b.seed}.`,
        `${level}% percentile bootstrap confidence intervals; ${b.samples} bootstrap samples; seed ${b.seed}.`,
      );
}

export const bootColumns = () => [
  num('effect', '효과', 'Effect'),
  num('bootSe', '부트스트랩 표준오차', 'BootSE'),
  num('bootLower', '부트스트랩 하한', 'BootLLCI'),
  num('bootUpper', '부트스트랩 상한', 'BootULCI'),
];

/** PROCESS lists the total indirect effect first (with two or more mediators), then each mediator's. */
function indirectRows(effects: IndirectEffect[]): ResultRow[] {
  const specific = effects.filter((e) => e.mediator !== null);
  const ordered = [
    ...(specific.length > 1 ? effects.filter((e) => e.mediator === null) : []),
    ...specific,
  ];
  return ordered.map((e) => ({
    label: e.mediator === null ? '전체 (TOTAL)' : e.label,
    cells: { effect: e.effect, bootSe: e.bootSe, bootLower: e.bootLower, bootUpper: e.bootUpper },
  }));
}

/** PROCESS model 4's output, as SPSS shows it: one table a section. */
export function mediationTables(result: MediationResult): ResultTableModel[] {
  const level = result.confidence;
  const b = result.bootstrap;
  const information: ResultTableModel = {
    id: 'model-information',
    title: label('모형 정보 (PROCESS 모형 4)', 'Model Information (PROCESS Model 4)'),
    columns: [text('value', '값', 'Value')],
    rows: [
      { label: 'Y', cells: { value: result.dependent } },
      { label: 'X', cells: { value: result.independent } },
      ...result.mediators.map((m, j) => ({ label: `M${j + 1}`, cells: { value: m } })),
      ...(result.covariates.length > 0
        ? [{ label: '공변량 (Covariates)', cells: { value: result.covariates.join(', ') } }]
        : []),
      { label: '표본 크기 (Sample size)', cells: { value: String(result.n) } },
      ...(b.samples > 0
        ? [
            { label: '부트스트랩 표본 (Bootstrap samples)', cells: { value: String(b.samples) } },
            { label: '시드 (Seed)', cells: { value: String(b.seed) } },
          ]
        : []),
    ],
    ...(result.excludedCases > 0
      ? {
          footnotes: [
            label(
              `결측값이 있는 사례 ${result.excludedCases}개를 분석에서 제외했습니다.`,
              `${result.excludedCases} case(s) with missing values were deleted from the analysis.`,
            ),
          ],
        }
      : {}),
  };
  const allModels = [...result.models, result.totalEffectModel];
  const summary = modelSummaryTable(allModels);
  const coefficients = coefficientsTable(allModels, level);
  const effects: ResultTableModel = {
    id: 'total-direct-effects',
    title: label('X가 Y에 미치는 총효과와 직접효과', 'Total and Direct Effects of X on Y'),
    columns: [
      num('effect', '효과', 'Effect'),
      num('se', '표준오차', 'se'),
      num('tValue', 't', 't'),
      pCol('pValue', '유의확률', 'p'),
      num('lowerConf', `${level}% 신뢰구간 하한`, 'LLCI'),
      num('upperConf', `${level}% 신뢰구간 상한`, 'ULCI'),
      num('partiallyStandardized', '부분 표준화 효과', 'c_ps'),
      num('completelyStandardized', '완전 표준화 효과', 'c_cs'),
    ],
    rows: [
      { label: '총효과 (Total effect)', cells: { ...result.totalEffect } },
      { label: '직접효과 (Direct effect)', cells: { ...result.directEffect } },
    ],
    footnotes: [
      label(
        '부분 표준화 효과 = 효과 / SD(Y), 완전 표준화 효과 = 효과 × SD(X) / SD(Y).',
        'Partially standardized = effect / SD(Y); completely standardized = effect × SD(X) / SD(Y).',
      ),
    ],
  };
  const contrastRows: ResultRow[] = result.contrasts.map((c) => ({
    label: c.label,
    cells: { effect: c.effect, bootSe: c.bootSe, bootLower: c.bootLower, bootUpper: c.bootUpper },
  }));
  const indirect: ResultTableModel = {
    id: 'indirect-effects',
    title: label('X가 Y에 미치는 간접효과', 'Indirect Effect(s) of X on Y'),
    columns: bootColumns(),
    rows: [...indirectRows(result.indirectEffects), ...contrastRows],
    footnotes: [
      bootstrapNote(result),
      ...result.contrasts.map((c) =>
        label(
          `${c.label} = (${josa(String(c.first), '을')} 거치는 간접효과) − (${josa(String(c.second), '을')} 거치는 간접효과).`,
          `${c.label} = (indirect effect through ${c.first}) − (indirect effect through ${c.second}).`,
        ),
      ),
    ],
  };
  const standardized = (
    id: string,
    ko: string,
    en: string,
    rows: IndirectEffect[],
  ): ResultTableModel => ({
    id,
    title: label(ko, en),
    columns: bootColumns(),
    rows: indirectRows(rows),
    footnotes: [bootstrapNote(result)],
  });
  const sobel: ResultTableModel = {
    id: 'sobel-test',
    title: label(
      '간접효과의 정규이론 검정 (Sobel)',
      'Normal Theory Test for Indirect Effect(s) (Sobel)',
    ),
    columns: [
      num('effect', '효과', 'Effect'),
      num('se', '표준오차', 'se'),
      num('z', 'Z', 'Z'),
      pCol('pValue', '유의확률', 'p'),
    ],
    rows: result.sobel.map((s) => ({ label: s.mediator, cells: { ...s } })),
    footnotes: [
      label(
        '표준오차 = √(b²·se_a² + a²·se_b²) (Sobel의 1차 근사), p는 표준정규분포에 따른 양측 유의확률입니다.',
        "se = √(b²·se_a² + a²·se_b²) (Sobel's first-order approximation); p is two-sided from the standard normal.",
      ),
    ],
  };
  return [
    information,
    summary,
    coefficients,
    effects,
    indirect,
    standardized(
      'partially-standardized-indirect-effects',
      'X가 Y에 미치는 부분 표준화 간접효과',
      'Partially Standardized Indirect Effect(s) of X on Y',
      result.partiallyStandardizedIndirectEffects,
    ),
    standardized(
      'completely-standardized-indirect-effects',
      'X가 Y에 미치는 완전 표준화 간접효과',
      'Completely Standardized Indirect Effect(s) of X on Y',
      result.completelyStandardizedIndirectEffects,
    ),
    sobel,
  ];
}

/** PROCESS's "Model Summary" of every outcome model, one row a model. */
export function modelSummaryTable(allModels: MediationRegression[]): ResultTableModel {
  return {
    id: 'model-summary',
    title: label('모형 요약', 'Model Summary'),
    columns: [
      num('r', 'R', 'R'),
      num('rSquared', 'R 제곱', 'R-sq'),
      num('mse', 'MSE', 'MSE'),
      num('f', 'F', 'F'),
      int('df1', '자유도1', 'df1'),
      int('df2', '자유도2', 'df2'),
      pCol('pValue', '유의확률', 'p'),
    ],
    rows: allModels.map((m) => ({ label: modelLabel(m), cells: { ...m.summary } })),
  };
}

/** PROCESS's coefficients (coeff, se, t, p, LLCI, ULCI), grouped by outcome model. */
export function coefficientsTable(
  allModels: MediationRegression[],
  level: number,
): ResultTableModel {
  return {
    id: 'coefficients',
    title: label('회귀계수', 'Model Coefficients'),
    columns: [
      num('coeff', '계수', 'coeff'),
      num('se', '표준오차', 'se'),
      num('tValue', 't', 't'),
      pCol('pValue', '유의확률', 'p'),
      num('lowerConf', `${level}% 신뢰구간 하한`, 'LLCI'),
      num('upperConf', `${level}% 신뢰구간 상한`, 'ULCI'),
    ],
    rows: allModels.flatMap((m) =>
      m.coefficients.map((c) => ({ label: c.term, group: modelLabel(m), cells: { ...c } })),
    ),
    footnotes: [
      label(
        `각 모형의 결과변수별로 묶었습니다. 신뢰구간은 ${level}% 수준입니다.`,
        `Grouped by each model's outcome variable. Confidence intervals at ${level}%.`,
      ),
    ],
  };
}
