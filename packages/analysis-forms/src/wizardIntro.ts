/**
 * The analysis wizard's upload step, as an entry of its own (`@tonggye/analysis-forms/wizard-intro`):
 * what an analysis page renders before the visitor has a dataset, and the wizard machine. A page
 * imports this, and `./wizard` lazily for the later steps, so its first download holds only
 * what the upload step renders (the package's index reaches every form and step).
 */
export {
  AnalysisWizardIntro,
  type SampleDataset,
  type WizardIntroAnalysis,
} from './components/AnalysisWizard/WizardIntro';
export { lazyAnalysis } from './definitions/lazy';
export { findServiceEntryById, findServiceEntryByPath } from './definitions/serviceCatalogue';
export {
  createWizardMachine,
  wizardStepOf,
  wizardSteps,
  type LazyAnalysis,
  type WizardActorRef,
  type WizardAnalysis,
  type WizardStep,
} from './machines/wizard';
export { shownWizardSteps, wizardDisplayStep } from './machines/displayStep';
