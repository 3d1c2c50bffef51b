import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * Layout follows the list's own width (a container query), not the window: the same board fits a
 * full page, a side column and a phone, and a story can show the phone layout in a narrow box.
 */
const board = createContainer();
const wide = `${board} (min-width: 640px)`;

export const container = style({ containerName: board, containerType: 'inline-size' });

/** Columns on wide screens: number, title, author, date, views. */
const columns = `4.5rem minmax(0, 1fr) 8rem 6.5rem 4.5rem`;

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const shown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
} as const;

export const headings = style({
  display: 'none',
  '@container': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: columns,
      gap: vars.space.medium,
      padding: `${vars.space.small} ${vars.space.medium}`,
      borderTop: `2px solid ${vars.color.text}`,
      borderBottom: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.text,
      fontSize: vars.fontSize.small,
      fontWeight: vars.fontWeight.semibold,
      textAlign: 'center',
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `2px solid ${vars.color.text}`,
  '@container': { [wide]: { borderTop: 'none' } },
});

/** Phone: title line (with the 공지 mark) over a muted line of author · date · views. */
export const row = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    rowGap: vars.space.xsmall,
    padding: `${vars.space.medium} ${vars.space.small}`,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.tight,
    '@container': {
      [wide]: {
        gridTemplateColumns: columns,
        columnGap: vars.space.medium,
        padding: vars.space.medium,
      },
    },
  },
  variants: {
    notice: {
      true: { backgroundColor: vars.color.surfaceMuted },
      false: {},
    },
  },
});

export const numberCell = style({
  display: 'flex',
  justifyContent: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** Space between the 공지 mark and the title on a phone; the grid gap does it on wide screens. */
export const noticeMark = style({
  display: 'inline-flex',
  marginRight: vars.space.small,
  '@container': { [wide]: { marginRight: 0 } },
});

/** The running number is read but not shown on a phone, where the title leads. */
export const numberText = style({ ...hidden, '@container': { [wide]: shown } });

export const titleCell = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontSize: vars.fontSize.body,
});

export const titleLink = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const replies = style({
  flexShrink: 0,
  color: vars.color.brandText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

/** One line on a phone; on wide screens its cells join the row's grid as columns. */
export const meta = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.small}`,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [wide]: { display: 'contents', color: vars.color.text } },
});

export const metaCell = style({
  selectors: {
    // A thin divider between values on a phone.
    '& + &::before': {
      content: '""',
      display: 'inline-block',
      width: '1px',
      height: '0.8em',
      marginRight: vars.space.small,
      backgroundColor: vars.color.border,
    },
  },
  '@container': {
    [wide]: {
      textAlign: 'center',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      selectors: { '& + &::before': { display: 'none' } },
    },
  },
});

/** '조회' stays visible next to the count on a phone, where there are no column headings. */
export const viewsLabel = style({ '@container': { [wide]: hidden } });
