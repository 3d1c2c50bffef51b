import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.medium,
    backgroundColor: vars.color.surface,
  },
  variants: {
    placement: {
      // Covers the viewport while a lazily loaded screen arrives.
      viewport: { position: 'fixed', inset: 0, zIndex: vars.zIndex.overlay },
      // Fills the page wrapper (below the header, above the footer) and keeps a sensible height.
      wrapper: {
        width: '100%',
        height: '100%',
        minHeight: `calc(${vars.size.controlLarge} * 5)`,
        padding: vars.space.xxxlarge,
      },
    },
  },
  defaultVariants: { placement: 'viewport' },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
