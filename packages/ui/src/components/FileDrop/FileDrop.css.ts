import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xxlarge,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
  transition: `background-color ${vars.motion.quick}, border-color ${vars.motion.quick}`,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  justifyContent: 'center',
});

export const fileName = style({ fontWeight: vars.fontWeight.semibold, wordBreak: 'break-all' });

export const progress = style({
  width: '100%',
  maxWidth: '320px',
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressBar = style({
  height: '100%',
  backgroundColor: vars.color.brand,
  transition: `width ${vars.motion.quick}`,
});
