import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../overlay/overlay.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({ display: 'flex' });

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.controlMedium,
    height: vars.size.controlMedium,
    padding: `0 ${vars.space.small}`,
    border: `1px solid transparent`,
    borderRadius: vars.radius.medium,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.numeric,
    fontSize: vars.fontSize.body,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandSoft, color: vars.color.brandText },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brandText,
        color: vars.color.textOnFill,
        fontWeight: vars.fontWeight.bold,
        cursor: 'default',
      },
      // Stays focusable so focus is not lost on the last page; looks and acts inert.
      '&[aria-disabled="true"]': {
        backgroundColor: 'transparent',
        color: vars.color.borderStrong,
        cursor: 'default',
      },
    },
  },
]);

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  height: vars.size.controlMedium,
  color: vars.color.textMuted,
});

/** The next/last chevrons are the previous/first ones mirrored. */
export const flipped = style({ transform: 'scaleX(-1)' });
