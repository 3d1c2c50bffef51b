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
