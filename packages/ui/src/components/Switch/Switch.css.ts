import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const trackHeight = vars.space.xlarge;
const inset = vars.space.xxsmall;
const thumbSize = `calc(${trackHeight} - 2 * ${inset})`;

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  // Wide enough that the focus ring around the track does not touch the label.
  columnGap: vars.space.medium,
  alignItems: 'start',
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: trackHeight,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  // Off: the strong border grey keeps 3:1 against the page (WCAG 1.4.11); on: the brand text shade.
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.quick} ${vars.motion.easing}`,
  selectors: {
    '&[aria-checked="true"]': { backgroundColor: vars.color.brandText },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  left: inset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.quick} ${vars.motion.easing}`,
  selectors: {
    // The thumb's position, not only the colour, tells on from off.
    [`${track}[aria-checked="true"] &`]: {
      transform: `translateX(calc(${vars.size.controlMedium} - ${trackHeight}))`,
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.xxsmall,
  cursor: 'pointer',
});

export const description = style({
  gridColumn: '2',
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
