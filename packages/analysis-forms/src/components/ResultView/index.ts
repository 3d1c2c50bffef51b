export { ResultView, localizeTable, localizedWarnings } from './ResultView';
export type { ResultViewProps } from './ResultView';
