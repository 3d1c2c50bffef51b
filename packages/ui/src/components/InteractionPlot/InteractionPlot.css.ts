import { style } from '@vanilla-extract/css';

/** Simple-slope lines: a little heavier than other series lines, so dashes stay legible. */
export const line = style({
  selectors: { 'svg &': { strokeWidth: 2.5, strokeLinejoin: 'round' } },
});
