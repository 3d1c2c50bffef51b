import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { closeButton, focusRing } from '../../overlay/overlay.css';

export const banner = style({
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.brand}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.size.containerMax,
  margin: '0 auto',
  padding: `${vars.space.xsmall} ${vars.space.small} ${vars.space.xsmall} ${vars.space.large}`,
  fontSize: vars.fontSize.small,
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
});

export const message = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const link = style([
  focusRing,
  {
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { color: vars.color.brandTextHover } },
  },
]);

/** The shared ×, in body text colour on the tinted strip (a checked pair). */
export const close = style([closeButton, { color: vars.color.text }]);
