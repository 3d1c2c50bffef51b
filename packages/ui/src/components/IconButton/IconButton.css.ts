import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.medium,
      cursor: 'pointer',
      lineHeight: 1,
      transition: `background-color ${vars.motion.quick} ${vars.motion.easing}`,
      selectors: {
        // Kept focusable (a disabled button would drop focus mid-operation); only looks inactive.
        '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
      },
    },
  ],
  variants: {
    variant: {
      neutral: {
        backgroundColor: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceSunken,
            color: vars.color.text,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brandText,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.brandSoft },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brandText,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.brandSoft },
        },
      },
      primary: {
        backgroundColor: vars.color.brandText,
        color: vars.color.textOnFill,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.brandTextHover },
        },
      },
    },
    size: {
      sm: {
        width: vars.size.controlSmall,
        height: vars.size.controlSmall,
        fontSize: vars.fontSize.body,
      },
      md: {
        width: vars.size.controlMedium,
        height: vars.size.controlMedium,
        fontSize: vars.fontSize.heading3,
      },
      lg: {
        width: vars.size.controlLarge,
        height: vars.size.controlLarge,
        fontSize: vars.fontSize.heading2,
      },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const icon = style({ display: 'inline-flex' });
