import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
});
