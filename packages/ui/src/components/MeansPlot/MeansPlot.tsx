import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { CartesianChart, valueAxisPlot } from '../Chart/CartesianChart';
import { chartMessages } from '../Chart/chartMessages';
import { legendLayout } from '../Chart/layout';
import { bandScale, formatNumber, niceAxis } from '../Chart/scale';
import * as styles from './MeansPlot.css';

export interface MeansPlotGroup {
  label: string;
  mean: number;
  /** Error bar ends (e.g. the 95 % confidence interval); win over `se`. */
  lower?: number;
  upper?: number;
  /** Standard error: bars reach mean ± seMultiplier · se when lower/upper are absent. */
  se?: number;
  n?: number;
}

export interface MeansPlotProps extends ChartCommonProps {
  groups: readonly MeansPlotGroup[];
  /** Bars of ± this many standard errors for groups given `se` (1: ±1 SE, 1.96: about 95 %). */
  seMultiplier?: number;
  /** Join the means with a line (SPSS's means plot does). */
  connect?: boolean;
  xLabel?: string;
  yLabel?: string;
  /** What the error bars show, e.g. "95% 신뢰구간" or "±1 표준오차". */
  errorLabel?: string;
  meanLabel?: string;
  lowerLabel?: string;
  upperLabel?: string;
  groupLabel?: string;
}

function errorRange(group: MeansPlotGroup, multiplier: number): [number, number] | undefined {
  if (group.lower !== undefined && group.upper !== undefined) return [group.lower, group.upper];
  if (group.se !== undefined)
    return [group.mean - multiplier * group.se, group.mean + multiplier * group.se];
  return undefined;
}

/** Group means with error bars (confidence intervals or standard errors), as in ANOVA. */
export function MeansPlot(props: MeansPlotProps) {
  const text = chartMessages(props.locale).meansPlot;
  const {
    groups,
    seMultiplier = 1,
    connect = true,
    xLabel,
    yLabel,
    errorLabel = text.errorLabel,
    meanLabel = text.meanLabel,
    lowerLabel = text.lowerLabel,
    upperLabel = text.upperLabel,
    groupLabel = text.groupLabel,
    width = 520,
    height = 360,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const ranges = groups.map((group) => errorRange(group, seMultiplier));
  const yAxis = niceAxis(
    [...groups.map((group) => group.mean), ...ranges.flatMap((range) => range ?? [])],
    { padding: 0.05 },
  );
  const hasBars = ranges.some(Boolean);
  const { plot, y, yTicks } = valueAxisPlot({
    width,
    height,
    yAxis,
    locale,
    xTitle: xLabel,
    yTitle: yLabel,
    legendRows: hasBars ? 1 : 0,
  });
  const x = bandScale(groups.length, [plot.left, plot.right], 0);
  const capHalf = Math.min(10, x.bandwidth / 6);
  const number = (value: number) => formatNumber(value, common.decimals ?? 2, locale);
  const noteY = legendLayout([''], 0, Infinity).items[0]?.y ?? 0;

  const table: ChartTableData = {
    rowHeader: groupLabel,
    columns: [
      { key: 'mean', label: meanLabel, format: 'number' },
      ...(hasBars
        ? ([
            { key: 'lower', label: lowerLabel, format: 'number' },
            { key: 'upper', label: upperLabel, format: 'number' },
          ] as const)
        : []),
      ...(groups.some((group) => group.n !== undefined)
        ? ([{ key: 'n', label: 'N', format: 'integer' }] as const)
        : []),
    ],
    rows: groups.map((group, index) => ({
      label: group.label,
      cells: {
        mean: group.mean,
        lower: ranges[index]?.[0] ?? null,
        upper: ranges[index]?.[1] ?? null,
        n: group.n ?? null,
      },
    })),
  };
  const summary =
    description ??
    text.summary({
      variable: yLabel,
      by: xLabel,
      groups: groups
        .map((group, index) => {
          const range = ranges[index];
          return `${group.label} ${number(group.mean)}${range ? ` [${number(range[0])}, ${number(range[1])}]` : ''}`;
        })
        .join(', '),
      ...(hasBars ? { error: errorLabel } : {}),
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
      {connect && groups.length > 1 ? (
        <polyline
          className={styles.connector}
          points={groups.map((group, index) => `${x.center(index)},${y(group.mean)}`).join(' ')}
        />
      ) : null}
      {groups.map((group, index) => {
        const centre = x.center(index);
        const range = ranges[index];
        return (
          <g key={`${group.label}-${index}`}>
            {range ? (
              <path
                className={styles.errorBar}
                d={`M${centre},${y(range[0])}V${y(range[1])}M${centre - capHalf},${y(range[0])}H${
                  centre + capHalf
                }M${centre - capHalf},${y(range[1])}H${centre + capHalf}`}
              />
            ) : null}
            <circle className={styles.point} cx={centre} cy={y(group.mean)} r={5} />
          </g>
        );
      })}
      {hasBars ? (
        <text
          className={styles.note}
          x={plot.right}
          y={noteY}
          textAnchor="end"
          dominantBaseline="central"
          aria-hidden="true"
        >
          {errorLabel}
        </text>
      ) : null}
    </CartesianChart>
  );
}
