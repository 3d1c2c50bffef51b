import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  // Spec: 500 ms fade. Visibility waits for the fade-out before hiding from pointer and AT.
  transition: `opacity ${vars.motion.overlayFade} ${vars.motion.easing}, visibility 0s linear ${vars.motion.overlayFade}`,
  opacity: 0,
  visibility: 'hidden',
  selectors: {
    '&[data-visible="true"]': {
      opacity: 1,
      visibility: 'visible',
      transition: `opacity ${vars.motion.overlayFade} ${vars.motion.easing}, visibility 0s`,
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
