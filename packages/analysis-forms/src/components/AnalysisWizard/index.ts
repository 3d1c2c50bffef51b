export { AnalysisWizard } from './AnalysisWizard';
export type {
  AnalysisWizardProps,
  AnovaCellsListener,
  DataPrepListener,
  HandOverListener,
  ValueLabelsListener,
} from './AnalysisWizard';
export { AnalysisWizardIntro } from './WizardIntro';
export type { SampleDataset, WizardIntroAnalysis } from './WizardIntro';
