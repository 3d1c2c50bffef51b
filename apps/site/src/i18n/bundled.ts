import {
  ANALYSIS_NAMESPACE,
  analysisFormsResources,
  createI18n,
  type I18n,
} from '@tonggye/analysis-forms';
import type { Language } from './index';
import { ko } from './ko';
import { en } from './en';

/** Every catalogue at once, ready synchronously: for tests and stories. */
export function createSiteI18n(language: Language): I18n {
  return createI18n({
    lng: language,
    fallbackLng: 'ko',
    defaultNS: 'site',
    ns: ['site', ANALYSIS_NAMESPACE],
    resources: {
      ko: { site: ko, ...analysisFormsResources.ko },
      en: { site: en, ...analysisFormsResources.en },
    },
  });
}
