import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });

export const field = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  paddingLeft: `calc(${vars.space.medium} + ${vars.fontSize.heading3} + ${vars.space.small})`,
  paddingRight: `calc(${vars.size.controlSmall} + ${vars.space.small})`,
  appearance: 'none',
  selectors: {
    // Our own clear button replaces the browser's, which is too small and not labelled.
    '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
  },
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.medium,
  display: 'inline-flex',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.heading3,
  pointerEvents: 'none',
});

export const clear = style({
  position: 'absolute',
  right: vars.space.xsmall,
  top: '50%',
  transform: 'translateY(-50%)',
});
