import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '640px',
  margin: '0 auto',
  padding: vars.space.xxlarge,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.heading2,
  fontWeight: vars.fontWeight.bold,
});
export const message = style({ margin: 0, color: vars.color.text });
export const details = style({
  width: '100%',
  margin: 0,
  padding: vars.space.medium,
  overflowX: 'auto',
  // The bundled font, not the system monospace: machines differ in which one they have.
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.tableDense,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  whiteSpace: 'pre-wrap',
});
