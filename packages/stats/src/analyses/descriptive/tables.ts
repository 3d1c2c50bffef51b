import type { LocalizedText, ResultColumn, ResultRow, ResultTableModel } from '../../types';
import type { DescriptiveRequest, DescriptiveVariable } from './types';

const statistic: LocalizedText = { ko: '통계량', en: 'Statistic' };
const stdError: LocalizedText = { ko: '표준오차', en: 'Std. Error' };

interface Block {
  group: LocalizedText;
  columns: {
    key: string;
    label: LocalizedText;
    format: ResultColumn['format'];
    value: (v: DescriptiveVariable) => number | null | undefined;
  }[];
}

const single = (
  key: keyof DescriptiveVariable,
  group: LocalizedText,
  format: ResultColumn['format'] = 'number',
): Block => ({
  group,
  columns: [{ key, label: statistic, format, value: (v) => v[key] as number | null | undefined }],
});

/**
 * SPSS-like output tables: "기술통계 / Descriptive Statistics" with one row per
 * variable and a column (group) per chosen statistic, in SPSS's order, and
 * "정규성 검정 / Tests of Normality" when a test is asked for.
 */
export function descriptiveTables(
  variables: DescriptiveVariable[],
  request: DescriptiveRequest,
): ResultTableModel[] {
  const asked = new Set<string>([
    ...request.centralTendency,
    ...request.dispersion,
    ...request.distribution,
  ]);
  const blocks: Block[] = [
    {
      group: { ko: 'N', en: 'N' },
      columns: [
        { key: 'n', label: { ko: '유효', en: 'Valid' }, format: 'integer', value: (v) => v.n },
        {
          key: 'missing',
          label: { ko: '결측', en: 'Missing' },
          format: 'integer',
          value: (v) => v.missing,
        },
      ],
    },
  ];
  if (asked.has('mean')) blocks.push(single('mean', { ko: '평균', en: 'Mean' }));
  if (asked.has('seMean'))
    blocks.push(single('seMean', { ko: '평균의 표준오차', en: 'Std. Error of Mean' }));
  if (request.confidenceInterval !== null) {
    const level = request.confidenceInterval;
    blocks.push({
      group: { ko: `평균의 ${level}% 신뢰구간`, en: `${level}% Confidence Interval for Mean` },
      columns: [
        {
          key: 'ciLower',
          label: { ko: '하한', en: 'Lower Bound' },
          format: 'number',
          value: (v) => v.confidenceInterval?.lower,
        },
        {
          key: 'ciUpper',
          label: { ko: '상한', en: 'Upper Bound' },
          format: 'number',
          value: (v) => v.confidenceInterval?.upper,
        },
      ],
    });
  }
  if (asked.has('median')) blocks.push(single('median', { ko: '중위수', en: 'Median' }));
  if (asked.has('mode')) blocks.push(single('mode', { ko: '최빈값', en: 'Mode' }));
  if (asked.has('sum')) blocks.push(single('sum', { ko: '합계', en: 'Sum' }));
  if (asked.has('std')) blocks.push(single('std', { ko: '표준편차', en: 'Std. Deviation' }));
  if (asked.has('variance')) blocks.push(single('variance', { ko: '분산', en: 'Variance' }));
  if (asked.has('range')) blocks.push(single('range', { ko: '범위', en: 'Range' }));
  if (asked.has('min')) blocks.push(single('min', { ko: '최솟값', en: 'Minimum' }));
  if (asked.has('max')) blocks.push(single('max', { ko: '최댓값', en: 'Maximum' }));
  if (asked.has('iqr'))
    blocks.push(single('iqr', { ko: '사분위수 범위', en: 'Interquartile Range' }));
  for (const [key, ko, en] of [
    ['skewness', '왜도', 'Skewness'],
    ['kurtosis', '첨도', 'Kurtosis'],
  ] as const) {
    if (!asked.has(key)) continue;
    const seKey = key === 'skewness' ? 'seSkewness' : 'seKurtosis';
    blocks.push({
      group: { ko, en },
      columns: [
        { key, label: statistic, format: 'number', value: (v) => v[key] },
        { key: seKey, label: stdError, format: 'number', value: (v) => v[seKey] },
      ],
    });
  }

  const footnotes: LocalizedText[] = [];
  const modeNote = variables.some((v) => v.multipleModes)
    ? footnotes.push({
        ko: '최빈값이 여러 개 있습니다. 가장 작은 값을 표시합니다.',
        en: 'Multiple modes exist. The smallest value is shown.',
      }) - 1
    : -1;
  const imputedNote = variables.some((v) => (v.imputed ?? 0) > 0)
    ? footnotes.push(
        request.fillMethod === 'mean'
          ? {
              ko: '결측값을 평균으로 대체했습니다.',
              en: 'Missing values were replaced by the mean.',
            }
          : {
              ko: '결측값을 중위수로 대체했습니다.',
              en: 'Missing values were replaced by the median.',
            },
      ) - 1
    : -1;

  const descriptiveTable: ResultTableModel = {
    id: 'descriptive-statistics',
    title: { ko: '기술통계', en: 'Descriptive Statistics' },
    columnGroups: blocks.map((b) => ({ label: b.group, span: b.columns.length })),
    columns: blocks.flatMap((b) =>
      b.columns.map(({ key, label, format }) => ({
        key,
        label,
        format,
        ...(format === 'number' ? { decimals: 3 } : {}),
      })),
    ),
    rows: variables.map((v) => {
      const row: ResultRow = {
        label: v.variable,
        cells: Object.fromEntries(
          blocks.flatMap((b) => b.columns.map((c) => [c.key, c.value(v) ?? null])),
        ),
      };
      const refs = [
        ...(v.multipleModes && modeNote >= 0 ? [modeNote] : []),
        ...((v.imputed ?? 0) > 0 && imputedNote >= 0 ? [imputedNote] : []),
      ];
      if (refs.length > 0) row.footnoteRefs = refs;
      return row;
    }),
  };
  if (footnotes.length > 0) descriptiveTable.footnotes = footnotes;
  const tables = [descriptiveTable];
  if (request.significance.length > 0) tables.push(normalityTable(variables, request));
  return tables;
}

