export { vars } from './contract.css';
export { lightThemeClass } from './lightTheme.css';
export { sprinkles, spaces, breakpoints } from './sprinkles.css';
export type { Sprinkles, Space } from './sprinkles.css';
export { lightTokens, textColorPairs } from './tokens';
export type { ThemeTokens, ColorToken } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
