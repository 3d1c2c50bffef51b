import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { CartesianChart, valueAxisPlot } from '../Chart/CartesianChart';
import { histogramBins, mean, normalDensity, standardDeviation } from '../Chart/distribution';
import type { HistogramBin } from '../Chart/distribution';
import { LEGEND_SWATCH_WIDTH, legendLayout } from '../Chart/layout';
import { chartMessages } from '../Chart/chartMessages';
import { formatNumber, linearScale, niceAxis, positionTicks } from '../Chart/scale';
import * as styles from './Histogram.css';

export interface HistogramProps extends ChartCommonProps {
  /** Raw values; binned with Sturges' rule (R's hist) unless `breaks` or `bins` are given. */
  values?: readonly number[];
  /** Bin edges for `values`. */
  breaks?: readonly number[];
  /** Counts the engine binned already; wins over `values`. */
  bins?: readonly HistogramBin[];
  /** Mean and standard deviation of the normal curve (default: computed from `values`). */
  mean?: number;
  sd?: number;
  /** Number of cases (default: the sum of the counts). */
  n?: number;
  normalCurve?: boolean;
  /** The variable (x axis title). */
  xLabel?: string;
  yLabel?: string;
  binLabel?: string;
  meanLabel?: string;
  sdLabel?: string;
  curveLabel?: string;
}

const CURVE_POINTS = 120;
/** Centre of the legend row above the plot (the first row legendLayout places). */
const LEGEND_Y = legendLayout([''], 0, Infinity).items[0]?.y ?? 0;

/** Frequencies in bins with the normal curve of the same mean and SD scaled to counts (as SPSS). */
export function Histogram(props: HistogramProps) {
  const text = chartMessages(props.locale).histogram;
  const {
    values = [],
    breaks,
    bins: givenBins,
    mean: givenMean,
    sd: givenSd,
    n: givenN,
    normalCurve = true,
    xLabel,
    yLabel = text.yLabel,
    binLabel = text.binLabel,
    meanLabel = text.meanLabel,
    sdLabel = text.sdLabel,
    curveLabel = text.curveLabel,
    width = 560,
    height = 360,
    description,
    ...common
  } = props;
  const bins = givenBins ?? histogramBins(values, breaks);
  const n = givenN ?? bins.reduce((sum, bin) => sum + bin.count, 0);
  const mu = givenMean ?? mean(values);
  const sigma = givenSd ?? standardDeviation(values);
  const showCurve = normalCurve && Number.isFinite(mu) && Number.isFinite(sigma) && sigma > 0;
  const first = bins[0]?.start ?? 0;
  const last = bins[bins.length - 1]?.end ?? 1;
  const binWidth = bins.length ? (last - first) / bins.length : 1;
  const locale = common.locale ?? 'ko';

  const xAxis = niceAxis([first, last]);
  const [xMin, xMax] = xAxis.domain;
  const curve = showCurve
    ? Array.from({ length: CURVE_POINTS + 1 }, (_, index) => {
        const x = xMin + ((xMax - xMin) * index) / CURVE_POINTS;
        return { x, y: n * binWidth * normalDensity(x, mu, sigma) };
      })
    : [];
  const yAxis = niceAxis([...bins.map((bin) => bin.count), ...curve.map((point) => point.y)], {
    includeZero: true,
  });
  const { plot, y, yTicks } = valueAxisPlot({
    width,
    height,
    yAxis,
    locale,
    xTitle: xLabel,
    yTitle: yLabel,
    legendRows: 1,
  });
  const x = linearScale(xAxis.domain, [plot.left, plot.right]);
  const stats = [
    `${meanLabel} = ${formatNumber(mu, 2, locale)}`,
    `${sdLabel} = ${formatNumber(sigma, 2, locale)}`,
    `N = ${formatNumber(n, 0, locale)}`,
  ];

  const table: ChartTableData = {
    rowHeader: binLabel,
    columns: [{ key: 'count', label: yLabel, format: 'integer' }],
    rows: bins.map((bin) => ({
      label: `${formatNumber(bin.start, 2, locale)} – ${formatNumber(bin.end, 2, locale)}`,
      cells: { count: bin.count },
    })),
  };
  const summary =
    description ?? text.summary({ variable: xLabel, stats: stats.join(', '), curve: showCurve });

  return (
    <CartesianChart
      common={common}
      description={summary}
      width={width}
      height={height}
      table={table}
      plot={plot}
      xTicks={positionTicks(xAxis.ticks, x, locale)}
      yTicks={yTicks}
      xTitle={xLabel}
      yTitle={yLabel}
    >
      {bins.map((bin) => (
        <rect
          key={bin.start}
          className={styles.bar}
          x={x(bin.start)}
          y={y(bin.count)}
          width={Math.max(0, x(bin.end) - x(bin.start))}
          height={Math.max(0, y(0) - y(bin.count))}
        />
      ))}
      {showCurve ? (
        <polyline
          className={styles.normalCurve}
          points={curve
            .map((point) => `${x(point.x).toFixed(2)},${y(point.y).toFixed(2)}`)
            .join(' ')}
        />
      ) : null}
      <g aria-hidden="true">
        {showCurve ? (
          <>
            <line
              className={styles.normalCurve}
              x1={plot.left}
              x2={plot.left + LEGEND_SWATCH_WIDTH}
              y1={LEGEND_Y}
              y2={LEGEND_Y}
            />
            <text
              className={styles.summary}
              x={plot.left + LEGEND_SWATCH_WIDTH + 4}
              y={LEGEND_Y}
              dominantBaseline="central"
            >
              {curveLabel}
            </text>
          </>
        ) : null}
        {Number.isFinite(mu) ? (
          <text
            className={styles.summary}
            x={plot.right}
            y={LEGEND_Y}
            textAnchor="end"
            dominantBaseline="central"
          >
            {stats.join(', ')}
          </text>
        ) : null}
      </g>
    </CartesianChart>
  );
}
