import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ANALYSIS_NAMESPACE, analysisFormsResources } from '@tonggye/analysis-forms';
import type { Language } from './index';
import { ko } from './ko';
import { en } from './en';

/** Every catalogue at once, ready synchronously: for tests and stories. */
export function createSiteI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ko',
    defaultNS: 'site',
    ns: ['site', ANALYSIS_NAMESPACE],
    resources: {
      ko: { site: ko, ...analysisFormsResources.ko },
      en: { site: en, ...analysisFormsResources.en },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
