import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brandText },
      critical: { color: vars.color.critical },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      info: { color: vars.color.info },
    },
    size: {
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body },
      body: { fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.body },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      strong: { fontWeight: vars.fontWeight.semibold },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'body', weight: 'regular' },
});
