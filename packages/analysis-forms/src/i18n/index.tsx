import i18next, { type i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

export const ANALYSIS_NAMESPACE = 'analysis';
export type AnalysisLanguage = 'ko' | 'en';
export type { AnalysisCatalogue } from './ko';

/** i18next resources, keyed by language then namespace: merge into the site's `resources`. */
export const analysisFormsResources = {
  ko: { [ANALYSIS_NAMESPACE]: ko },
  en: { [ANALYSIS_NAMESPACE]: en },
};

/** A ready i18next instance holding only this package's catalogue (stories, tests). */
export function createAnalysisI18n(language: AnalysisLanguage = 'ko'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ko',
    ns: [ANALYSIS_NAMESPACE],
    defaultNS: ANALYSIS_NAMESPACE,
    resources: analysisFormsResources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function AnalysisI18nProvider({
  language = 'ko',
  children,
}: {
  language?: AnalysisLanguage;
  children: ReactNode;
}) {
  const instance = useMemo(() => createAnalysisI18n(language), [language]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
