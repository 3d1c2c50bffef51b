import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../overlay/overlay.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  // Many tabs scroll sideways on a phone rather than wrap into a second row.
  overflowX: 'auto',
});

export const trigger = style([
  focusRing,
  {
    flexShrink: 0,
    padding: `${vars.space.small} ${vars.space.large}`,
    // The selected tab's underline replaces the list border under it.
    marginBottom: '-1px',
    border: 'none',
    borderBottom: `3px solid transparent`,
    borderRadius: `${vars.radius.medium} ${vars.radius.medium} 0 0`,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
      '&[data-state="active"]': {
        color: vars.color.brandText,
        borderBottomColor: vars.color.brand,
      },
      '&[data-state="active"]:hover': { backgroundColor: vars.color.surface },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);

export const content = style([
  focusRing,
  { borderRadius: vars.radius.small, selectors: { '&:focus-visible': { outlineOffset: '4px' } } },
]);
