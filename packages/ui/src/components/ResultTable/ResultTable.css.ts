import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as dataTable from '../../table/dataTable.css';

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

export const scroller = dataTable.scroller;

/** SPSS look (shared with the charts' data tables); nested headers sit on the bottom line. */
export const table = dataTable.table;

export const caption = style([dataTable.caption, { fontWeight: vars.fontWeight.bold }]);

/**
 * Long column titles ("95% CI of the Difference Lower", "Levene's Test for Equality of
 * Variances") may wrap between words, so a wide SPSS table condenses to the page rather than
 * hiding its last columns; a table that fits keeps every title on one line. `keep-all` keeps
 * Korean words whole.
 */
export const headerCell = style([
  dataTable.headerCell,
  { verticalAlign: 'bottom', whiteSpace: 'normal', wordBreak: 'keep-all' },
]);

export const rowHeader = style([dataTable.rowHeader, { verticalAlign: 'top' }]);

export const groupHeader = style([
  rowHeader,
  { fontWeight: vars.fontWeight.semibold, backgroundColor: vars.color.surfaceMuted },
]);

export const cell = dataTable.cell;

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
