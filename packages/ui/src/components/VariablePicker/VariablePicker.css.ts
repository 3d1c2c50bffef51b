import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 1fr)',
  gap: vars.space.large,
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'minmax(200px, 1fr) minmax(260px, 1.3fr)',
    },
  },
});

export const panelTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xsmall,
  minHeight: '120px',
  maxHeight: '320px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  userSelect: 'none',
  border: '2px solid transparent',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brandSoft,
      fontWeight: vars.fontWeight.semibold,
    },
    // The active option is only marked while the list has keyboard focus.
    [`${list}:focus-visible &[data-active="true"]`]: { borderColor: vars.color.focusRing },
  },
});

export const typeBadge = recipe({
  base: {
    flexShrink: 0,
    padding: `0 ${vars.space.xsmall}`,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.tableDense,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
  },
  variants: {
    type: {
      numeric: { backgroundColor: vars.color.deliverySoft },
      categorical: { backgroundColor: vars.color.infoSoft },
    },
  },
});

export const targets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const targetRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.small,
  alignItems: 'start',
});

export const targetBox = style({
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
  minHeight: '64px',
  backgroundColor: vars.color.surfaceMuted,
});

export const targetItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const targetItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
});

export const targetItemName = style({ flex: 1, minWidth: 0 });

export const moveIcon = style({ display: 'inline-block' });
