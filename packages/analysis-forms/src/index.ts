export * from './types';
export {
  analysisFormsResources,
  createAnalysisI18n,
  AnalysisI18nProvider,
  ANALYSIS_NAMESPACE,
} from './i18n';
export type { AnalysisLanguage, AnalysisCatalogue } from './i18n';

export * from './definitions/types';
export * from './definitions/descriptive';
export { analysisDefinitions, findDefinitionByPath } from './definitions/registry';

export * from './machines/wizard';
export * from './machines/session';
export * from './accounts/schemas';
export * from './accounts/LoginForm';
export * from './accounts/SignUpForm';
export { toWizardError } from './machines/errors';
export type { WizardError } from './machines/errors';

export * from './components/SettingForm';
export * from './components/IntroStep';
export * from './components/ResultView';
export * from './components/InterpretationStep';
export * from './components/AnalysisWizard';
export { formatDate, pickText } from './components/localize';

export { descriptiveResultFixture, surveyDataset, uploadedDatasets } from './fixtures/descriptive';
