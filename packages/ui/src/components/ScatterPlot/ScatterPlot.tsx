import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { CartesianChart, valueAxisPlot } from '../Chart/CartesianChart';
import { chartMessages } from '../Chart/chartMessages';
import { LEGEND_SWATCH_WIDTH, legendLayout } from '../Chart/layout';
import { formatNumber, linearScale, niceAxis, positionTicks } from '../Chart/scale';
import * as styles from './ScatterPlot.css';

export interface ScatterPoint {
  x: number;
  y: number;
  /** Case label for the table (default: the case number). */
  label?: string;
}

export interface FitLine {
  intercept: number;
  slope: number;
  rSquared?: number;
}

export interface ScatterPlotProps extends ChartCommonProps {
  points: readonly ScatterPoint[];
  /** The regression line ŷ = intercept + slope · x, drawn across the x range. */
  fitLine?: FitLine;
  xLabel?: string;
  yLabel?: string;
  /** Legend text of the fit line (default: its equation and R²). */
  fitLabel?: string;
  caseLabel?: string;
}

/** Points of two variables with an optional fitted regression line. */
export function ScatterPlot(props: ScatterPlotProps) {
  const text = chartMessages(props.locale).scatterPlot;
  const {
    points,
    fitLine,
    xLabel,
    yLabel,
    fitLabel,
    caseLabel = text.caseLabel,
    width = 520,
    height = 400,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const finite = points.filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  const xAxis = niceAxis(finite.map((point) => point.x));
  const [xLow, xHigh] = xAxis.domain;
  const fitAt = (value: number) => (fitLine ? fitLine.intercept + fitLine.slope * value : 0);
  const yAxis = niceAxis([
    ...finite.map((point) => point.y),
    ...(fitLine ? [fitAt(xLow), fitAt(xHigh)] : []),
  ]);
  const equation = fitLine
    ? (fitLabel ??
      `ŷ = ${formatNumber(fitLine.intercept, 2, locale)} ${fitLine.slope < 0 ? '−' : '+'} ${formatNumber(
        Math.abs(fitLine.slope),
        2,
        locale,
      )}x${fitLine.rSquared === undefined ? '' : `, R² = ${formatNumber(fitLine.rSquared, 3, locale)}`}`)
    : undefined;
  const { plot, y, yTicks } = valueAxisPlot({
    width,
    height,
    yAxis,
    locale,
    xTitle: xLabel,
    yTitle: yLabel,
    legendRows: equation ? 1 : 0,
  });
  const x = linearScale(xAxis.domain, [plot.left, plot.right]);
  const legendY = legendLayout([''], 0, Infinity).items[0]?.y ?? 0;

  const table: ChartTableData = {
    rowHeader: caseLabel,
    columns: [
      { key: 'x', label: xLabel ?? 'x', format: 'number' },
      { key: 'y', label: yLabel ?? 'y', format: 'number' },
    ],
    rows: points.map((point, index) => ({
      label: point.label ?? String(index + 1),
      cells: { x: point.x, y: point.y },
    })),
  };
  const summary =
    description ?? text.summary({ x: xLabel, y: yLabel, count: finite.length, equation });

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
      {finite.map((point, index) => (
        <circle key={index} className={styles.point} cx={x(point.x)} cy={y(point.y)} r={3.5} />
      ))}
      {fitLine ? (
        <line
          className={styles.fitLine}
          x1={x(xLow)}
          y1={y(fitAt(xLow))}
          x2={x(xHigh)}
          y2={y(fitAt(xHigh))}
        />
      ) : null}
      {equation ? (
        <g aria-hidden="true">
          <line
            className={styles.fitLine}
            x1={plot.left}
            x2={plot.left + LEGEND_SWATCH_WIDTH}
            y1={legendY}
            y2={legendY}
          />
          <text
            className={styles.fitLabel}
            x={plot.left + LEGEND_SWATCH_WIDTH + 4}
            y={legendY}
            dominantBaseline="central"
          >
            {equation}
          </text>
        </g>
      ) : null}
    </CartesianChart>
  );
}
