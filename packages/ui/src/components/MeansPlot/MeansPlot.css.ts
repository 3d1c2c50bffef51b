import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const connector = style({
  fill: 'none',
  stroke: vars.chart.series1,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const errorBar = style({ stroke: vars.color.text, strokeWidth: 1.5 });

export const point = style({
  fill: vars.chart.series1,
  stroke: vars.color.surface,
  strokeWidth: 1.5,
});

export const note = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.tableDense,
});
