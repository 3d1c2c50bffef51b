import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '100%',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

export const scroller = style({
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

/** SPSS look: horizontal rules only, dense numeric cells aligned on the right. */
export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.tableDense,
  lineHeight: vars.lineHeight.table,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.xsmall,
});

export const headerCell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  verticalAlign: 'bottom',
  backgroundColor: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});

export const rowHeader = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const groupHeader = style([
  rowHeader,
  { fontWeight: vars.fontWeight.semibold, backgroundColor: vars.color.surfaceMuted },
]);

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const textCell = style([cell, { textAlign: 'left' }]);

export const footnotes = style({
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.tableDense,
  color: vars.color.textMuted,
});

export const copied = style({
  color: vars.color.positive,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});
