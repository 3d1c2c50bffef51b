import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room on the right for the show/hide button. */
export const input = style({
  paddingRight: `calc(${vars.size.controlSmall} + ${vars.space.small})`,
});

export const toggle = style({
  position: 'absolute',
  right: vars.space.xsmall,
  top: '50%',
  transform: 'translateY(-50%)',
});

export const rules = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const rule = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall },
  variants: {
    // 'pending' before anything is typed: nothing has failed yet.
    state: {
      pending: { color: vars.color.textMuted },
      met: { color: vars.color.positive },
      unmet: { color: vars.color.critical },
    },
  },
});

export const ruleMark = style({ display: 'inline-flex', fontSize: vars.fontSize.body });
