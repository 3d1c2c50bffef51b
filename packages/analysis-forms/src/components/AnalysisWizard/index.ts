export { AnalysisWizard } from './AnalysisWizard';
export type {
  AnalysisWizardProps,
  AnovaCellsListener,
  DataPrepListener,
  HandOverListener,
  ValueLabelsListener,
} from './AnalysisWizard';
