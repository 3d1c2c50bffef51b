/**
 * The analysis wizard with every step, as an entry of its own (`@tonggye/analysis-forms/wizard`):
 * an analysis page loads it once the visitor leaves the upload step (`./wizard-intro`).
 */
export {
  AnalysisWizard,
  type AnalysisWizardProps,
  type AnovaCellsListener,
  type DataPrepListener,
  type HandOverListener,
  type ValueLabelsListener,
} from './components/AnalysisWizard/AnalysisWizard';
