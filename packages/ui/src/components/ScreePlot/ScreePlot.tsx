import { ChartFrame, frameProps } from '../Chart/Chart';
import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { chartMessages } from '../Chart/chartMessages';
import * as chartStyles from '../Chart/Chart.css';
import { ChartAxes } from '../Chart/ChartAxes';
import { plotArea } from '../Chart/layout';
import {
  bandScale,
  formatNumber,
  linearScale,
  niceAxis,
  positionTicks,
  tickDecimals,
} from '../Chart/scale';
import * as styles from './ScreePlot.css';

export interface ScreePlotProps extends ChartCommonProps {
  /** Eigenvalues in extraction order (largest first). */
  eigenvalues: readonly number[];
  /** Height of the dashed reference line (Kaiser's eigenvalue 1); null draws none. */
  referenceLine?: number | null;
  xLabel?: string;
  yLabel?: string;
  referenceLabel?: string;
  varianceLabel?: string;
}

/** Eigenvalues against component number, with Kaiser's line at 1 (SPSS factor analysis). */
export function ScreePlot(props: ScreePlotProps) {
  const text = chartMessages(props.locale).screePlot;
  const {
    eigenvalues,
    referenceLine = 1,
    xLabel = text.xLabel,
    yLabel = text.yLabel,
    referenceLabel,
    varianceLabel = text.varianceLabel,
    width = 520,
    height = 340,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const reference = referenceLine ?? undefined;
  const yAxis = niceAxis([...eigenvalues, ...(reference === undefined ? [] : [reference])], {
    includeZero: true,
  });
  const plot = plotArea({
    width,
    height,
    yTickLabels: positionTicks(yAxis.ticks, (v) => v, locale).map((tick) => tick.label),
    xTitle: xLabel,
    yTitle: yLabel,
  });
  const y = linearScale(yAxis.domain, [plot.bottom, plot.top]);
  const x = bandScale(eigenvalues.length, [plot.left, plot.right], 0);
  const total = eigenvalues.reduce((sum, value) => sum + value, 0);
  const retained = reference === undefined ? 0 : eigenvalues.filter((v) => v > reference).length;
  const referenceNumber =
    reference === undefined ? '' : formatNumber(reference, tickDecimals([reference]), locale);
  const referenceText = referenceLabel ?? `${yLabel} = ${referenceNumber}`;

  const table: ChartTableData = {
    rowHeader: xLabel,
    columns: [
      { key: 'eigenvalue', label: yLabel, format: 'number', decimals: 3 },
      { key: 'variance', label: varianceLabel, format: 'number', decimals: 2 },
    ],
    rows: eigenvalues.map((value, index) => ({
      label: String(index + 1),
      cells: { eigenvalue: value, variance: total > 0 ? (value / total) * 100 : null },
    })),
  };
  const summary =
    description ??
    text.summary({
      count: eigenvalues.length,
      values: eigenvalues.map((value) => formatNumber(value, 2, locale)).join(', '),
      ...(reference === undefined ? {} : { reference: referenceNumber }),
      retained,
    });

  return (
    <ChartFrame
      {...frameProps(common)}
      description={summary}
      width={width}
      height={height}
      table={table}
    >
      <ChartAxes
        plot={plot}
        xTicks={eigenvalues.map((_, index) => ({
          position: x.center(index),
          label: String(index + 1),
        }))}
        yTicks={positionTicks(yAxis.ticks, y, locale)}
        xTitle={xLabel}
        yTitle={yLabel}
      />
      {reference !== undefined ? (
        <g>
          <line
            className={chartStyles.referenceLine}
            x1={plot.left}
            x2={plot.right}
            y1={y(reference)}
            y2={y(reference)}
          />
          <text
            className={styles.referenceLabel}
            x={plot.right}
            y={y(reference) - 5}
            textAnchor="end"
          >
            {referenceText}
          </text>
        </g>
      ) : null}
      <polyline
        className={styles.line}
        points={eigenvalues.map((value, index) => `${x.center(index)},${y(value)}`).join(' ')}
      />
      {eigenvalues.map((value, index) => (
        <circle key={index} className={styles.point} cx={x.center(index)} cy={y(value)} r={4.5} />
      ))}
    </ChartFrame>
  );
}
