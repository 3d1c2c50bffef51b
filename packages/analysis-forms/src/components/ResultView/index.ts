export { ResultView, localizeTable, localizedWarnings, reportLabels } from './ResultView';
export type { ResultViewProps } from './ResultView';
export { SyntaxPanel, copyText } from './SyntaxPanel';
export type { SyntaxPanelProps } from './SyntaxPanel';
export { downloadWordReport, reportSection, DOCX_MIME } from './exportWord';
export type { ReportChart, ReportLabels, ReportSection } from './exportWord';
