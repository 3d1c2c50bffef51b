import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  fill: vars.chart.series1,
  stroke: vars.color.surface,
  strokeWidth: 1,
});

export const normalCurve = style({
  fill: 'none',
  stroke: vars.chart.series2,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
});

export const summary = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.tableDense,
  fontVariantNumeric: 'tabular-nums',
});
