export { AnalysisWizard } from './AnalysisWizard';
export type { AnalysisWizardProps, HandOverListener } from './AnalysisWizard';
