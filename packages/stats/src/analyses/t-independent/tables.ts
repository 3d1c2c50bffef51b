import type { ResultRow, ResultTableModel } from '../../types';
import {
  dfCol,
  effectSizeColumns,
  effectSizeFootnotes,
  effectSizeRows,
  int,
  label,
  num,
  pCol,
} from '../t-one/tables';
import type { IndependentTRequest, IndependentTRow, IndependentTVariable } from './types';

/** SPSS's "Group Statistics", "Independent Samples Test" and "Independent Samples Effect Sizes". */
export function independentTables(
  variables: IndependentTVariable[],
  groupLabels: [string, string],
  request: IndependentTRequest,
): ResultTableModel[] {
  const level = request.selectedConfidence;
  const grouping = request.independentGroupingVariable.variable;
  const testRow = (
    v: IndependentTVariable,
    which: 'equal' | 'unequal',
    row: IndependentTRow,
  ): ResultRow => ({
    label: v.variable,
    group: v.variable,
    cells: {
      assumption:
        which === 'equal'
          ? '등분산을 가정함 (Equal variances assumed)'
          : '등분산을 가정하지 않음 (Equal variances not assumed)',
      leveneF: which === 'equal' ? v.leveneF : null,
      leveneP: which === 'equal' ? v.leveneP : null,
      tValue: row.tValue,
      degreesOfFreedom: row.degreesOfFreedom,
      pValueOneSided: row.pValueOneSided,
      pValue: row.pValue,
      meanDifference: row.meanDifference,
      seDifference: row.seDifference,
      lowerConf: row.lowerConf,
      upperConf: row.upperConf,
    },
  });
  return [
    {
      id: 'group-statistics',
      title: label('집단통계량', 'Group Statistics'),
      columns: [
        { key: 'group', label: label(grouping, grouping), format: 'text' },
        int('n', 'N', 'N'),
        num('mean', '평균', 'Mean'),
        num('std', '표준편차', 'Std. Deviation'),
        num('seMean', '평균의 표준오차', 'Std. Error Mean'),
      ],
      rows: variables.flatMap((v) => [
        {
          label: v.variable,
          group: v.variable,
          cells: { group: groupLabels[0], n: v.n1, mean: v.mean1, std: v.std1, seMean: v.seMean1 },
        },
        {
          label: v.variable,
          group: v.variable,
          cells: { group: groupLabels[1], n: v.n2, mean: v.mean2, std: v.std2, seMean: v.seMean2 },
        },
      ]),
    },
    {
      id: 'independent-samples-test',
      title: label('독립표본 검정', 'Independent Samples Test'),
      columnGroups: [
        { label: label('', ''), span: 1 },
        {
          label: label('Levene의 등분산 검정', "Levene's Test for Equality of Variances"),
          span: 2,
        },
        { label: label('평균의 동일성에 대한 t 검정', 't-test for Equality of Means'), span: 8 },
      ],
      columns: [
        { key: 'assumption', label: label('', ''), format: 'text' },
        num('leveneF', 'F', 'F'),
        pCol('leveneP', '유의확률', 'Sig.'),
        num('tValue', 't', 't'),
        dfCol('degreesOfFreedom', '자유도', 'df'),
        pCol('pValueOneSided', '단측 p', 'One-Sided p'),
        pCol('pValue', '양측 p', 'Two-Sided p'),
        num('meanDifference', '평균차이', 'Mean Difference'),
        num('seDifference', '표준오차 차이', 'Std. Error Difference'),
        num('lowerConf', `차이의 ${level}% 신뢰구간 하한`, `${level}% CI of the Difference, Lower`),
        num('upperConf', `차이의 ${level}% 신뢰구간 상한`, `${level}% CI of the Difference, Upper`),
      ],
      rows: variables.flatMap((v) => [
        testRow(v, 'equal', v.equalVariances),
        testRow(v, 'unequal', v.unequalVariances),
      ]),
    },
    {
      id: 'independent-samples-effect-sizes',
      title: label('독립표본 효과크기', 'Independent Samples Effect Sizes'),
      ...effectSizeColumns(level),
      rows: variables.flatMap((v) => effectSizeRows(v.variable, v.cohensD, v.hedgesG)),
      footnotes: [
        label(
          '효과크기 추정값에 사용된 분모입니다. Cohen d는 합동 표준편차를, Hedges 수정은 합동 표준편차에 수정 계수를 적용한 값을 사용합니다.',
          "The denominator used in estimating the effect sizes. Cohen's d uses the pooled standard deviation. Hedges' correction uses the pooled standard deviation, plus a correction factor.",
        ),
        ...effectSizeFootnotes().slice(1),
      ],
    },
  ];
}
