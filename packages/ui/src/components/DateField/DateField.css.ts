import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Wide enough for 'YYYY.MM.DD' with room to spare, in the tabular numeric face. */
export const input = style({
  maxWidth: `calc(${vars.size.controlLarge} * 4)`,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});
