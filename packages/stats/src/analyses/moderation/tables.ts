import type { LocalizedText, ResultColumn, ResultTableModel } from '../../types';
import { int, label, num, pCol } from '../t-one/tables';
import type { ConditionalEffect, ModerationRequest, ModerationResult } from './types';

const modelTypes: Record<ModerationResult['modelNumber'], LocalizedText> = {
  1: label('단순 조절 (X×W)', 'Simple moderation (X×W)'),
  2: label(
    '두 조절변수의 가산 조절 (X×W, X×Z)',
    'Additive moderation by two moderators (X×W, X×Z)',
  ),
  3: label('조절된 조절 (X×W×Z)', 'Moderated moderation (X×W×Z)'),
};

const effectColumns = (level: number): ResultColumn[] => [
  num('effect', '효과', 'Effect'),
  num('se', '표준오차', 'se'),
  num('tValue', 't', 't'),
  pCol('pValue', '유의확률', 'p'),
  num('lowerConf', `${level}% 신뢰구간 하한`, `${level}% LLCI`),
  num('upperConf', `${level}% 신뢰구간 상한`, `${level}% ULCI`),
];

const effectCells = (e: ConditionalEffect) => ({
  w: e.w,
  ...(e.z !== undefined ? { z: e.z } : {}),
  effect: e.effect,
  se: e.se,
  tValue: e.tValue,
  pValue: e.pValue,
  lowerConf: e.lowerConf,
  upperConf: e.upperConf,
});

