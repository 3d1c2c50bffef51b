/**
 * Default texts of every chart in Korean and English: the labels of axes, legends and data tables,
 * and the sentence each chart writes as its description when none is given. Charts pick the set by
 * their `locale` prop; a label passed as a prop always wins. Numbers arrive already formatted.
 */
export interface ChartMessages {
  frame: {
    showTable: string;
    hideTable: string;
    saveSvg: string;
    savePng: string;
  };
  histogram: {
    yLabel: string;
    binLabel: string;
    meanLabel: string;
    sdLabel: string;
    curveLabel: string;
    summary: (args: { variable?: string; stats: string; curve: boolean }) => string;
  };
  boxPlot: {
    groupLabel: string;
    minLabel: string;
    q1Label: string;
    medianLabel: string;
    q3Label: string;
    maxLabel: string;
    outliersLabel: string;
    /** `groups` lists each group's median, e.g. "A: 중위수 3.00, B: 중위수 4.00". */
    summary: (args: { variable?: string; by?: string; groups: string }) => string;
  };
  qqPlot: {
    xLabel: string;
    yLabel: string;
    orderLabel: string;
    /** `mean` and `sd` are given when the reference line is drawn. */
    summary: (args: { variable?: string; count: number; mean?: string; sd?: string }) => string;
  };
  scatterPlot: {
    caseLabel: string;
    summary: (args: { x?: string; y?: string; count: number; equation?: string }) => string;
  };
  meansPlot: {
    errorLabel: string;
    meanLabel: string;
    lowerLabel: string;
    upperLabel: string;
    groupLabel: string;
    /** `error` is given when error bars are drawn. */
    summary: (args: { variable?: string; by?: string; groups: string; error?: string }) => string;
  };
  barChart: {
    yLabel: string;
    missingLabel: string;
    /** `series` lists the series names when there are several. */
    summary: (args: { x?: string; y: string; series?: string; values: string }) => string;
  };
  screePlot: {
    xLabel: string;
    yLabel: string;
    varianceLabel: string;
    /** `reference` is given when the reference line is drawn. */
    summary: (args: {
      count: number;
      values: string;
      reference?: string;
      retained: number;
    }) => string;
  };
  interactionPlot: {
    /** One point of a line, e.g. "M에서 3.20" / "3.20 at M". */
    point: (x: string, y: string) => string;
    summary: (args: { moderator?: string; lines: string }) => string;
  };
  pathDiagram: {
    pathLabel: string;
    estimateLabel: string;
    directLabel: string;
    totalLabel: string;
    /** `effects` is the direct (and total) effect, e.g. "직접효과 c′ = 0.30 (총효과 c = 0.50)". */
    summary: (args: { mediators: string; effects: string }) => string;
  };
}

