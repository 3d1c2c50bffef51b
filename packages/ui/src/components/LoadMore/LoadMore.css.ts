import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
});

export const track = style({
  width: '100%',
  maxWidth: vars.size.dialogSmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});
