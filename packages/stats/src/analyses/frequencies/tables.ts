import type { LocalizedText, ResultRow, ResultTableModel } from '../../types';
import type { FrequenciesRequest, FrequenciesVariable, FrequencyStatistics } from './types';

const label = (ko: string, en: string): LocalizedText => ({ ko, en });

const statisticRows: [keyof FrequencyStatistics, string, string][] = [
  ['mean', '평균', 'Mean'],
  ['seMean', '평균의 표준오차', 'Std. Error of Mean'],
  ['median', '중위수', 'Median'],
  ['mode', '최빈값', 'Mode'],
  ['std', '표준편차', 'Std. Deviation'],
  ['variance', '분산', 'Variance'],
  ['skewness', '왜도', 'Skewness'],
  ['seSkewness', '왜도의 표준오차', 'Std. Error of Skewness'],
  ['kurtosis', '첨도', 'Kurtosis'],
  ['seKurtosis', '첨도의 표준오차', 'Std. Error of Kurtosis'],
  ['range', '범위', 'Range'],
  ['min', '최솟값', 'Minimum'],
  ['max', '최댓값', 'Maximum'],
  ['sum', '합계', 'Sum'],
  ['percentile25', '백분위수 25', 'Percentile 25'],
  ['percentile50', '백분위수 50', 'Percentile 50'],
  ['percentile75', '백분위수 75', 'Percentile 75'],
];

/** SPSS's "Statistics" table (variables as columns) and one frequency table per variable. */
export function frequenciesTables(
  variables: FrequenciesVariable[],
  request: FrequenciesRequest,
): ResultTableModel[] {
  const columns = variables.map((v, i) => ({
    key: `v${i}`,
    label: label(v.variable, v.variable),
    format: 'number' as const,
    decimals: 2,
  }));
  const byVariable = (value: (v: FrequenciesVariable) => number | null | undefined) =>
    Object.fromEntries(variables.map((v, i) => [`v${i}`, value(v) ?? null]));
  const rows: ResultRow[] = [
    { label: '유효 (Valid)', group: 'N', cells: byVariable((v) => v.valid) },
    { label: '결측 (Missing)', group: 'N', cells: byVariable((v) => v.missing) },
  ];
  const footnotes: LocalizedText[] = [];
  if (request.statistics.length > 0) {
    const modeNote = variables.some((v) => v.statistics.multipleModes)
      ? footnotes.push(
          label(
            '최빈값이 여러 개 있습니다. 가장 작은 값을 표시합니다.',
            'Multiple modes exist. The smallest value is shown.',
          ),
        ) - 1
      : -1;
    for (const [key, ko, en] of statisticRows) {
      if (!variables.some((v) => key in v.statistics)) continue;
      const row: ResultRow = {
        label: `${ko} (${en})`,
        cells: byVariable((v) => v.statistics[key] as number | null | undefined),
      };
      if (key === 'mode' && modeNote >= 0) row.footnoteRefs = [modeNote];
      rows.push(row);
    }
  }
  const statistics: ResultTableModel = {
    id: 'statistics',
    title: label('통계량', 'Statistics'),
    columns,
    rows,
  };
  if (footnotes.length > 0) statistics.footnotes = footnotes;
  const frequencyTables = variables.map((v, i): ResultTableModel => ({
    id: `frequency-table-${i}`,
    title: label(v.variable, v.variable),
    columns: [
      { key: 'frequency', label: label('빈도', 'Frequency'), format: 'integer' },
      { key: 'percent', label: label('퍼센트', 'Percent'), format: 'percent', decimals: 1 },
      {
        key: 'validPercent',
        label: label('유효 퍼센트', 'Valid Percent'),
        format: 'percent',
        decimals: 1,
      },
      {
        key: 'cumulativePercent',
        label: label('누적 퍼센트', 'Cumulative Percent'),
        format: 'percent',
        decimals: 1,
      },
    ],
    rows: [
      ...v.rows.map((r) => ({
        label: r.label !== undefined ? `${r.label} (${r.value})` : String(r.value),
        group: '유효 (Valid)',
        cells: {
          frequency: r.frequency,
          percent: r.percent,
          validPercent: r.validPercent,
          cumulativePercent: r.cumulativePercent,
        },
      })),
      {
        label: '합계 (Total)',
        group: '유효 (Valid)',
        cells: {
          frequency: v.valid,
          percent: v.total === 0 ? null : (v.valid / v.total) * 100,
          validPercent: v.valid === 0 ? null : 100,
          cumulativePercent: null,
        },
      },
      ...(v.missing > 0
        ? [
            {
              label: '시스템 결측값 (System)',
              group: '결측 (Missing)',
              cells: {
                frequency: v.missing,
                percent: (v.missing / v.total) * 100,
                validPercent: null,
                cumulativePercent: null,
              },
            },
          ]
        : []),
      {
        label: '전체 (Total)',
        cells: {
          frequency: v.total,
          percent: v.total === 0 ? null : 100,
          validPercent: null,
          cumulativePercent: null,
        },
      },
    ],
  }));
  return [statistics, ...frequencyTables];
}
