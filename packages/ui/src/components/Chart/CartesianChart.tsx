import type { ReactNode } from 'react';
import { ChartFrame, frameProps } from './Chart';
import type { ChartCommonProps, ChartTableData } from './Chart';
import { ChartAxes } from './ChartAxes';
import type { ChartAxesProps, PositionedTick } from './ChartAxes';
import { plotArea } from './layout';
import type { PlotArea } from './layout';
import { linearScale, positionTicks } from './scale';
import type { LinearScale, NiceAxis } from './scale';

export interface ValueAxisPlotOptions {
  width: number;
  height: number;
  /** The numeric y axis; its tick labels decide the left margin. */
  yAxis: NiceAxis;
  locale: 'ko' | 'en';
  xTitle?: string | undefined;
  yTitle?: string | undefined;
  legendRows?: number;
}

/**
 * The plot area of a chart with a numeric y axis (every chart with left and bottom axes), its y
 * scale and positioned y ticks; the x axis (numeric or categories) is the chart's own.
 */
export function valueAxisPlot({
  width,
  height,
  yAxis,
  locale,
  xTitle,
  yTitle,
  legendRows = 0,
}: ValueAxisPlotOptions): { plot: PlotArea; y: LinearScale; yTicks: PositionedTick[] } {
  const plot = plotArea({
    width,
    height,
    yTickLabels: positionTicks(yAxis.ticks, (v) => v, locale).map((tick) => tick.label),
    xTitle,
    yTitle,
    legendRows,
  });
  const y = linearScale(yAxis.domain, [plot.bottom, plot.top]);
  return { plot, y, yTicks: positionTicks(yAxis.ticks, y, locale) };
}

export interface CartesianChartProps extends ChartAxesProps {
  common: ChartCommonProps;
  description: string;
  width: number;
  height: number;
  table: ChartTableData;
  /** Marks drawn over the axes. */
  children: ReactNode;
}

/** ChartFrame with left and bottom axes: the scaffolding of Histogram, QQ, scatter, box and means plots. */
export function CartesianChart({
  common,
  description,
  width,
  height,
  table,
  children,
  ...axes
}: CartesianChartProps) {
  return (
    <ChartFrame
      {...frameProps(common)}
      description={description}
      width={width}
      height={height}
      table={table}
    >
      <ChartAxes {...axes} />
      {children}
    </ChartFrame>
  );
}
