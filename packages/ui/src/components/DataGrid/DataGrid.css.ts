import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Rows the viewport shows, header included; set inline from the visibleRows prop. */
export const visibleRowsVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '100%',
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  height: `calc(${visibleRowsVar} * ${vars.size.controlSmall} + 2px)`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  // Keeps a cell that takes focus from hiding under the sticky header.
  scrollPaddingTop: vars.size.controlSmall,
  scrollPaddingLeft: `calc(${vars.space.xxxlarge} + ${vars.space.xlarge})`,
  fontSize: vars.fontSize.tableDense,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  width: 'max-content',
  minWidth: '100%',
});

export const body = style({ position: 'relative', width: 'max-content', minWidth: '100%' });

export const row = style({
  display: 'flex',
  width: 'max-content',
  minWidth: '100%',
  height: vars.size.controlSmall,
});

export const bodyRow = style([row, { position: 'absolute', top: 0, left: 0 }]);

const cellBase = style({
  flex: 'none',
  boxSizing: 'border-box',
  height: vars.size.controlSmall,
  lineHeight: `calc(${vars.size.controlSmall} - 1px)`,
  padding: `0 ${vars.space.small}`,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const cell = style([cellBase, { width: `calc(${vars.space.xxxlarge} * 2.5)` }]);

export const numericCell = style([cell, { textAlign: 'right' }]);

/** SPSS's system-missing dot on a muted ground, so gaps in the data stand out. */
export const missingCell = style([
  cell,
  { textAlign: 'center', color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted },
]);

export const columnHeader = style([
  cell,
  {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.xsmall,
    fontWeight: vars.fontWeight.semibold,
    backgroundColor: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
  },
]);

export const columnType = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const rowHeader = style([
  cellBase,
  {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width: `calc(${vars.space.xxxlarge} + ${vars.space.xlarge})`,
    textAlign: 'right',
    fontWeight: vars.fontWeight.regular,
    color: vars.color.textMuted,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const corner = style([rowHeader, { borderBottom: `1px solid ${vars.color.borderStrong}` }]);
