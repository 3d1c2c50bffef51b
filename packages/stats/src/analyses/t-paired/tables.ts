import type { ResultTableModel } from '../../types';
import {
  effectSizeColumns,
  effectSizeFootnotes,
  effectSizeRows,
  int,
  label,
  num,
  pCol,
} from '../t-one/tables';
import type { PairedTPair } from './types';

const pairName = (p: PairedTPair, i: number) => `대응 ${i + 1} (Pair ${i + 1})`;
const pairLabel = (p: PairedTPair) => `${p.first} - ${p.second}`;

/** SPSS's "Paired Samples Statistics", "Correlations", "Test" and "Effect Sizes". */
export function pairedTables(pairs: PairedTPair[], level: number): ResultTableModel[] {
  return [
    {
      id: 'paired-samples-statistics',
      title: label('대응표본 통계량', 'Paired Samples Statistics'),
      columns: [
        num('mean', '평균', 'Mean'),
        int('n', 'N', 'N'),
        num('std', '표준편차', 'Std. Deviation'),
        num('seMean', '평균의 표준오차', 'Std. Error Mean'),
      ],
      rows: pairs.flatMap((p, i) => [
        {
          label: p.first,
          group: pairName(p, i),
          cells: { mean: p.mean1, n: p.n, std: p.std1, seMean: p.seMean1 },
        },
        {
          label: p.second,
          group: pairName(p, i),
          cells: { mean: p.mean2, n: p.n, std: p.std2, seMean: p.seMean2 },
        },
      ]),
    },
    {
      id: 'paired-samples-correlations',
      title: label('대응표본 상관계수', 'Paired Samples Correlations'),
      columnGroups: [
        { label: label('', ''), span: 2 },
        { label: label('유의확률', 'Significance'), span: 2 },
      ],
      columns: [
        int('n', 'N', 'N'),
        num('correlation', '상관관계', 'Correlation'),
        pCol('pOneSided', '단측 p', 'One-Sided p'),
        pCol('pTwoSided', '양측 p', 'Two-Sided p'),
      ],
      rows: pairs.map((p, i) => ({
        label: pairLabel(p),
        group: pairName(p, i),
        cells: {
          n: p.n,
          correlation: p.correlation,
          pOneSided: p.correlationPValueOneSided,
          pTwoSided: p.correlationPValue,
        },
      })),
    },
    {
      id: 'paired-samples-test',
      title: label('대응표본 검정', 'Paired Samples Test'),
      columnGroups: [
        { label: label('대응차', 'Paired Differences'), span: 5 },
        { label: label('', ''), span: 2 },
        { label: label('유의확률', 'Significance'), span: 2 },
      ],
      columns: [
        num('meanDifference', '평균', 'Mean'),
        num('stdDifference', '표준편차', 'Std. Deviation'),
        num('seDifference', '평균의 표준오차', 'Std. Error Mean'),
        num('lowerConf', `차이의 ${level}% 신뢰구간 하한`, `${level}% CI of the Difference, Lower`),
        num('upperConf', `차이의 ${level}% 신뢰구간 상한`, `${level}% CI of the Difference, Upper`),
        num('tValue', 't', 't'),
        int('degreesOfFreedom', '자유도', 'df'),
        pCol('pValueOneSided', '단측 p', 'One-Sided p'),
        pCol('pValue', '양측 p', 'Two-Sided p'),
      ],
      rows: pairs.map((p, i) => ({
        label: pairLabel(p),
        group: pairName(p, i),
        cells: {
          meanDifference: p.meanDifference,
          stdDifference: p.stdDifference,
          seDifference: p.seDifference,
          lowerConf: p.lowerConf,
          upperConf: p.upperConf,
          tValue: p.tValue,
          degreesOfFreedom: p.degreesOfFreedom,
          pValueOneSided: p.pValueOneSided,
          pValue: p.pValue,
        },
      })),
    },
    {
      id: 'paired-samples-effect-sizes',
      title: label('대응표본 효과크기', 'Paired Samples Effect Sizes'),
      ...effectSizeColumns(level),
      rows: pairs.flatMap((p) => effectSizeRows(pairLabel(p), p.cohensD, p.hedgesG)),
      footnotes: effectSizeFootnotes(),
    },
  ];
}
