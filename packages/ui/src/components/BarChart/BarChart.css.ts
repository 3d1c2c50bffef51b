import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const valueLabel = style({
  fill: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.tableDense,
  fontVariantNumeric: 'tabular-nums',
});

export const zeroLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
