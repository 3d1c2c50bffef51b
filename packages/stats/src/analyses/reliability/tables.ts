import type { LocalizedText, ResultColumn, ResultRow, ResultTableModel } from '../../types';
import type {
  ParallelModel,
  ReliabilityRequest,
  ReliabilityScale,
  ReliabilitySummarySpread,
} from './types';

const label = (ko: string, en: string): LocalizedText => ({ ko, en });
const num = (key: string, ko: string, en: string, decimals = 3): ResultColumn => ({
  key,
  label: label(ko, en),
  format: 'number',
  decimals,
});
const int = (key: string, ko: string, en: string): ResultColumn => ({
  key,
  label: label(ko, en),
  format: 'integer',
});
const valueColumn = num('value', '값', 'Value');
const row = (labelText: string, cells: ResultRow['cells']): ResultRow => ({
  label: labelText,
  cells,
});

/**
 * SPSS-like tables per scale: Case Processing Summary, Reliability Statistics (of the
 * chosen model), Item Statistics, Inter-Item Correlation / Covariance Matrix, Summary
 * Item Statistics, Item-Total Statistics, Scale Statistics, and McDonald's omega.
 */
export function reliabilityTables(
  scales: ReliabilityScale[],
  request: ReliabilityRequest,
): ResultTableModel[] {
  return scales.flatMap((scale, index) => {
    const id = (name: string) => `reliability-${name}-${index}`;
    const named = (ko: string, en: string) =>
      scale.name === null ? label(ko, en) : label(`${ko}: ${scale.name}`, `${en}: ${scale.name}`);
    const tables: ResultTableModel[] = [];
    const c = scale.caseSummary;
    tables.push({
      id: id('cases'),
      title: named('케이스 처리 요약', 'Case Processing Summary'),
      columns: [
        int('n', 'N', 'N'),
        { key: 'percent', label: label('%', '%'), format: 'percent', decimals: 1 },
      ],
      rows: [
        row('유효 (Valid)', { n: c.valid, percent: c.validPercent }),
        {
          ...row('제외됨 (Excluded)', { n: c.excluded, percent: c.excludedPercent }),
          footnoteRefs: [0],
        },
        row('전체 (Total)', { n: c.total, percent: c.totalPercent }),
      ],
      footnotes: [
        label(
          '척도의 모든 변수를 기준으로 목록별 삭제했습니다.',
          'Listwise deletion based on all variables in the procedure.',
        ),
      ],
    });
    tables.push(statisticsTable(scale, request, id('statistics'), named));
    if (scale.itemStatistics) {
      tables.push({
        id: id('items'),
        title: named('항목 통계량', 'Item Statistics'),
        columns: [
          num('mean', '평균', 'Mean'),
          num('std', '표준편차', 'Std. Deviation'),
          int('n', 'N', 'N'),
        ],
        rows: scale.itemStatistics.map((s) =>
          row(s.variable, { mean: s.mean, std: s.std, n: s.n }),
        ),
      });
    }
    const matrix = (key: string, values: (number | null)[][], ko: string, en: string) =>
      tables.push({
        id: id(key),
        title: named(ko, en),
        columns: scale.variables.map((v, j) => num(`v${j}`, v, v)),
        rows: scale.variables.map((v, i) =>
          row(v, Object.fromEntries(scale.variables.map((_, j) => [`v${j}`, values[i]![j]!]))),
        ),
      });
    if (scale.interItemCorrelations)
      matrix(
        'correlations',
        scale.interItemCorrelations,
        '항목간 상관행렬',
        'Inter-Item Correlation Matrix',
      );
    if (scale.interItemCovariances)
      matrix(
        'covariances',
        scale.interItemCovariances,
        '항목간 공분산행렬',
        'Inter-Item Covariance Matrix',
      );
    if (scale.summaryItemStatistics) {
      const s = scale.summaryItemStatistics;
      const spreadRow = (name: string, v: ReliabilitySummarySpread) => row(name, { ...v });
      tables.push({
        id: id('summary'),
        title: named('요약 항목 통계량', 'Summary Item Statistics'),
        columns: [
          num('mean', '평균', 'Mean'),
          num('min', '최소값', 'Minimum'),
          num('max', '최대값', 'Maximum'),
          num('range', '범위', 'Range'),
          num('maxMinRatio', '최대값/최소값', 'Maximum / Minimum'),
          num('variance', '분산', 'Variance'),
          int('nItems', '항목 수', 'N of Items'),
        ],
        rows: [
          spreadRow('항목 평균 (Item Means)', s.itemMeans),
          spreadRow('항목 분산 (Item Variances)', s.itemVariances),
          spreadRow('항목간 공분산 (Inter-Item Covariances)', s.interItemCovariances),
          spreadRow('항목간 상관관계 (Inter-Item Correlations)', s.interItemCorrelations),
        ],
      });
    }
    if (scale.itemTotal) {
      tables.push({
        id: id('item-total'),
        title: named('항목 총계 통계량', 'Item-Total Statistics'),
        columns: [
          num('scaleMeanIfDeleted', '항목이 삭제된 경우 척도 평균', 'Scale Mean if Item Deleted'),
          num(
            'scaleVarianceIfDeleted',
            '항목이 삭제된 경우 척도 분산',
            'Scale Variance if Item Deleted',
          ),
          num(
            'correctedItemTotalCorrelation',
            '수정된 항목-전체 상관관계',
            'Corrected Item-Total Correlation',
          ),
          num('squaredMultipleCorrelation', '제곱 다중 상관', 'Squared Multiple Correlation'),
          num(
            'alphaIfDeleted',
            '항목이 삭제된 경우 Cronbach 알파',
            "Cronbach's Alpha if Item Deleted",
          ),
        ],
        rows: scale.itemTotal.map(({ variable, ...cells }) => row(variable, cells)),
      });
    }
    if (scale.scaleStatistics) {
      const s = scale.scaleStatistics;
      tables.push({
        id: id('scale'),
        title: named('척도 통계량', 'Scale Statistics'),
        columns: [
          num('mean', '평균', 'Mean'),
          num('variance', '분산', 'Variance'),
          num('std', '표준편차', 'Std. Deviation'),
          int('nItems', '항목 수', 'N of Items'),
        ],
        rows: scale.splitHalf
          ? [
              ...([1, 2] as const).map((i) => {
                const p = scale.splitHalf![`part${i}`];
                return row(`파트 ${i} (Part ${i})`, {
                  mean: p.mean,
                  variance: p.variance,
                  std: p.std,
                  nItems: p.nItems,
                });
              }),
              row('양쪽 파트 (Both Parts)', {
                mean: s.mean,
                variance: s.variance,
                std: s.std,
                nItems: s.nItems,
              }),
            ]
          : [row('', { mean: s.mean, variance: s.variance, std: s.std, nItems: s.nItems })],
      });
    }
    if (scale.omega) {
      tables.push({
        id: id('omega'),
        title: named('McDonald 오메가', "McDonald's Omega"),
        columns: [num('omega', '오메가', 'Omega'), int('nItems', '항목 수', 'N of Items')],
        rows: [row('', { omega: scale.omega.omega, nItems: scale.variables.length })],
        footnotes: [
          label(
            '공분산행렬에 대한 1요인 최대우도 해의 오메가 전체(omega total)입니다.',
            'Omega total from a one-factor maximum-likelihood solution on the item covariance matrix.',
          ),
        ],
      });
    }
    return tables;
  });
}

