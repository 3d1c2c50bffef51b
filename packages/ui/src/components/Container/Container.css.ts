import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const container = style({
  width: '100%',
  maxWidth: vars.size.containerMax,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.large,
  paddingRight: vars.space.large,
});
