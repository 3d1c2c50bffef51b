import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { enterAnimation } from '../../overlay/overlay.css';

export const overlay = style([
  enterAnimation,
  { position: 'fixed', inset: 0, backgroundColor: vars.color.scrim, zIndex: vars.zIndex.modal },
]);

export const content = recipe({
  base: [
    enterAnimation,
    {
      position: 'fixed',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      zIndex: vars.zIndex.modal,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.medium,
      // Percentages of the containing block (the viewport): a margin of the grid on every side.
      width: `calc(100% - 2 * ${vars.space.large})`,
      maxHeight: `calc(100% - 2 * ${vars.space.xlarge})`,
      overflowY: 'auto',
      padding: vars.space.xlarge,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      borderRadius: vars.radius.large,
      boxShadow: vars.shadow.large,
      outline: 'none',
    },
  ],
  variants: {
    size: {
      small: { maxWidth: vars.size.dialogSmall },
      medium: { maxWidth: vars.size.dialogMedium },
      large: { maxWidth: vars.size.dialogLarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

/** Marks a panel that has the × button, so the title leaves room for it. */
export const withCloseButton = style({});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.heading3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${withCloseButton} &`]: { paddingRight: vars.space.xxlarge } },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
});

/** The close button sits in the top corner without taking the title's line. */
export const closeSlot = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});
