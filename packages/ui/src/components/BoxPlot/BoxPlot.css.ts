import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  fill: vars.color.surface,
  stroke: vars.chart.series1,
  strokeWidth: 1.5,
});

export const whisker = style({ stroke: vars.chart.series1, strokeWidth: 1.5 });

export const median = style({ stroke: vars.color.text, strokeWidth: 2.5 });

export const outlier = style({
  fill: vars.color.surface,
  stroke: vars.chart.series1,
  strokeWidth: 1.5,
});

export const extreme = style({ stroke: vars.chart.series2, strokeWidth: 2 });
