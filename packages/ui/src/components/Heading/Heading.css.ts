import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.heading1 },
      2: { fontSize: vars.fontSize.heading2 },
      3: { fontSize: vars.fontSize.heading3 },
      4: { fontSize: vars.fontSize.heading4, fontWeight: vars.fontWeight.semibold },
    },
  },
});
