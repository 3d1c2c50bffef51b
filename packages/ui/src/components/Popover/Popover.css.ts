import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { enterAnimation } from '../../overlay/overlay.css';

export const content = style([
  enterAnimation,
  {
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    width: 'max-content',
    maxWidth: `min(${vars.size.popoverMax}, var(--radix-popover-content-available-width))`,
    padding: vars.space.large,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    fontSize: vars.fontSize.small,
    outline: 'none',
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  // The × button is taller than the title line; pull it into the padding.
  marginTop: `calc(-1 * ${vars.space.small})`,
  marginRight: `calc(-1 * ${vars.space.small})`,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space.small,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
