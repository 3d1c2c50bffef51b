export { AnalysisWizard } from './AnalysisWizard';
export type { AnalysisWizardProps } from './AnalysisWizard';
