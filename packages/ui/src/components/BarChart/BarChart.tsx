import { ChartFrame, frameProps } from '../Chart/Chart';
import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { chartMessages } from '../Chart/chartMessages';
import { ChartAxes, ChartLegend, seriesLook } from '../Chart/ChartAxes';
import { legendLayout, plotArea } from '../Chart/layout';
import { bandScale, formatNumber, linearScale, niceAxis, positionTicks } from '../Chart/scale';
import * as styles from './BarChart.css';

export interface BarSeries {
  name: string;
  /** One value per category; null leaves the bar out (missing). */
  values: readonly (number | null)[];
}

export interface BarChartProps extends ChartCommonProps {
  categories: readonly string[];
  /** One series gives plain bars; several give grouped bars with a legend. */
  series: readonly BarSeries[];
  /** The category variable (x axis title). */
  xLabel?: string;
  /** What the bars measure (y axis title), e.g. 빈도, 퍼센트. */
  yLabel?: string;
  /** Print each bar's value above it. */
  showValues?: boolean;
  /** Decimals of the values printed on the bars and in the table. */
  valueDecimals?: number;
  /** Said in the description for a missing value. */
  missingLabel?: string;
}

/** Bars from zero per category (frequencies, percentages, means), grouped when there are several series. */
export function BarChart(props: BarChartProps) {
  const text = chartMessages(props.locale).barChart;
  const {
    categories,
    series,
    xLabel,
    yLabel = text.yLabel,
    showValues = false,
    valueDecimals = 0,
    missingLabel = text.missingLabel,
    width = 560,
    height = 360,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const grouped = series.length > 1;
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const yAxis = niceAxis(values, { includeZero: true });
  const legend = grouped
    ? legendLayout(
        series.map((s) => s.name),
        0,
        width - 32,
      )
    : undefined;
  const plot = plotArea({
    width,
    height,
    yTickLabels: positionTicks(yAxis.ticks, (v) => v, locale).map((tick) => tick.label),
    xTitle: xLabel,
    yTitle: yLabel,
    legendRows: legend?.rows ?? 0,
  });
  const y = linearScale(yAxis.domain, [plot.bottom, plot.top]);
  const x = bandScale(categories.length, [plot.left, plot.right], grouped ? 0.25 : 0.35);
  const barWidth = x.bandwidth / Math.max(1, series.length);
  const number = (value: number) => formatNumber(value, valueDecimals, locale);

  const table: ChartTableData = {
    rowHeader: xLabel ?? '',
    columns: series.map((s, index) => ({
      key: `s${index}`,
      label: grouped ? s.name : yLabel,
      format: 'number',
      decimals: valueDecimals,
    })),
    rows: categories.map((category, row) => ({
      label: category,
      cells: Object.fromEntries(series.map((s, index) => [`s${index}`, s.values[row] ?? null])),
    })),
  };
  const summary =
    description ??
    text.summary({
      x: xLabel,
      y: yLabel,
      ...(grouped ? { series: series.map((s) => s.name).join(', ') } : {}),
      values: categories
        .map((category, row) =>
          grouped
            ? `${category}: ${series.map((s) => `${s.name} ${s.values[row] == null ? missingLabel : number(s.values[row])}`).join(', ')}`
            : `${category} ${series[0]?.values[row] == null ? missingLabel : number(series[0].values[row])}`,
        )
        .join('; '),
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
        xTicks={categories.map((category, index) => ({
          position: x.center(index),
          label: category,
        }))}
        yTicks={positionTicks(yAxis.ticks, y, locale)}
        xTitle={xLabel}
        yTitle={yLabel}
      />
      {series.map((s, seriesIndex) => (
        <g key={`${s.name}-${seriesIndex}`}>
          {s.values.map((value, row) => {
            if (value === null || !Number.isFinite(value)) return null;
            const left = x(row) + seriesIndex * barWidth;
            const top = Math.min(y(value), y(0));
            return (
              <g key={row}>
                <rect
                  className={seriesLook(seriesIndex).fill}
                  x={left}
                  y={top}
                  width={barWidth}
                  height={Math.abs(y(0) - y(value))}
                />
                {showValues ? (
                  <text
                    className={styles.valueLabel}
                    x={left + barWidth / 2}
                    y={value >= 0 ? y(value) - 4 : y(value) + 14}
                    textAnchor="middle"
                  >
                    {number(value)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      ))}
      {yAxis.domain[0] < 0 ? (
        <line className={styles.zeroLine} x1={plot.left} x2={plot.right} y1={y(0)} y2={y(0)} />
      ) : null}
      {legend ? (
        <ChartLegend
          items={legend.items.map((item) => ({ ...item, x: item.x + plot.left }))}
          kind="swatch"
        />
      ) : null}
    </ChartFrame>
  );
}
