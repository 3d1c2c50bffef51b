import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from './react';
import { createI18n, type I18n } from './runtime';
import { en } from './en';
import { ko } from './ko';
import { accountFormsEn } from './accountFormsEn';
import { accountFormsKo } from './accountFormsKo';
import { wizardIntroEn } from './wizardIntroEn';
import { wizardIntroKo } from './wizardIntroKo';

export const ANALYSIS_NAMESPACE = 'analysis';
/**
 * The account forms' words (sign-in, sign-up, account helpers, call failures): a namespace of
 * their own, so the sign-in page and the pages that only report a failed call load them without
 * the analyses' catalogue.
 */
export const ACCOUNT_FORMS_NAMESPACE = 'accountForms';
/**
 * The words of an analysis page before the visitor has a dataset (the wizard's frame, the upload
 * step, the wizard's errors): a namespace of their own, so the upload step loads them without
 * the analyses' catalogue. The later steps read them after `analysis` (`useAnalysisTranslation`).
 */
export const WIZARD_INTRO_NAMESPACE = 'wizardIntro';
export type AnalysisLanguage = 'ko' | 'en';
export type { AnalysisCatalogue } from './ko';

/** Catalogues keyed by language then namespace: merge into the site's `resources`. */
export const analysisFormsResources = {
  ko: {
    [ANALYSIS_NAMESPACE]: ko,
    [ACCOUNT_FORMS_NAMESPACE]: accountFormsKo,
    [WIZARD_INTRO_NAMESPACE]: wizardIntroKo,
  },
  en: {
    [ANALYSIS_NAMESPACE]: en,
    [ACCOUNT_FORMS_NAMESPACE]: accountFormsEn,
    [WIZARD_INTRO_NAMESPACE]: wizardIntroEn,
  },
};

/** A ready instance holding only this package's catalogue (stories, tests). */
export function createAnalysisI18n(language: AnalysisLanguage = 'ko'): I18n {
  return createI18n({
    lng: language,
    fallbackLng: 'ko',
    defaultNS: ANALYSIS_NAMESPACE,
    resources: analysisFormsResources,
  });
}

export function AnalysisI18nProvider({
  language = 'ko',
  children,
}: {
  language?: AnalysisLanguage;
  children: ReactNode;
}) {
  const instance = useMemo(() => createAnalysisI18n(language), [language]);
  return <I18nProvider i18n={instance}>{children}</I18nProvider>;
}
