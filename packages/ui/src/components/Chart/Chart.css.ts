import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as dataTable from '../../table/dataTable.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '100%',
  color: vars.color.text,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

/** Scales down with its container, keeping the aspect ratio of the viewBox. */
export const svg = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  backgroundColor: vars.color.surface,
  overflow: 'visible',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/** The data-table alternative: the same table styles as ResultTable. */
export const tableRegion = dataTable.scroller;

export const table = dataTable.table;

export const tableCaption = style([dataTable.caption, { fontWeight: vars.fontWeight.semibold }]);

export const headerCell = dataTable.headerCell;

export const rowHeader = dataTable.rowHeader;

export const cell = dataTable.cell;

// SVG parts. Text sizes match TICK_FONT_SIZE and TITLE_FONT_SIZE of layout.ts.

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const tickLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.tableDense,
  fontVariantNumeric: 'tabular-nums',
});

export const axisTitle = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

/** Labels on the plot itself (legend entries, estimates, annotations). */
export const plotLabel = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.tableDense,
});

export const referenceLine = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
  strokeDasharray: '6 4',
  fill: 'none',
});

/** Stroke (lines, outlines) of series n, cycling through the palette. */
export const seriesStroke = styleVariants(vars.chart, (colour) => ({
  stroke: colour,
  strokeWidth: 2,
  fill: 'none',
}));

/** Fill (bars, markers) of series n; a surface-coloured edge keeps neighbours apart. */
export const seriesFill = styleVariants(vars.chart, (colour) => ({
  fill: colour,
  stroke: vars.color.surface,
  strokeWidth: 1,
}));

/** Outlined marks (box bodies, open markers): series stroke on the surface. */
export const seriesOutline = styleVariants(vars.chart, (colour) => ({
  fill: vars.color.surface,
  stroke: colour,
  strokeWidth: 1.5,
}));
