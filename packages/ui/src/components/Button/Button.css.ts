import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      border: '1px solid transparent',
      borderRadius: vars.radius.medium,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transition: `background-color ${vars.motion.quick} ${vars.motion.easing}`,
      selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brandText,
        color: vars.color.textOnFill,
        selectors: { '&:hover': { backgroundColor: vars.color.brandTextHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brandText,
        borderColor: vars.color.brand,
        selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brandText,
        selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } },
      },
      danger: {
        backgroundColor: vars.color.critical,
        color: vars.color.textOnFill,
        selectors: { '&:hover': { filter: 'brightness(0.9)' } },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSmall,
        padding: `0 ${vars.space.medium}`,
        fontSize: vars.fontSize.small,
      },
      md: {
        minHeight: vars.size.controlMedium,
        padding: `0 ${vars.space.large}`,
        fontSize: vars.fontSize.body,
      },
      lg: {
        minHeight: vars.size.controlLarge,
        padding: `0 ${vars.space.xlarge}`,
        fontSize: vars.fontSize.large,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busyIndicator = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
