import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The SPSS look shared by ResultTable and the charts' data-table alternative: horizontal rules
 * only, dense tabular numbers aligned on the right, a muted header band.
 */
export const scroller = style({
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

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
  paddingBottom: vars.space.xsmall,
});

export const headerCell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  backgroundColor: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});

export const rowHeader = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
