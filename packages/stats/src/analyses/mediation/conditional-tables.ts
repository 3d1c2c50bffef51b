import type { ResultTableModel } from '../../types';
import { label, num, pCol } from '../t-one/tables';
import { bootColumns, bootstrapNote, coefficientsTable, modelSummaryTable } from './tables';
import type { ConditionalProcessResult, MediationEffect, SerialIndirectEffect } from './types';
import { josa } from '../../korean';

const text = (key: string, ko: string, en: string) => ({
  key,
  label: label(ko, en),
  format: 'text' as const,
});

const effectColumns = (level: number) => [
  num('effect', '효과', 'Effect'),
  num('se', '표준오차', 'se'),
  num('tValue', 't', 't'),
  pCol('pValue', '유의확률', 'p'),
  num('lowerConf', `${level}% 신뢰구간 하한`, 'LLCI'),
  num('upperConf', `${level}% 신뢰구간 상한`, 'ULCI'),
];

/** Model 6's standardized forms of the total and direct effects, as model 4 prints them. */
const standardizedColumns = [
  num('partiallyStandardized', '부분 표준화 효과', 'c_ps'),
  num('completelyStandardized', '완전 표준화 효과', 'c_cs'),
];
const standardizedNote = label(
  '부분 표준화 효과 = 효과 / SD(Y), 완전 표준화 효과 = 효과 × SD(X) / SD(Y).',
  'Partially standardized = effect / SD(Y); completely standardized = effect × SD(X) / SD(Y).',
);

const effectCells = (e: MediationEffect) => ({
  effect: e.effect,
  se: e.se,
  tValue: e.tValue,
  pValue: e.pValue,
  lowerConf: e.lowerConf,
  upperConf: e.upperConf,
  partiallyStandardized: e.partiallyStandardized,
  completelyStandardized: e.completelyStandardized,
});

/** Model 6's serial indirect effects: the total first, then each path, as PROCESS lists them. */
const serialRows = (effects: SerialIndirectEffect[]) =>
  [...effects.filter((e) => e.path.length === 0), ...effects.filter((e) => e.path.length > 0)].map(
    (e) => ({
      label: e.path.length === 0 ? '전체 (TOTAL)' : e.label,
      cells: {
        effect: e.effect,
        bootSe: e.bootSe,
        bootLower: e.bootLower,
        bootUpper: e.bootUpper,
      },
    }),
  );

const modelNames: Record<ConditionalProcessResult['modelNumber'], [string, string]> = {
  6: ['직렬 매개', 'serial mediation'],
  7: ['1단계 조절된 매개', 'first-stage moderated mediation'],
  8: ['1단계·직접효과 조절된 매개', 'first-stage and direct-effect moderated mediation'],
  14: ['2단계 조절된 매개', 'second-stage moderated mediation'],
  58: ['1·2단계 조절된 매개', 'first- and second-stage moderated mediation'],
};

