import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { enterAnimation } from '../../overlay/overlay.css';

export const content = style([
  enterAnimation,
  {
    zIndex: vars.zIndex.tooltip,
    maxWidth: vars.size.tooltipMax,
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    backgroundColor: vars.color.surfaceInverse,
    color: vars.color.textOnFill,
    borderRadius: vars.radius.small,
    boxShadow: vars.shadow.small,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.tight,
  },
]);

export const arrow = style({ fill: vars.color.surfaceInverse });
