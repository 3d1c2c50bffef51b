import type { LocalizedText, ResultColumn, ResultRow, ResultTableModel } from '../../types';
import type { EffectSize, OneSampleTRequest, OneSampleTVariable } from './types';

export const label = (ko: string, en: string): LocalizedText => ({ ko, en });
export const num = (key: string, ko: string, en: string, decimals = 3): ResultColumn => ({
  key,
  label: label(ko, en),
  format: 'number',
  decimals,
});
export const int = (key: string, ko: string, en: string): ResultColumn => ({
  key,
  label: label(ko, en),
  format: 'integer',
});
/** Degrees of freedom that may be fractional (Welch): whole ones show without decimals. */
export const dfCol = (key: string, ko: string, en: string): ResultColumn => ({
  key,
  label: label(ko, en),
  format: 'df',
});
export const pCol = (key: string, ko: string, en: string): ResultColumn => ({
  key,
  label: label(ko, en),
  format: 'pValue',
});

/** The "Effect Sizes" table's columns: standardizer, point estimate, interval. */
export function effectSizeColumns(level: number): {
  columnGroups: NonNullable<ResultTableModel['columnGroups']>;
  columns: ResultColumn[];
} {
  return {
    columnGroups: [
      { label: label('', ''), span: 1 },
      { label: label('', ''), span: 2 },
      { label: label(`${level}% 신뢰구간`, `${level}% Confidence Interval`), span: 2 },
    ],
    columns: [
      { key: 'measure', label: label('', ''), format: 'text' },
      num('standardizer', '표준화인자', 'Standardizer'),
      num('pointEstimate', '점 추정값', 'Point Estimate'),
      num('lower', '하한', 'Lower'),
      num('upper', '상한', 'Upper'),
    ],
  };
}

export function effectSizeRows(name: string, d: EffectSize, g: EffectSize): ResultRow[] {
  return [
    ['Cohen d', d],
    ['Hedges 수정 (Hedges’ correction)', g],
  ].map(([measure, e]) => ({
    label: name,
    group: name,
    cells: {
      measure: measure as string,
      standardizer: (e as EffectSize).standardizer,
      pointEstimate: (e as EffectSize).pointEstimate,
      lower: (e as EffectSize).lower,
      upper: (e as EffectSize).upper,
    },
  }));
}

export const effectSizeFootnotes = (): LocalizedText[] => [
  label(
    '효과크기 추정값에 사용된 분모입니다. Cohen d는 표본 표준편차를, Hedges 수정은 표본 표준편차에 수정 계수를 적용한 값을 사용합니다.',
    "The denominator used in estimating the effect sizes. Cohen's d uses the sample standard deviation. Hedges' correction uses the sample standard deviation, plus a correction factor.",
  ),
];

/** SPSS's "One-Sample Statistics", "One-Sample Test" and "One-Sample Effect Sizes". */
export function oneSampleTables(
  variables: OneSampleTVariable[],
  request: OneSampleTRequest,
): ResultTableModel[] {
  const level = request.selectedConfidence;
  const statistics: ResultTableModel = {
    id: 'one-sample-statistics',
    title: label('일표본 통계량', 'One-Sample Statistics'),
    columns: [
      int('n', 'N', 'N'),
      num('mean', '평균', 'Mean'),
      num('std', '표준편차', 'Std. Deviation'),
      num('seMean', '평균의 표준오차', 'Std. Error Mean'),
    ],
    rows: variables.map((v) => ({
      label: v.variable,
      cells: { n: v.n, mean: v.mean, std: v.std, seMean: v.seMean },
    })),
  };
  const test: ResultTableModel = {
    id: 'one-sample-test',
    title: label(
      `일표본 검정 (검정값 = ${request.populationMean})`,
      `One-Sample Test (Test Value = ${request.populationMean})`,
    ),
    columnGroups: [
      { label: label('', ''), span: 2 },
      { label: label('유의확률', 'Significance'), span: 2 },
      { label: label('', ''), span: 1 },
      {
        label: label(
          `차이의 ${level}% 신뢰구간`,
          `${level}% Confidence Interval of the Difference`,
        ),
        span: 2,
      },
    ],
    columns: [
      num('tValue', 't', 't'),
      int('degreesOfFreedom', '자유도', 'df'),
      pCol('pValueOneSided', '단측 p', 'One-Sided p'),
      pCol('pValue', '양측 p', 'Two-Sided p'),
      num('meanDifference', '평균차이', 'Mean Difference'),
      num('lowerConf', '하한', 'Lower'),
      num('upperConf', '상한', 'Upper'),
    ],
    rows: variables.map((v) => ({
      label: v.variable,
      cells: {
        tValue: v.tValue,
        degreesOfFreedom: v.degreesOfFreedom,
        pValueOneSided: v.pValueOneSided,
        pValue: v.pValue,
        meanDifference: v.meanDifference,
        lowerConf: v.lowerConf,
        upperConf: v.upperConf,
      },
    })),
  };
  const effects: ResultTableModel = {
    id: 'one-sample-effect-sizes',
    title: label('일표본 효과크기', 'One-Sample Effect Sizes'),
    ...effectSizeColumns(level),
    rows: variables.flatMap((v) => effectSizeRows(v.variable, v.cohensD, v.hedgesG)),
    footnotes: effectSizeFootnotes(),
  };
  return [statistics, test, effects];
}
