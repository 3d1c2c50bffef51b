import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const node = style({
  fill: vars.color.surface,
  stroke: vars.color.text,
  strokeWidth: 1.5,
});

export const nodeLabel = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const path = style({ stroke: vars.chart.series1, strokeWidth: 2 });

export const arrowHead = style({ fill: vars.chart.series1 });

/** The direct path dashed, as in Hayes' diagrams, so it reads apart from the indirect paths. */
export const directPath = style({
  stroke: vars.chart.series2,
  strokeWidth: 2,
  strokeDasharray: '7 4',
});

export const directArrowHead = style({ fill: vars.chart.series2 });

/** Estimates sit on the lines: a surface halo painted under the text keeps them readable. */
export const estimate = style({
  fill: vars.color.text,
  stroke: vars.color.surface,
  strokeWidth: 5,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.tableDense,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.tableDense,
});
