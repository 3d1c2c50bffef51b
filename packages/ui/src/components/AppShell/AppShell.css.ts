import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const tablet = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1024px)';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  backgroundColor: vars.color.surface,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brandText,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&:focus': {
      top: vars.space.small,
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `3px solid ${vars.color.brand}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  maxWidth: vars.size.containerMax,
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.large}`,
  // A desktop keeps brand, menu and account on one row, in English too (longer words): the
  // brand's words wrap before the row does.
  '@media': { [desktop]: { flexWrap: 'nowrap', gap: vars.space.small } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  marginRight: 'auto',
  minWidth: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
});

export const menuButton = style({ '@media': { [tablet]: { display: 'none' } } });

export const nav = style({
  display: 'none',
  width: '100%',
  order: 3,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': { [tablet]: { display: 'block', width: 'auto', order: 0, flexShrink: 0 } },
});

export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [tablet]: { flexDirection: 'row', gap: vars.space.xxsmall } },
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // In the one-row menu of a tablet or desktop the entries sit closer than in the folded list.
  '@media': { [tablet]: { padding: `${vars.space.small} ${vars.space.small}` } },
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft, color: vars.color.brandText },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brandText,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  '@media': { [desktop]: { flexShrink: 0, gap: vars.space.xsmall } },
});

export const accountLink = style([
  menuLink,
  {
    fontWeight: vars.fontWeight.regular,
    padding: `${vars.space.xsmall} ${vars.space.xsmall}`,
    '@media': { [tablet]: { padding: `${vars.space.xsmall} ${vars.space.xsmall}` } },
  },
]);

export const main = style({ flex: 1, width: '100%', outline: 'none' });

/** `fillViewport`: one screen high (the small viewport unit where known: no jump on scroll). */
export const mainFill = style({ minHeight: ['100vh', '100svh'] });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
});