export const chartMessagesKo: ChartMessages = {
  frame: {
    showTable: '표로 보기',
    hideTable: '표 숨기기',
    saveSvg: 'SVG로 저장',
    savePng: 'PNG로 저장',
  },
  histogram: {
    yLabel: '빈도',
    binLabel: '구간',
    meanLabel: '평균',
    sdLabel: '표준편차',
    curveLabel: '정규곡선',
    summary: ({ variable, stats, curve }) =>
      `${variable ? `${variable}의 ` : ''}히스토그램. ${stats}. 막대는 구간별 빈도${
        curve ? '이고, 곡선은 평균과 표준편차가 같은 정규분포입니다' : '입니다'
      }.`,
  },
  boxPlot: {
    groupLabel: '집단',
    minLabel: '최솟값',
    q1Label: '제1사분위수',
    medianLabel: '중위수',
    q3Label: '제3사분위수',
    maxLabel: '최댓값',
    outliersLabel: '이상값',
    summary: ({ variable, by, groups }) =>
      `${variable ? `${variable}의 ` : ''}상자도표${by ? `(${by}별)` : ''}. ${groups}.`,
  },
  qqPlot: {
    xLabel: '관측값',
    yLabel: '기대 정규값',
    orderLabel: '순서',
    summary: ({ variable, count, mean, sd }) =>
      `${variable ? `${variable}의 ` : ''}정규 Q-Q 도표. ${count}개 관측값과 기대 정규값${
        mean !== undefined && sd !== undefined
          ? `, 평균 = ${mean}, 표준편차 = ${sd}인 정규분포의 기준선`
          : ''
      }. 점이 직선에 가까울수록 정규분포에 가깝습니다.`,
  },
  scatterPlot: {
    caseLabel: '케이스',
    summary: ({ x, y, count, equation }) =>
      `산점도${x && y ? `(x축 ${x}, y축 ${y})` : ''}. ${count}개 케이스${
        equation ? `, 회귀선 ${equation}` : ''
      }.`,
  },
  meansPlot: {
    errorLabel: '오차 막대: 95% 신뢰구간',
    meanLabel: '평균',
    lowerLabel: '하한',
    upperLabel: '상한',
    groupLabel: '집단',
    summary: ({ variable, by, groups, error }) =>
      `${variable ? `${variable}의 ` : ''}평균 도표${by ? `(${by}별)` : ''}. ${groups}.${
        error !== undefined ? ` ${error}.` : ''
      }`,
  },
  barChart: {
    yLabel: '빈도',
    missingLabel: '결측',
    summary: ({ x, y, series, values }) =>
      `${x ? `${x}별 ` : ''}${y} 막대그래프${series !== undefined ? `(${series})` : ''}. ${values}.`,
  },
  screePlot: {
    xLabel: '성분 번호',
    yLabel: '고유값',
    varianceLabel: '분산 %',
    summary: ({ count, values, reference, retained }) =>
      `스크리 도표. ${count}개 성분의 고유값: ${values}.${
        reference === undefined ? '' : ` 고유값이 ${reference}보다 큰 성분은 ${retained}개입니다.`
      }`,
  },
  interactionPlot: {
    point: (x, y) => `${x}에서 ${y}`,
    summary: ({ moderator, lines }) =>
      `상호작용 도표${moderator ? `(${moderator} 수준별 단순 기울기)` : ''}. ${lines}.`,
  },
  pathDiagram: {
    pathLabel: '경로',
    estimateLabel: '추정값',
    directLabel: '직접효과',
    totalLabel: '총효과',
    summary: ({ mediators, effects }) => `매개모형 경로도. ${mediators}. ${effects}.`,
  },
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const chartMessagesEn: ChartMessages = {
  frame: {
    showTable: 'Show as table',
    hideTable: 'Hide table',
    saveSvg: 'Save as SVG',
    savePng: 'Save as PNG',
  },
  histogram: {
    yLabel: 'Frequency',
    binLabel: 'Bin',
    meanLabel: 'Mean',
    sdLabel: 'SD',
    curveLabel: 'Normal curve',
    summary: ({ variable, stats, curve }) =>
      `Histogram${variable ? ` of ${variable}` : ''}. ${stats}. Bars show the frequency in each bin${
        curve ? '; the curve is the normal distribution with the same mean and SD' : ''
      }.`,
  },
  boxPlot: {
    groupLabel: 'Group',
    minLabel: 'Minimum',
    q1Label: 'First quartile',
    medianLabel: 'Median',
    q3Label: 'Third quartile',
    maxLabel: 'Maximum',
    outliersLabel: 'Outliers',
    summary: ({ variable, by, groups }) =>
      `Box plot${variable ? ` of ${variable}` : ''}${by ? ` by ${by}` : ''}. ${groups}.`,
  },
  qqPlot: {
    xLabel: 'Observed value',
    yLabel: 'Expected normal value',
    orderLabel: 'Order',
    summary: ({ variable, count, mean, sd }) =>
      `Normal Q-Q plot${variable ? ` of ${variable}` : ''}. ${count} ${plural(
        count,
        'observed value',
        'observed values',
      )} against expected normal values${
        mean !== undefined && sd !== undefined
          ? `, with the reference line of the normal distribution with mean = ${mean} and SD = ${sd}`
          : ''
      }. The closer the points lie to the line, the closer the data are to a normal distribution.`,
  },
  scatterPlot: {
    caseLabel: 'Case',
    summary: ({ x, y, count, equation }) =>
      `Scatter plot${x && y ? ` of ${y} (y axis) against ${x} (x axis)` : ''}. ${count} ${plural(
        count,
        'case',
        'cases',
      )}${equation ? `, regression line ${equation}` : ''}.`,
  },
  meansPlot: {
    errorLabel: 'Error bars: 95% confidence interval',
    meanLabel: 'Mean',
    lowerLabel: 'Lower bound',
    upperLabel: 'Upper bound',
    groupLabel: 'Group',
    summary: ({ variable, by, groups, error }) =>
      `Means plot${variable ? ` of ${variable}` : ''}${by ? ` by ${by}` : ''}. ${groups}.${
        error !== undefined ? ` ${error}.` : ''
      }`,
  },
  barChart: {
    yLabel: 'Frequency',
    missingLabel: 'missing',
    summary: ({ x, y, series, values }) =>
      `Bar chart${y ? ` of ${y}` : ''}${x ? ` by ${x}` : ''}${
        series !== undefined ? ` (${series})` : ''
      }. ${values}.`,
  },
  screePlot: {
    xLabel: 'Component number',
    yLabel: 'Eigenvalue',
    varianceLabel: '% of variance',
    summary: ({ count, values, reference, retained }) =>
      `Scree plot. Eigenvalues of ${count} ${plural(count, 'component', 'components')}: ${values}.${
        reference === undefined
          ? ''
          : ` ${retained} ${plural(retained, 'component has', 'components have')} an eigenvalue greater than ${reference}.`
      }`,
  },
  interactionPlot: {
    point: (x, y) => `${y} at ${x}`,
    summary: ({ moderator, lines }) =>
      `Interaction plot${moderator ? ` (simple slopes by level of ${moderator})` : ''}. ${lines}.`,
  },
  pathDiagram: {
    pathLabel: 'Path',
    estimateLabel: 'Estimate',
    directLabel: 'direct effect',
    totalLabel: 'total effect',
    summary: ({ mediators, effects }) =>
      `Mediation path diagram. ${mediators}. ${capitalise(effects)}.`,
  },
};

/** The default texts for a chart's `locale`: English for 'en', Korean otherwise. */
export function chartMessages(locale: 'ko' | 'en' | undefined): ChartMessages {
  return locale === 'en' ? chartMessagesEn : chartMessagesKo;
}
