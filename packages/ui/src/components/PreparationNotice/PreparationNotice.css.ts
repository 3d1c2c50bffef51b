import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  padding: `${vars.space.xxxlarge} ${vars.space.xlarge}`,
  textAlign: 'center',
});

export const illustration = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.controlLarge} * 2)`,
  height: `calc(${vars.size.controlLarge} * 2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  // Decorative: the brand orange is fine for strokes (non-text, 3:1 on brandSoft is not required).
  color: vars.color.brand,
  fontSize: vars.fontSize.heading1,
  lineHeight: 1,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: '40em',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  whiteSpace: 'pre-line',
});

export const backLink = style({ textDecoration: 'none' });
