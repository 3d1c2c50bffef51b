import { lightTokens } from '../theme/tokens';

/**
 * Radix positions popovers and tooltips with numbers (pixels), which CSS variables cannot give;
 * the numbers are read from the same token values the theme uses.
 */
const px = (value: string) => Number.parseFloat(value);

/** Gap between a trigger and its popover or tooltip. */
export const floatingGap = px(lightTokens.space.small);
/** Space kept between a popover and the edge of the screen. */
export const floatingCollisionPadding = px(lightTokens.space.small);
