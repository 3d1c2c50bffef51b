import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const line = style({
  fill: 'none',
  stroke: vars.chart.series1,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const point = style({
  fill: vars.chart.series1,
  stroke: vars.color.surface,
  strokeWidth: 1.5,
});

export const referenceLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.tableDense,
});
