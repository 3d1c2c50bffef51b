import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceSunken,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      // One line of body text: the line box's height, not the glyphs', so layout does not jump.
      text: {
        width: '100%',
        height: '1em',
        margin: `calc((${vars.lineHeight.body} * 1em - 1em) / 2) 0`,
        borderRadius: vars.radius.small,
        selectors: { [`${lines} > &:last-child:not(:first-child)`]: { width: '60%' } },
      },
      rect: { width: '100%', height: vars.size.controlLarge, borderRadius: vars.radius.medium },
      circle: {
        width: vars.size.controlMedium,
        height: vars.size.controlMedium,
        borderRadius: vars.radius.full,
        flexShrink: 0,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
