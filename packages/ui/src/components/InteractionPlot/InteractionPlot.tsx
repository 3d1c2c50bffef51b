import { ChartFrame, frameProps } from '../Chart/Chart';
import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { chartMessages } from '../Chart/chartMessages';
import { ChartAxes, ChartLegend, Marker, seriesLook } from '../Chart/ChartAxes';
import { legendLayout, plotArea } from '../Chart/layout';
import { formatNumber, linearScale, niceAxis, positionTicks } from '../Chart/scale';
import * as styles from './InteractionPlot.css';

export interface InteractionLine {
  /** The moderator's level, e.g. "M−1SD", "M", "M+1SD" or a group name. */
  label: string;
  points: readonly { x: number; y: number }[];
}

export interface InteractionPlotProps extends ChartCommonProps {
  lines: readonly InteractionLine[];
  /** Labels at the x values (e.g. X = M−1SD / M / M+1SD); default: round numbers. */
  xTicks?: readonly { value: number; label: string }[];
  xLabel?: string;
  yLabel?: string;
  /** The moderator's name, shown before the legend (e.g. W). */
  legendTitle?: string;
}

/**
 * Simple slopes of a moderation: the predicted outcome across the focal predictor, one line per
 * moderator level. Lines differ in colour, dash and marker, so they read in grey print too.
 */
export function InteractionPlot(props: InteractionPlotProps) {
  const text = chartMessages(props.locale).interactionPlot;
  const {
    lines,
    xTicks,
    xLabel,
    yLabel,
    legendTitle,
    width = 560,
    height = 380,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const xs = lines.flatMap((line) => line.points.map((point) => point.x));
  const ys = lines.flatMap((line) => line.points.map((point) => point.y));
  const tickValues = xTicks?.map((tick) => tick.value) ?? [];
  const xAxis = xTicks?.length
    ? {
        domain: [Math.min(...tickValues, ...xs), Math.max(...tickValues, ...xs)],
        ticks: tickValues,
      }
    : niceAxis(xs);
  const yAxis = niceAxis(ys);
  const legend = legendLayout(
    lines.map((line) => line.label),
    0,
    width - 32,
    legendTitle,
  );
  const plot = plotArea({
    width,
    height,
    yTickLabels: positionTicks(yAxis.ticks, (v) => v, locale).map((tick) => tick.label),
    xTitle: xLabel,
    yTitle: yLabel,
    legendRows: legend.rows,
  });
  // Labelled x values sit inside the plot, not on its edges, so markers are not cut by the axis.
  const inset = xTicks?.length ? plot.width * 0.08 : 0;
  const x = linearScale(
    [xAxis.domain[0] ?? 0, xAxis.domain[1] ?? 1],
    [plot.left + inset, plot.right - inset],
  );
  const y = linearScale(yAxis.domain, [plot.bottom, plot.top]);
  const xValues = [...new Set(xs)].sort((a, b) => a - b);
  const xName = (value: number) =>
    xTicks?.find((tick) => tick.value === value)?.label ?? formatNumber(value, 2, locale);
  const number = (value: number) => formatNumber(value, common.decimals ?? 2, locale);

  const table: ChartTableData = {
    rowHeader: legendTitle ?? '',
    columns: xValues.map((value, index) => ({
      key: `x${index}`,
      label: xName(value),
      format: 'number',
    })),
    rows: lines.map((line) => ({
      label: line.label,
      cells: Object.fromEntries(
        xValues.map((value, index) => [
          `x${index}`,
          line.points.find((point) => point.x === value)?.y ?? null,
        ]),
      ),
    })),
  };
  const summary =
    description ??
    text.summary({
      moderator: legendTitle,
      lines: lines
        .map(
          (line) =>
            `${line.label}: ${line.points.map((point) => text.point(xName(point.x), number(point.y))).join(', ')}`,
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
        xTicks={
          xTicks?.length
            ? xTicks.map((tick) => ({ position: x(tick.value), label: tick.label }))
            : positionTicks(xAxis.ticks, x, locale)
        }
        yTicks={positionTicks(yAxis.ticks, y, locale)}
        xTitle={xLabel}
        yTitle={yLabel}
      />
      {lines.map((line, index) => {
        const look = seriesLook(index);
        const sorted = [...line.points].sort((a, b) => a.x - b.x);
        return (
          <g key={`${line.label}-${index}`}>
            <polyline
              className={`${look.stroke} ${styles.line}`}
              strokeDasharray={look.dash}
              points={sorted.map((point) => `${x(point.x)},${y(point.y)}`).join(' ')}
            />
            {sorted.map((point) => (
              <Marker
                key={point.x}
                shape={look.shape}
                x={x(point.x)}
                y={y(point.y)}
                size={5}
                className={look.fill}
              />
            ))}
          </g>
        );
      })}
      <ChartLegend
        items={legend.items.map((item) => ({ ...item, x: item.x + plot.left }))}
        title={legendTitle}
        titleX={plot.left}
        kind="line"
      />
    </ChartFrame>
  );
}
