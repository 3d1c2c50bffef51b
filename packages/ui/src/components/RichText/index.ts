export { RichText, stripActiveContent } from './RichText';
export type { RichTextProps } from './RichText';
