import * as styles from './Chart.css';
import { LEGEND_SWATCH_WIDTH, TICK_FONT_SIZE, TICK_LENGTH, TITLE_FONT_SIZE } from './layout';
import type { LegendItemPosition, PlotArea } from './layout';

export interface PositionedTick {
  position: number;
  label: string;
}

export interface ChartAxesProps {
  plot: PlotArea;
  xTicks: readonly PositionedTick[];
  yTicks: readonly PositionedTick[];
  xTitle?: string | undefined;
  yTitle?: string | undefined;
  /** Horizontal grid lines at the y ticks (default), vertical ones at the x ticks too, or none. */
  grid?: 'y' | 'both' | 'none';
}

/** Grid, axis lines, tick labels and axis titles around a plot area (left and bottom axes). */
export function ChartAxes({ plot, xTicks, yTicks, xTitle, yTitle, grid = 'y' }: ChartAxesProps) {
  const tickLabelY = plot.bottom + TICK_LENGTH + TICK_FONT_SIZE + 2;
  return (
    <g aria-hidden="true">
      {grid !== 'none'
        ? yTicks.map((tick) => (
            <line
              key={`gy-${tick.label}`}
              className={styles.gridLine}
              x1={plot.left}
              x2={plot.right}
              y1={tick.position}
              y2={tick.position}
            />
          ))
        : null}
      {grid === 'both'
        ? xTicks.map((tick) => (
            <line
              key={`gx-${tick.label}`}
              className={styles.gridLine}
              x1={tick.position}
              x2={tick.position}
              y1={plot.top}
              y2={plot.bottom}
            />
          ))
        : null}
      <line
        className={styles.axisLine}
        x1={plot.left}
        x2={plot.right}
        y1={plot.bottom}
        y2={plot.bottom}
      />
      <line
        className={styles.axisLine}
        x1={plot.left}
        x2={plot.left}
        y1={plot.top}
        y2={plot.bottom}
      />
      {xTicks.map((tick, index) => (
        <g key={`x-${index}-${tick.label}`}>
          <line
            className={styles.axisLine}
            x1={tick.position}
            x2={tick.position}
            y1={plot.bottom}
            y2={plot.bottom + TICK_LENGTH}
          />
          <text className={styles.tickLabel} x={tick.position} y={tickLabelY} textAnchor="middle">
            {tick.label}
          </text>
        </g>
      ))}
      {yTicks.map((tick, index) => (
        <g key={`y-${index}-${tick.label}`}>
          <line
            className={styles.axisLine}
            x1={plot.left - TICK_LENGTH}
            x2={plot.left}
            y1={tick.position}
            y2={tick.position}
          />
          <text
            className={styles.tickLabel}
            x={plot.left - TICK_LENGTH - 3}
            y={tick.position}
            textAnchor="end"
            dominantBaseline="central"
          >
            {tick.label}
          </text>
        </g>
      ))}
      {xTitle ? (
        <text
          className={styles.axisTitle}
          x={(plot.left + plot.right) / 2}
          y={tickLabelY + TITLE_FONT_SIZE + 8}
          textAnchor="middle"
        >
          {xTitle}
        </text>
      ) : null}
      {yTitle ? (
        <text
          className={styles.axisTitle}
          transform={`translate(${8 + TITLE_FONT_SIZE / 2} ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {yTitle}
        </text>
      ) : null}
    </g>
  );
}

export const markerShapes = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'triangleDown',
  'cross',
] as const;
export type MarkerShape = (typeof markerShapes)[number];
const seriesKeys = ['series1', 'series2', 'series3', 'series4', 'series5', 'series6'] as const;
const dashes = ['', '7 4', '2 3', '9 3 2 3', '4 4', '1 2'] as const;

/** How series n is drawn: palette colour, marker shape and dash all change, so colour is not the only cue. */
export function seriesLook(index: number) {
  const slot = index % markerShapes.length;
  const key = seriesKeys[slot] ?? 'series1';
  return {
    stroke: styles.seriesStroke[key],
    fill: styles.seriesFill[key],
    outline: styles.seriesOutline[key],
    shape: markerShapes[slot] as MarkerShape,
    dash: dashes[slot] || undefined,
  };
}

export interface MarkerProps {
  shape: MarkerShape;
  x: number;
  y: number;
  /** Half the marker's width. */
  size?: number;
  className: string;
}

export function Marker({ shape, x, y, size = 4.5, className }: MarkerProps) {
  const s = size;
  switch (shape) {
    case 'circle':
      return <circle className={className} cx={x} cy={y} r={s} />;
    case 'square':
      return (
        <rect
          className={className}
          x={x - s * 0.9}
          y={y - s * 0.9}
          width={s * 1.8}
          height={s * 1.8}
        />
      );
    case 'triangle':
      return (
        <polygon
          className={className}
          points={`${x},${y - s * 1.15} ${x + s * 1.1},${y + s * 0.85} ${x - s * 1.1},${y + s * 0.85}`}
        />
      );
    case 'triangleDown':
      return (
        <polygon
          className={className}
          points={`${x},${y + s * 1.15} ${x + s * 1.1},${y - s * 0.85} ${x - s * 1.1},${y - s * 0.85}`}
        />
      );
    case 'diamond':
      return (
        <polygon
          className={className}
          points={`${x},${y - s * 1.25} ${x + s * 1.1},${y} ${x},${y + s * 1.25} ${x - s * 1.1},${y}`}
        />
      );
    case 'cross':
      return (
        <path
          className={className}
          d={`M${x - s},${y - s}L${x + s},${y + s}M${x - s},${y + s}L${x + s},${y - s}`}
        />
      );
    default:
      return shape satisfies never;
  }
}

export interface ChartLegendProps {
  items: readonly LegendItemPosition[];
  title?: string | undefined;
  titleX?: number;
  /** Draw a line sample through the marker (line charts) or only the marker (points, bars). */
  kind: 'line' | 'marker' | 'swatch';
}

/** Legend above the plot; entries laid out by legendLayout. */
export function ChartLegend({ items, title, titleX = 0, kind }: ChartLegendProps) {
  return (
    <g aria-hidden="true">
      {title && items[0] ? (
        <text className={styles.axisTitle} x={titleX} y={items[0].y} dominantBaseline="central">
          {title}
        </text>
      ) : null}
      {items.map((item, index) => {
        const look = seriesLook(index);
        const middle = item.x + LEGEND_SWATCH_WIDTH / 2;
        return (
          <g key={`${item.label}-${index}`}>
            {kind === 'line' ? (
              <line
                className={look.stroke}
                x1={item.x}
                x2={item.x + LEGEND_SWATCH_WIDTH}
                y1={item.y}
                y2={item.y}
                strokeDasharray={look.dash}
              />
            ) : null}
            {kind === 'swatch' ? (
              <rect className={look.fill} x={middle - 7} y={item.y - 7} width={14} height={14} />
            ) : (
              <Marker shape={look.shape} x={middle} y={item.y} className={look.fill} />
            )}
            <text
              className={styles.plotLabel}
              x={item.x + LEGEND_SWATCH_WIDTH + 4}
              y={item.y}
              dominantBaseline="central"
            >
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
