import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ANALYSIS_NAMESPACE, analysisFormsResources } from '@tonggye/analysis-forms';
import { ko } from './ko';
import { en } from './en';

export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];
const LANGUAGE_KEY = 'language';

/** The visitor's own choice wins over any detection; Korean by default. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language {
  const value = storage.getItem(LANGUAGE_KEY);
  return value === 'en' ? 'en' : 'ko';
}

export function rememberLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(LANGUAGE_KEY, language);
}

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
