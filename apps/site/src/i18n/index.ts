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
  return chosenLanguage(storage) ?? 'ko';
}

/** The language the visitor picked with the header switch, or null when they never did. */
export function chosenLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language | null {
  const value = storage.getItem(LANGUAGE_KEY);
  return value === 'en' || value === 'ko' ? value : null;
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
