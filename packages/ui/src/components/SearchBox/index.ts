export { SearchBox, searchBoxLabelsKo, searchBoxLabelsEn } from './SearchBox';
export type { SearchBoxProps, SearchBoxLabels } from './SearchBox';
