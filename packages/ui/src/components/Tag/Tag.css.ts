import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'stretch',
    minHeight: vars.size.controlSmall,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        backgroundColor: vars.color.surfaceMuted,
        borderColor: vars.color.border,
      },
      brand: {
        color: vars.color.brandText,
        backgroundColor: vars.color.brandSoft,
        borderColor: vars.color.brand,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;

export const text = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.medium}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-removable="true"] > &': { paddingRight: vars.space.xsmall } },
});

export const remove = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // At least 24 × 24 px (WCAG 2.5.8): the tag is 32 px tall and the button spans it.
    minWidth: vars.size.controlSmall,
    margin: '-1px',
    padding: `0 ${vars.space.small}`,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.fontSize.body,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      // Inside the button, so the ring does not cover the tag's text.
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    },
  },
]);
