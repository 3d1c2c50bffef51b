import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const point = style({
  fill: vars.color.surface,
  stroke: vars.chart.series1,
  strokeWidth: 1.5,
});

export const line = style({ stroke: vars.chart.series2, strokeWidth: 2 });
