import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
    selectors: {
      // Connector between steps, drawn so the list holds only real steps.
      '&:not(:first-child)::before': {
        content: '""',
        width: '24px',
        height: '2px',
        backgroundColor: vars.color.border,
      },
    },
  },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
      upcoming: {},
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.large,
    border: `2px solid ${vars.color.borderStrong}`,
  },
  variants: {
    state: {
      complete: {
        borderColor: vars.color.brand,
        color: vars.color.brandText,
        backgroundColor: vars.color.surface,
      },
      current: {
        borderColor: vars.color.brand,
        backgroundColor: vars.color.brand,
        color: vars.color.text,
      },
      upcoming: { color: vars.color.textMuted, backgroundColor: vars.color.surface },
    },
  },
});
