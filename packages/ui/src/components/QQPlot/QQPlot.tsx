import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { CartesianChart, valueAxisPlot } from '../Chart/CartesianChart';
import { chartMessages } from '../Chart/chartMessages';
import { mean, normalQuantilePairs, standardDeviation } from '../Chart/distribution';
import type { QuantilePair } from '../Chart/distribution';
import { formatNumber, linearScale, niceAxis, positionTicks } from '../Chart/scale';
import * as styles from './QQPlot.css';

export interface QQPlotProps extends ChartCommonProps {
  /** Raw values: expected normal quantiles are computed by Blom's formula, as SPSS does. */
  values?: readonly number[];
  /** Pairs the engine computed already; win over `values`. */
  pairs?: readonly QuantilePair[];
  /** Mean and SD of the reference line z = (x − mean) / sd (default: from the values or pairs). */
  mean?: number;
  sd?: number;
  /** The variable (used in the description). */
  variableLabel?: string;
  xLabel?: string;
  yLabel?: string;
  orderLabel?: string;
}

/**
 * SPSS's normal Q-Q plot: observed values against expected standard normal quantiles, with the
 * line of a perfect normal distribution of the same mean and SD.
 */
export function QQPlot(props: QQPlotProps) {
  const text = chartMessages(props.locale).qqPlot;
  const {
    values = [],
    pairs: givenPairs,
    mean: givenMean,
    sd: givenSd,
    variableLabel,
    xLabel = text.xLabel,
    yLabel = text.yLabel,
    orderLabel = text.orderLabel,
    width = 480,
    height = 400,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const pairs = givenPairs ?? normalQuantilePairs(values);
  const observed = pairs.map((pair) => pair.observed);
  const mu = givenMean ?? mean(observed);
  const sigma = givenSd ?? standardDeviation(observed);
  const hasLine = Number.isFinite(mu) && Number.isFinite(sigma) && sigma > 0;
  const xAxis = niceAxis(observed);
  const yAxis = niceAxis(pairs.map((pair) => pair.expected).filter(Number.isFinite));
  const { plot, y, yTicks } = valueAxisPlot({
    width,
    height,
    yAxis,
    locale,
    xTitle: xLabel,
    yTitle: yLabel,
  });
  const x = linearScale(xAxis.domain, [plot.left, plot.right]);
  // The reference line clipped to the plot: x where z reaches the bottom and top of the y axis.
  const [zLow, zHigh] = yAxis.domain;
  const [xLow, xHigh] = xAxis.domain;
  const lineFrom = Math.max(xLow, mu + zLow * sigma);
  const lineTo = Math.min(xHigh, mu + zHigh * sigma);
  const z = (value: number) => (value - mu) / sigma;

  const table: ChartTableData = {
    rowHeader: orderLabel,
    columns: [
      { key: 'observed', label: xLabel, format: 'number' },
      { key: 'expected', label: yLabel, format: 'number', decimals: 3 },
    ],
    rows: pairs.map((pair, index) => ({
      label: String(index + 1),
      cells: { observed: pair.observed, expected: pair.expected },
    })),
  };
  const summary =
    description ??
    text.summary({
      variable: variableLabel,
      count: pairs.length,
      ...(hasLine ? { mean: formatNumber(mu, 2, locale), sd: formatNumber(sigma, 2, locale) } : {}),
    });

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
      grid="both"
    >
      {hasLine && lineFrom < lineTo ? (
        <line
          className={styles.line}
          x1={x(lineFrom)}
          y1={y(z(lineFrom))}
          x2={x(lineTo)}
          y2={y(z(lineTo))}
        />
      ) : null}
      {pairs.map((pair, index) =>
        Number.isFinite(pair.expected) ? (
          <circle
            key={index}
            className={styles.point}
            cx={x(pair.observed)}
            cy={y(pair.expected)}
            r={3.5}
          />
        ) : null,
      )}
    </CartesianChart>
  );
}
