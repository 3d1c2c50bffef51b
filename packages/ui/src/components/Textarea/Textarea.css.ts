import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Added to the shared field control: room above and below the text, vertical resize only. */
export const textarea = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
});

export const count = recipe({
  base: {
    margin: 0,
    alignSelf: 'flex-end',
    fontSize: vars.fontSize.small,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    over: {
      false: { color: vars.color.textMuted },
      true: { color: vars.color.critical, fontWeight: vars.fontWeight.semibold },
    },
  },
});