/** PROCESS's output for models 1–3, as SPSS-style tables. */
export function moderationTables(
  result: ModerationResult,
  request: ModerationRequest,
): ResultTableModel[] {
  const level = result.confidence;
  const [wName, zName] = result.moderators as [string, string | undefined];
  const x = result.focal;
  const tables: ResultTableModel[] = [];
  const roles: [string, string, string][] = [
    ['결과변수 Y', 'Outcome', result.dependent],
    ['독립변수 X', 'Predictor', x],
    ['조절변수 W', 'Moderator', wName],
  ];
  if (zName !== undefined) roles.push(['조절변수 Z', 'Moderator', zName]);
  if (result.covariates.length > 0)
    roles.push(['공변량', 'Covariates', result.covariates.join(', ')]);
  tables.push({
    id: 'model-information',
    title: label('모형 정보', 'Model Information'),
    columns: [{ key: 'value', label: label('', ''), format: 'text' }],
    rows: [
      {
        label: 'PROCESS 모형 (Model)',
        cells: {
          value: `${result.modelNumber}: ${modelTypes[result.modelNumber].ko} (${modelTypes[result.modelNumber].en})`,
        },
      },
      ...roles.map(([ko, en, value]) => ({ label: `${ko} (${en})`, cells: { value } })),
      { label: '표본 크기 (Sample size)', cells: { value: String(result.n) } },
    ],
    footnotes:
      result.centered.length > 0
        ? [
            label(
              `다음 변수는 분석 전에 평균중심화했습니다: ${result.centered.join(', ')}`,
              `The following variables were mean centered prior to analysis: ${result.centered.join(', ')}`,
            ),
          ]
        : [],
  });
  tables.push({
    id: 'model-summary',
    title: label(`모형 요약: ${result.dependent}`, `Model Summary: ${result.dependent}`),
    columns: [
      num('r', 'R', 'R'),
      num('rSquared', 'R 제곱', 'R-sq'),
      num('mse', 'MSE', 'MSE'),
      num('f', 'F', 'F'),
      int('df1', '자유도1', 'df1'),
      int('df2', '자유도2', 'df2'),
      pCol('pValue', '유의확률', 'p'),
    ],
    rows: [{ label: result.dependent, cells: { ...result.summary } }],
  });
  const products = result.coefficients.filter((c) => c.variables);
  tables.push({
    id: 'coefficients',
    title: label('회귀계수', 'Model'),
    columns: [
      num('coeff', '계수', 'coeff'),
      num('se', '표준오차', 'se'),
      num('tValue', 't', 't'),
      pCol('pValue', '유의확률', 'p'),
      num('lowerConf', `${level}% 신뢰구간 하한`, `${level}% LLCI`),
      num('upperConf', `${level}% 신뢰구간 상한`, `${level}% ULCI`),
    ],
    rows: result.coefficients.map((c) => ({
      label: c.term,
      cells: {
        coeff: c.coeff,
        se: c.se,
        tValue: c.tValue,
        pValue: c.pValue,
        lowerConf: c.lowerConf,
        upperConf: c.upperConf,
      },
    })),
    footnotes: [
      label(
        `상호작용항: ${products.map((c) => `${c.term} = ${c.variables!.join(' × ')}`).join(', ')}`,
        `Product terms key: ${products.map((c) => `${c.term} : ${c.variables!.join(' x ')}`).join(', ')}`,
      ),
    ],
  });
  tables.push({
    id: 'interaction-tests',
    title: label(
      '최고차 무조건 상호작용 검정',
      'Test(s) of highest order unconditional interaction(s)',
    ),
    columns: [
      num('rSquaredChange', 'R 제곱 변화량', 'R2-chng'),
      num('f', 'F', 'F'),
      int('df1', '자유도1', 'df1'),
      int('df2', '자유도2', 'df2'),
      pCol('pValue', '유의확률', 'p'),
    ],
    rows: result.interactionTests.map((t) => ({
      label: t.term === 'BOTH' ? '둘 다 (BOTH)' : t.term,
      cells: {
        rSquaredChange: t.rSquaredChange,
        f: t.f,
        df1: t.df1,
        df2: t.df2,
        pValue: t.pValue,
      },
    })),
  });
  if (result.conditionalInteractions.length > 0 && zName !== undefined) {
    tables.push({
      id: 'conditional-interactions',
      title: label(
        `${zName} 값에 따른 조건부 X×W 상호작용 검정`,
        `Test of conditional X*W interaction at value(s) of ${zName}`,
      ),
      columns: [
        num('z', zName, zName),
        num('effect', '효과', 'Effect'),
        num('f', 'F', 'F'),
        int('df1', '자유도1', 'df1'),
        int('df2', '자유도2', 'df2'),
        pCol('pValue', '유의확률', 'p'),
      ],
      rows: result.conditionalInteractions.map((c, k) => ({
        label: String(k + 1),
        cells: { z: c.z, effect: c.effect, f: c.f, df1: c.df1, df2: c.df2, pValue: c.pValue },
      })),
    });
  }
  const probeNote = result.probes.map((p) =>
    p.dichotomous
      ? label(
          `${p.variable}: 이분형 변수의 두 값`,
          `${p.variable}: the two values of a dichotomous variable`,
        )
      : request.probeValues === 'percentiles'
        ? label(
            `${p.variable}: 16, 50, 84번째 백분위수`,
            `${p.variable}: the 16th, 50th and 84th percentiles`,
          )
        : label(
            `${p.variable}: 평균 − 1 표준편차, 평균, 평균 + 1 표준편차`,
            `${p.variable}: one SD below the mean, the mean, one SD above the mean`,
          ),
  );
  tables.push({
    id: 'conditional-effects',
    title: label(
      `조절변수 값에 따른 초점 예측변수(${x})의 조건부 효과`,
      `Conditional effects of the focal predictor (${x}) at values of the moderator(s)`,
    ),
    columns: [
      num('w', wName, wName),
      ...(zName !== undefined ? [num('z', zName, zName)] : []),
      ...effectColumns(level),
    ],
    rows: result.conditionalEffects.map((e, k) => ({
      label: String(k + 1),
      cells: effectCells(e),
    })),
    footnotes: probeNote,
  });
  const jn = result.johnsonNeyman;
  if (jn) {
    tables.push({
      id: 'johnson-neyman-points',
      title: label(
        'Johnson-Neyman 유의성 영역을 정하는 조절변수 값',
        'Moderator value(s) defining Johnson-Neyman significance region(s)',
      ),
      columns: [
        num('value', '값', 'Value'),
        { key: 'percentBelow', label: label('% 미만', '% below'), format: 'percent', decimals: 2 },
        { key: 'percentAbove', label: label('% 초과', '% above'), format: 'percent', decimals: 2 },
      ],
      rows: jn.points.map((p, k) => ({
        label: String(k + 1),
        cells: { value: p.value, percentBelow: p.percentBelow, percentAbove: p.percentAbove },
      })),
      footnotes:
        jn.points.length === 0
          ? [
              label(
                `Johnson-Neyman 방법으로 찾은 통계적 유의성 전환점이 ${wName}의 관측 범위 안에 없습니다.`,
                `There are no statistical significance transition points within the observed range of ${wName} found using the Johnson-Neyman method.`,
              ),
            ]
          : [],
    });
    tables.push({
      id: 'johnson-neyman',
      title: label(
        `${wName} 값에 따른 초점 예측변수의 조건부 효과 (Johnson-Neyman)`,
        `Conditional effect of the focal predictor at values of ${wName} (Johnson-Neyman)`,
      ),
      columns: [num('w', wName, wName), ...effectColumns(level)],
      rows: jn.effects.map((e, k) => ({ label: String(k + 1), cells: effectCells(e) })),
    });
  }
  return tables;
}
