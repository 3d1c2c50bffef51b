import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  padding: vars.space.xlarge,
});

export const title = style({
  margin: `0 0 ${vars.space.large}`,
  fontSize: vars.fontSize.heading4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
