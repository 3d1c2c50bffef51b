import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surface,
    selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
  },
  variants: {
    soldOut: { true: {}, false: {} },
  },
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const ratio = styleVariants({
  '1:1': { aspectRatio: '1 / 1' },
  '4:3': { aspectRatio: '4 / 3' },
  '3:4': { aspectRatio: '3 / 4' },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    [`${card.classNames.variants.soldOut.true} &`]: { opacity: 0.45, filter: 'grayscale(1)' },
  },
});

export const soldOutMark = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.body,
});

/** Above the stretched link, so the toggle gets its own clicks. */
export const wish = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.heading3,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandText },
    '&[aria-pressed="true"]': { color: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The name is the card's one link; its ::after covers the card so the photo is clickable too. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});

export const options = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
