import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    borderLeft: '4px solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
      caution: { backgroundColor: vars.color.cautionSoft, borderColor: vars.color.caution },
      positive: { backgroundColor: vars.color.positiveSoft, borderColor: vars.color.positive },
      info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
    },
  },
});

export const title = recipe({
  base: { margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body },
  variants: {
    tone: {
      critical: { color: vars.color.critical },
      caution: { color: vars.color.caution },
      positive: { color: vars.color.positive },
      info: { color: vars.color.info },
    },
  },
});

export const body = style({ fontSize: vars.fontSize.small });
