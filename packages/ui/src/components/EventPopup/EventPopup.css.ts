import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../overlay/overlay.css';

export const imageLink = style([focusRing, { display: 'block', borderRadius: vars.radius.medium }]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.medium,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.small });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});

export const hideOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/**
 * The kit's dialog panel on a native modal `<dialog>`: the browser's own box (border, margin,
 * insets that stretch it) is undone, and its backdrop is the kit's scrim.
 */
export const dialog = style({
  right: 'auto',
  bottom: 'auto',
  margin: 0,
  border: 'none',
  selectors: {
    '&::backdrop': { backgroundColor: vars.color.scrim },
  },
});