/** PROCESS 4's output of models 6, 7, 8, 14 and 58, one table a section. */
export function conditionalProcessTables(result: ConditionalProcessResult): ResultTableModel[] {
  const level = result.confidence;
  const b = result.bootstrap;
  const [nameKo, nameEn] = modelNames[result.modelNumber];
  const tables: ResultTableModel[] = [];
  tables.push({
    id: 'model-information',
    title: label(
      `모형 정보 (PROCESS 모형 ${result.modelNumber}, ${nameKo})`,
      `Model Information (PROCESS Model ${result.modelNumber}, ${nameEn})`,
    ),
    columns: [text('value', '값', 'Value')],
    rows: [
      { label: 'Y', cells: { value: result.dependent } },
      { label: 'X', cells: { value: result.independent } },
      ...result.mediators.map((m, j) => ({ label: `M${j + 1}`, cells: { value: m } })),
      ...(result.moderator !== null ? [{ label: 'W', cells: { value: result.moderator } }] : []),
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
  });
  const allModels = [
    ...result.models,
    ...(result.totalEffectModel ? [result.totalEffectModel] : []),
  ];
  tables.push(modelSummaryTable(allModels), coefficientsTable(allModels, level));
  if (result.productTerms.length > 0) {
    tables.push({
      id: 'product-terms',
      title: label('곱셈항', 'Product terms key'),
      columns: [text('outcome', '결과변수', 'Outcome'), text('term', '곱', 'Product')],
      rows: result.productTerms.map((t) => ({
        label: t.label,
        group: t.outcome,
        cells: { outcome: t.outcome, term: `${t.first} × ${t.second}` },
      })),
    });
  }
  const serial = result.modelNumber === 6;
  const xyEffect = (id: string, ko: string, en: string, row: string, e: MediationEffect) =>
    tables.push({
      id,
      title: label(ko, en),
      columns: [...effectColumns(level), ...(serial ? standardizedColumns : [])],
      rows: [{ label: row, cells: effectCells(e) }],
      ...(serial ? { footnotes: [standardizedNote] } : {}),
    });
  if (result.totalEffect) {
    xyEffect(
      'total-effect',
      'X가 Y에 미치는 총효과',
      'Total effect of X on Y',
      '총효과 (Total effect)',
      result.totalEffect,
    );
  }
  if (result.directEffect) {
    xyEffect(
      'direct-effect',
      'X가 Y에 미치는 직접효과',
      'Direct effect of X on Y',
      '직접효과 (Direct effect)',
      result.directEffect,
    );
  }
  if (result.conditionalDirectEffects.length > 0) {
    tables.push({
      id: 'conditional-direct-effects',
      title: label(
        `조절변수의 값에 따른 X의 조건부 직접효과`,
        'Conditional direct effect(s) of X on Y',
      ),
      columns: [
        num('moderatorValue', result.moderator ?? 'W', result.moderator ?? 'W'),
        ...effectColumns(level),
      ],
      // The moderator's value is a column of its own, as PROCESS prints it; the row header only
      // numbers the rows (as moderation does), so the value is not shown twice.
      rows: result.conditionalDirectEffects.map((e, k) => ({
        label: String(k + 1),
        cells: { ...e },
      })),
    });
  }
  if (result.indirectEffects.length > 0) {
    tables.push({
      id: 'indirect-effects',
      title: label('X가 Y에 미치는 간접효과', 'Indirect effect(s) of X on Y'),
      columns: bootColumns(),
      rows: serialRows(result.indirectEffects),
      footnotes: [
        bootstrapNote(result),
        ...result.indirectEffects
          .filter((e) => e.path.length > 0)
          .map((e) => {
            const path = [result.independent, ...e.path, result.dependent].join(' -> ');
            return label(`${e.label}: ${path}`, `${e.label}: ${path}`);
          }),
      ],
    });
  }
  const standardized = (
    id: string,
    ko: string,
    en: string,
    effects: SerialIndirectEffect[],
  ): ResultTableModel => ({
    id,
    title: label(ko, en),
    columns: bootColumns(),
    rows: serialRows(effects),
    footnotes: [bootstrapNote(result)],
  });
  if (result.partiallyStandardizedIndirectEffects.length > 0) {
    tables.push(
      standardized(
        'partially-standardized-indirect-effects',
        'X가 Y에 미치는 부분 표준화 간접효과',
        'Partially Standardized Indirect Effect(s) of X on Y',
        result.partiallyStandardizedIndirectEffects,
      ),
    );
  }
  if (result.completelyStandardizedIndirectEffects.length > 0) {
    tables.push(
      standardized(
        'completely-standardized-indirect-effects',
        'X가 Y에 미치는 완전 표준화 간접효과',
        'Completely Standardized Indirect Effect(s) of X on Y',
        result.completelyStandardizedIndirectEffects,
      ),
    );
  }
  if (result.conditionalIndirectEffects.length > 0) {
    const w = result.moderator ?? 'W';
    tables.push({
      id: 'conditional-indirect-effects',
      title: label(
        '조절변수의 값에 따른 X의 조건부 간접효과',
        'Conditional indirect effects of X on Y',
      ),
      columns: [num('moderatorValue', w, w), ...bootColumns()],
      rows: result.conditionalIndirectEffects.map((e, k, all) => ({
        label: String(all.slice(0, k).filter((o) => o.mediator === e.mediator).length + 1),
        group: `${result.independent} -> ${e.mediator} -> ${result.dependent}`,
        cells: {
          moderatorValue: e.moderatorValue,
          effect: e.effect,
          bootSe: e.bootSe,
          bootLower: e.bootLower,
          bootUpper: e.bootUpper,
        },
      })),
      footnotes: [
        bootstrapNote(result),
        result.moderatorDichotomous
          ? label(
              `${josa(`'${w}'`, '은')} 두 값만 가지므로 그 두 값에서 구했습니다.`,
              `'${w}' takes two values, so the effects are at those values.`,
            )
          : label(
              `${josa(`'${w}'`, '의')} 16, 50, 84 백분위수에서 구했습니다.`,
              `At the 16th, 50th and 84th percentiles of '${w}'.`,
            ),
      ],
    });
  }
  if (result.indexOfModeratedMediation.length > 0) {
    tables.push({
      id: 'index-of-moderated-mediation',
      title: label('조절된 매개지수', 'Index of moderated mediation'),
      columns: [
        num('effect', '지수', 'Index'),
        num('bootSe', '부트스트랩 표준오차', 'BootSE'),
        num('bootLower', '부트스트랩 하한', 'BootLLCI'),
        num('bootUpper', '부트스트랩 상한', 'BootULCI'),
      ],
      rows: result.indexOfModeratedMediation.map((e) => ({
        label: e.mediator,
        cells: {
          effect: e.effect,
          bootSe: e.bootSe,
          bootLower: e.bootLower,
          bootUpper: e.bootUpper,
        },
      })),
      footnotes: [bootstrapNote(result)],
    });
  }
  return tables;
}