function normalityTable(
  variables: DescriptiveVariable[],
  request: DescriptiveRequest,
): ResultTableModel {
  const ks = request.significance.includes('kolmogorovSmirnov');
  const sw = request.significance.includes('shapiroWilk');
  const columnGroups: ResultTableModel['columnGroups'] = [];
  const columns: ResultColumn[] = [];
  const testColumns = (prefix: string): ResultColumn[] => [
    { key: `${prefix}Statistic`, label: statistic, format: 'number', decimals: 3 },
    { key: `${prefix}Df`, label: { ko: '자유도', en: 'df' }, format: 'integer' },
    { key: `${prefix}P`, label: { ko: '유의확률', en: 'Sig.' }, format: 'pValue' },
  ];
  const footnotes: LocalizedText[] = [];
  if (ks) {
    columnGroups.push({ label: { ko: 'Kolmogorov-Smirnov', en: 'Kolmogorov-Smirnov' }, span: 3 });
    columns.push(...testColumns('ks'));
    footnotes.push({ ko: 'Lilliefors 유의확률 수정', en: 'Lilliefors Significance Correction' });
  }
  if (sw) {
    columnGroups.push({ label: { ko: 'Shapiro-Wilk', en: 'Shapiro-Wilk' }, span: 3 });
    columns.push(...testColumns('sw'));
  }
  const lowerBoundNote = variables.some((v) => v.kolmogorovSmirnov?.pValueIsLowerBound)
    ? footnotes.push({
        ko: '이것은 참 유의확률의 하한입니다.',
        en: 'This is a lower bound of the true significance.',
      }) - 1
    : -1;
  return {
    id: 'tests-of-normality',
    title: { ko: '정규성 검정', en: 'Tests of Normality' },
    columnGroups,
    columns,
    rows: variables.map((v) => {
      const cells: ResultRow['cells'] = {};
      if (ks) {
        cells.ksStatistic = v.kolmogorovSmirnov?.statistic ?? null;
        cells.ksDf = v.kolmogorovSmirnov?.df ?? null;
        cells.ksP = v.kolmogorovSmirnov?.pValue ?? null;
      }
      if (sw) {
        cells.swStatistic = v.shapiroWilk?.statistic ?? null;
        cells.swDf = v.shapiroWilk?.df ?? null;
        cells.swP = v.shapiroWilk?.pValue ?? null;
      }
      const row: ResultRow = { label: v.variable, cells };
      if (v.kolmogorovSmirnov?.pValueIsLowerBound && lowerBoundNote >= 0)
        row.footnoteRefs = [lowerBoundNote];
      return row;
    }),
    footnotes,
  };
}