function statisticsTable(
  scale: ReliabilityScale,
  request: ReliabilityRequest,
  id: string,
  named: (ko: string, en: string) => LocalizedText,
): ResultTableModel {
  const title = named('신뢰도 통계량', 'Reliability Statistics');
  const s = scale.splitHalf;
  if (s) {
    const partRows = (n: number, p: typeof s.part1): ResultRow[] => [
      {
        label: `Cronbach 알파 (Cronbach's Alpha) — 파트 ${n} (Part ${n})`,
        group: 'alpha',
        cells: { value: p.alpha },
      },
      {
        label: `항목 수 (N of Items) — 파트 ${n} (Part ${n})`,
        group: 'alpha',
        cells: { value: p.nItems },
      },
    ];
    return {
      id,
      title,
      columns: [valueColumn],
      rows: [
        ...partRows(1, s.part1),
        ...partRows(2, s.part2),
        row('전체 항목 수 (Total N of Items)', { value: s.nItems }),
        row('양식 간 상관 (Correlation Between Forms)', { value: s.correlationBetweenForms }),
        row('Spearman-Brown 계수: 동일 길이 (Equal Length)', { value: s.spearmanBrownEqual }),
        row('Spearman-Brown 계수: 다른 길이 (Unequal Length)', { value: s.spearmanBrownUnequal }),
        row('Guttman 반분계수 (Guttman Split-Half Coefficient)', { value: s.guttmanSplitHalf }),
      ],
      footnotes: [
        label(
          `파트 1 문항: ${s.part1.items.join(', ')}. 파트 2 문항: ${s.part2.items.join(', ')}.`,
          `Items of part 1: ${s.part1.items.join(', ')}. Items of part 2: ${s.part2.items.join(', ')}.`,
        ),
      ],
    };
  }
  const g = scale.guttman;
  if (g) {
    return {
      id,
      title,
      columns: [valueColumn],
      rows: [
        ...([1, 2, 3, 4, 5, 6] as const).map((i) =>
          row(`람다 ${i} (Lambda ${i})`, { value: g[`lambda${i}`] }),
        ),
        row('항목 수 (N of Items)', { value: scale.variables.length }),
      ],
    };
  }
  const p: ParallelModel | undefined = scale.parallel ?? scale.strictParallel;
  if (p) {
    const rows: ResultRow[] = [
      row('카이제곱 (Chi-Square)', { value: p.chiSquare }),
      row('자유도 (df)', { value: p.df }),
      row('유의확률 (Sig.)', { value: p.pValue }),
      row('비제약 행렬의 로그 행렬식 (Log of Determinant of Unconstrained Matrix)', {
        value: p.logDetUnconstrained,
      }),
      row('제약 행렬의 로그 행렬식 (Log of Determinant of Constrained Matrix)', {
        value: p.logDetConstrained,
      }),
    ];
    if (p.commonMean !== undefined)
      rows.push(row('공통 평균 (Common Mean)', { value: p.commonMean }));
    rows.push(
      row('공통 분산 (Common Variance)', { value: p.commonVariance }),
      row('진점수 분산 (True Variance)', { value: p.trueVariance }),
      row('오차 분산 (Error Variance)', { value: p.errorVariance }),
      row('공통 항목간 상관 (Common Inter-Item Correlation)', {
        value: p.commonInterItemCorrelation,
      }),
      row('척도 신뢰도 (Reliability of Scale)', { value: p.reliability }),
      row('척도 신뢰도 (비편향) (Reliability of Scale (Unbiased))', {
        value: p.unbiasedReliability,
      }),
    );
    return {
      id,
      title:
        request.model === 'strict'
          ? named('엄격 평행 모형 신뢰도 통계량', 'Reliability Statistics: Strictly Parallel Model')
          : named('평행 모형 신뢰도 통계량', 'Reliability Statistics: Parallel Model'),
      columns: [valueColumn],
      rows,
    };
  }
  return {
    id,
    title,
    columns: [
      num('alpha', 'Cronbach 알파', "Cronbach's Alpha"),
      num(
        'standardizedAlpha',
        '표준화된 항목의 Cronbach 알파',
        "Cronbach's Alpha Based on Standardized Items",
      ),
      int('nItems', '항목 수', 'N of Items'),
    ],
    rows: [row('', { ...scale.reliability })],
  };
}
