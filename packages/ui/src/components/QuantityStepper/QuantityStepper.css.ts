import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const input = style({
  width: `calc(${vars.size.controlLarge} * 1.5)`,
  padding: `0 ${vars.space.small}`,
  textAlign: 'center',
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});

export const notice = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
