export { AnalysisWizard } from './AnalysisWizard';
export type {
  AnalysisWizardProps,
  AnovaCellsListener,
  HandOverListener,
  ValueLabelsListener,
} from './AnalysisWizard';
