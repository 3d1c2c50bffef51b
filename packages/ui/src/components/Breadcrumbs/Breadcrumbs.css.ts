import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../overlay/overlay.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  // Room for the focus ring between a link and the separators.
  gap: vars.space.small,
  color: vars.color.textMuted,
  selectors: {
    // Separator drawn by CSS with empty alt text, so screen readers read only the list.
    '&:not(:first-child)::before': {
      content: '"›" / ""',
      color: vars.color.textMuted,
    },
  },
});

export const link = style([
  focusRing,
  {
    color: vars.color.textMuted,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { color: vars.color.brandTextHover } },
  },
]);

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
