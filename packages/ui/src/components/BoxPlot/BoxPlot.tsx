import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { CartesianChart, valueAxisPlot } from '../Chart/CartesianChart';
import { chartMessages } from '../Chart/chartMessages';
import { bandScale, formatNumber, niceAxis } from '../Chart/scale';
import * as styles from './BoxPlot.css';

/** One group's box: Tukey's five numbers with the whiskers at the most extreme non-outliers. */
export interface BoxPlotGroup {
  label: string;
  /** Lower whisker end: the smallest value that is not an outlier. */
  min: number;
  q1: number;
  median: number;
  q3: number;
  /** Upper whisker end: the largest value that is not an outlier. */
  max: number;
  /** Beyond 1.5 IQR (SPSS: ○). */
  outliers?: readonly number[];
  /** Beyond 3 IQR (SPSS: *). */
  extremes?: readonly number[];
}

export interface BoxPlotProps extends ChartCommonProps {
  groups: readonly BoxPlotGroup[];
  /** The variable measured (y axis title). */
  yLabel?: string;
  /** The grouping variable (x axis title). */
  xLabel?: string;
  groupLabel?: string;
  minLabel?: string;
  q1Label?: string;
  medianLabel?: string;
  q3Label?: string;
  maxLabel?: string;
  outliersLabel?: string;
}

/** Side-by-side box plots, one per group, with outliers (○) and extremes (✱) as SPSS marks them. */
export function BoxPlot(props: BoxPlotProps) {
  const text = chartMessages(props.locale).boxPlot;
  const {
    groups,
    yLabel,
    xLabel,
    groupLabel = text.groupLabel,
    minLabel = text.minLabel,
    q1Label = text.q1Label,
    medianLabel = text.medianLabel,
    q3Label = text.q3Label,
    maxLabel = text.maxLabel,
    outliersLabel = text.outliersLabel,
    width = 560,
    height = 360,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const all = groups.flatMap((group) => [
    group.min,
    group.max,
    group.q1,
    group.q3,
    ...(group.outliers ?? []),
    ...(group.extremes ?? []),
  ]);
  const yAxis = niceAxis(all);
  const { plot, y, yTicks } = valueAxisPlot({
    width,
    height,
    yAxis,
    locale,
    xTitle: xLabel,
    yTitle: yLabel,
  });
  const x = bandScale(groups.length, [plot.left, plot.right], 0.3);
  const boxWidth = Math.min(x.bandwidth * 0.7, 72);
  const number = (value: number) => formatNumber(value, common.decimals ?? 2, locale);
  const outlierText = (group: BoxPlotGroup) =>
    [...(group.outliers ?? []), ...(group.extremes ?? [])].map(number).join(', ');

  const table: ChartTableData = {
    rowHeader: groupLabel,
    columns: [
      { key: 'min', label: minLabel, format: 'number' },
      { key: 'q1', label: q1Label, format: 'number' },
      { key: 'median', label: medianLabel, format: 'number' },
      { key: 'q3', label: q3Label, format: 'number' },
      { key: 'max', label: maxLabel, format: 'number' },
      { key: 'outliers', label: outliersLabel, format: 'text' },
    ],
    rows: groups.map((group) => ({
      label: group.label,
      cells: {
        min: group.min,
        q1: group.q1,
        median: group.median,
        q3: group.q3,
        max: group.max,
        outliers: outlierText(group) || null,
      },
    })),
  };
  const summary =
    description ??
    text.summary({
      variable: yLabel,
      by: xLabel,
      groups: groups
        .map((group) => `${group.label}: ${medianLabel} ${number(group.median)}`)
        .join(', '),
    });

  return (
    <CartesianChart
      common={common}
      description={summary}
      width={width}
      height={height}
      table={table}
      plot={plot}
      xTicks={groups.map((group, index) => ({ position: x.center(index), label: group.label }))}
      yTicks={yTicks}
      xTitle={xLabel}
      yTitle={yLabel}
    >
      {groups.map((group, index) => {
        const centre = x.center(index);
        const left = centre - boxWidth / 2;
        const cap = boxWidth / 4;
        return (
          <g key={`${group.label}-${index}`}>
            <line
              className={styles.whisker}
              x1={centre}
              x2={centre}
              y1={y(group.max)}
              y2={y(group.q3)}
            />
            <line
              className={styles.whisker}
              x1={centre}
              x2={centre}
              y1={y(group.q1)}
              y2={y(group.min)}
            />
            <line
              className={styles.whisker}
              x1={centre - cap}
              x2={centre + cap}
              y1={y(group.max)}
              y2={y(group.max)}
            />
            <line
              className={styles.whisker}
              x1={centre - cap}
              x2={centre + cap}
              y1={y(group.min)}
              y2={y(group.min)}
            />
            <rect
              className={styles.box}
              x={left}
              y={y(group.q3)}
              width={boxWidth}
              height={Math.max(0, y(group.q1) - y(group.q3))}
            />
            <line
              className={styles.median}
              x1={left}
              x2={left + boxWidth}
              y1={y(group.median)}
              y2={y(group.median)}
            />
            {(group.outliers ?? []).map((value, k) => (
              <circle key={`o${k}`} className={styles.outlier} cx={centre} cy={y(value)} r={4} />
            ))}
            {(group.extremes ?? []).map((value, k) => (
              <path key={`e${k}`} className={styles.extreme} d={asterisk(centre, y(value), 5)} />
            ))}
          </g>
        );
      })}
    </CartesianChart>
  );
}

/** SPSS marks extremes with an asterisk: three crossing strokes. */
function asterisk(x: number, y: number, r: number): string {
  const dx = r * Math.cos(Math.PI / 6);
  const dy = r * Math.sin(Math.PI / 6);
  return `M${x},${y - r}V${y + r}M${x - dx},${y - dy}L${x + dx},${y + dy}M${x - dx},${y + dy}L${x + dx},${y - dy}`;
}
