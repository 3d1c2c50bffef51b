import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
  cursor: 'pointer',
});

/** Native input, restyled: keeps every keyboard and screen-reader behaviour for free. */
export const input = style({
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  accentColor: vars.color.brandText,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  paddingTop: '2px',
});

export const description = style({
  gridColumn: '2',
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
