import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../overlay/overlay.css';

export const root = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const header = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    width: '100%',
    padding: `${vars.space.large} ${vars.space.small}`,
    border: 'none',
    borderRadius: vars.radius.small,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  transition: `transform ${vars.motion.quick} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  padding: `0 ${vars.space.small} ${vars.space.large}`,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
});
