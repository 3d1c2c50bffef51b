export * from './types';
export {
  analysisFormsResources,
  createAnalysisI18n,
  AnalysisI18nProvider,
  ANALYSIS_NAMESPACE,
  ACCOUNT_FORMS_NAMESPACE,
  WIZARD_INTRO_NAMESPACE,
} from './i18n';
export type { AnalysisLanguage, AnalysisCatalogue } from './i18n';
// Each language's catalogue on its own, for a site that loads only the reader's language.
export { ko as analysisCatalogueKo } from './i18n/ko';
export { en as analysisCatalogueEn } from './i18n/en';
export { accountFormsKo as accountFormsCatalogueKo } from './i18n/accountFormsKo';
export { accountFormsEn as accountFormsCatalogueEn } from './i18n/accountFormsEn';
export { wizardIntroKo as wizardIntroCatalogueKo } from './i18n/wizardIntroKo';
export { wizardIntroEn as wizardIntroCatalogueEn } from './i18n/wizardIntroEn';
// The i18n runtime of the package and the site (no i18next).
export { createI18n } from './i18n/runtime';
export type {
  Catalogue,
  CatalogueLoader,
  I18n,
  I18nOptions,
  TFunction,
  TOptions,
} from './i18n/runtime';
export { I18nProvider, useTranslation } from './i18n/react';

export * from './definitions/types';
export { analysisDefinitions, findDefinitionByPath } from './definitions/registry';

export * from './machines/wizard';
export { shownWizardSteps, wizardDisplayStep } from './machines/displayStep';
export * from './machines/session';
export * from './accounts/schemas';
export * from './accounts/LoginForm';
export * from './accounts/SignUpForm';
export * from './accounts/FindEmailForm';
export * from './accounts/ResetPasswordForm';
export * from './accounts/ChangePasswordForm';
export * from './accounts/ProfileForm';
export * from './accounts/DeleteAccountForm';
export * from './accounts/InquiryForm';
export * from './community/PostForm';
export * from './community/postSchema';
export * from './service-centre/QnaForm';
export * from './service-centre/qnaSchema';
export * from './accounts/ChangeEmailForm';
export * from './store/schemas';
export * from './store/OrderSheetForm';
export * from './store/GuestConsentForm';
export * from './store/OrderLookupForm';
export * from './store/OrdermadeRequestForm';
export * from './store/EstimateRequestForm';
export * from './store/DeliveryFields';
export * from './store/SubscriptionForm';
export * from './store/OrdermadeOrderForm';
export * from './store/ReviewForm';
export * from './store/reviewSchema';
export { useCallFailureText } from './accounts/useCallFailureText';
export { toWizardError } from './machines/errors';
export type { WizardError } from './machines/errors';

export * from './components/SettingForm';
export * from './components/IntroStep';
export * from './components/ResultView';
export * from './components/InterpretationStep';
export * from './components/AnalysisWizard';
export * from './components/FactorGroups';
export * from './components/DataStep';
export { formatDate, pickText } from './components/localize';

export { descriptiveResultFixture, surveyDataset, uploadedDatasets } from './fixtures/descriptive';
export {
  findServiceEntryById,
  findServiceEntryByPath,
  serviceGroups,
  tTestChooserPath,
  tTestEntries,
  type ServiceEntry,
  type ServiceGroup,
} from './definitions/serviceCatalogue';
export * from './components/ServiceCatalogue';
export {
  anovaMultiMachine,
  type AnovaCellStructure,
  type AnovaCellsInput,
} from './machines/anovaMulti';
