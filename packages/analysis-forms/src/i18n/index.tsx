import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from './react';
import { createI18n, type I18n } from './runtime';
import { en } from './en';
import { ko } from './ko';
import { accountFormsEn } from './accountFormsEn';
import { accountFormsKo } from './accountFormsKo';

export const ANALYSIS_NAMESPACE = 'analysis';
/**
 * The account forms' words (sign-in, sign-up, account helpers, call failures): a namespace of
 * their own, so the sign-in page and the pages that only report a failed call load them without
 * the analyses' catalogue.
 */
export const ACCOUNT_FORMS_NAMESPACE = 'accountForms';
export type AnalysisLanguage = 'ko' | 'en';
export type { AnalysisCatalogue } from './ko';

/** Catalogues keyed by language then namespace: merge into the site's `resources`. */
export const analysisFormsResources = {
  ko: { [ANALYSIS_NAMESPACE]: ko, [ACCOUNT_FORMS_NAMESPACE]: accountFormsKo },
  en: { [ANALYSIS_NAMESPACE]: en, [ACCOUNT_FORMS_NAMESPACE]: accountFormsEn },
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
