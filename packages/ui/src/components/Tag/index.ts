export { Tag, tagTones, tagLabelsKo, tagLabelsEn } from './Tag';
export type { TagProps, TagTone, TagLabels } from './Tag';
