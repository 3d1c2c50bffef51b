export { Textarea, textareaLabelsKo, textareaLabelsEn, countCharacters } from './Textarea';
export type { TextareaProps, TextareaLabels } from './Textarea';
