import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Shared by the overlays: fade in on open, nothing when the person asked for less motion. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const enterAnimation = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} ${vars.motion.quick} ${vars.motion.easing}`,
    },
  },
});

export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Square icon button for ×: muted until hovered, with the focus ring of every control. */
export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.medium,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.large,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
  },
]);
