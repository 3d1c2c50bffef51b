import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: 0,
});

export const listRow = style([row, { fontSize: vars.fontSize.small }]);

export const rate = style({ color: vars.color.brandText, fontWeight: vars.fontWeight.bold });

export const listPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const price = recipe({
  base: { margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.bold },
  variants: {
    size: {
      medium: { fontSize: vars.fontSize.large },
      large: { fontSize: vars.fontSize.heading2 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const unitPrice = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const deliveryRow = style([row, { fontSize: vars.fontSize.small }]);

/** The regular-delivery blue is a fill: dark text on it keeps 4.5:1 (pair text/delivery). */
export const deliveryMark = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.delivery,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const deliveryPrice = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
