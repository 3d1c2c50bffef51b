export { Text, textTones, textSizes } from './Text';
export type { TextProps, TextTone, TextSize } from './Text';
