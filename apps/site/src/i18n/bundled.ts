import {
  ACCOUNT_FORMS_NAMESPACE,
  ANALYSIS_NAMESPACE,
  WIZARD_INTRO_NAMESPACE,
  analysisFormsResources,
  createI18n,
  type I18n,
} from '@tonggye/analysis-forms';
import type { Language } from './index';
import { SHOP_NS, STORE_NS } from './namespaces';
import { shopEn } from './shopEn';
import { shopKo } from './shopKo';
import { ko } from './ko';
import { en } from './en';
import { storeKo } from './storeKo';
import { storeEn } from './storeEn';

/** Every catalogue at once, ready synchronously: for tests and stories. */
export function createSiteI18n(language: Language): I18n {
  return createI18n({
    lng: language,
    fallbackLng: 'ko',
    defaultNS: 'site',
    ns: [
      'site',
      STORE_NS,
      SHOP_NS,
      ANALYSIS_NAMESPACE,
      ACCOUNT_FORMS_NAMESPACE,
      WIZARD_INTRO_NAMESPACE,
    ],
    resources: {
      ko: { site: ko, [STORE_NS]: storeKo, [SHOP_NS]: shopKo, ...analysisFormsResources.ko },
      en: { site: en, [STORE_NS]: storeEn, [SHOP_NS]: shopEn, ...analysisFormsResources.en },
    },
  });
}
