import { createI18n, type Catalogue, type I18n } from '@tonggye/analysis-forms';
import { ko } from './ko';
import { SHOP_NS, STORE_NS } from './namespaces';

export { SHOP_NS, STORE_NS };

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

export { createSiteI18n } from './bundled';

/**
 * The `analysis` namespace of @tonggye/analysis-forms, written out so that naming it does not
 * load the package's catalogues (its `ANALYSIS_NAMESPACE`; a test keeps the two equal).
 */
export const ANALYSIS_NS = 'analysis';
/** The account forms' namespace of @tonggye/analysis-forms (its `ACCOUNT_FORMS_NAMESPACE`). */
export const ACCOUNT_FORMS_NS = 'accountForms';
/** The upload step's namespace of @tonggye/analysis-forms (its `WIZARD_INTRO_NAMESPACE`). */
export const WIZARD_INTRO_NS = 'wizardIntro';

/**
 * Loads a catalogue when the site first needs it: the English site catalogue only when English
 * is chosen or detected, the store's when a store page asks for it, the analysis forms',
 * the account forms' and the upload step's catalogues when a screen built from them asks for it (`useTranslation` suspends that screen meanwhile). Each comes in its own chunk.
 */
export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  if (namespace === 'site') return language === 'en' ? (await import('./en')).en : ko;
  if (namespace === STORE_NS)
    return language === 'en'
      ? (await import('./storeEn')).storeEn
      : (await import('./storeKo')).storeKo;
  if (namespace === SHOP_NS)
    return language === 'en'
      ? (await import('./shopEn')).shopEn
      : (await import('./shopKo')).shopKo;
  if (namespace === ANALYSIS_NS)
    return language === 'en'
      ? (await import('./analysisEn')).analysisEn
      : (await import('./analysisKo')).analysisKo;
  if (namespace === ACCOUNT_FORMS_NS)
    return language === 'en'
      ? (await import('./accountFormsEn')).accountFormsEn
      : (await import('./accountFormsKo')).accountFormsKo;
  if (namespace === WIZARD_INTRO_NS)
    return language === 'en'
      ? (await import('./wizardIntroEn')).wizardIntroEn
      : (await import('./wizardIntroKo')).wizardIntroKo;
  throw new Error(`no catalogue for namespace ${namespace}`);
}

/**
 * The site's i18n for the browser: only the Korean site catalogue is in the entry chunk;
 * the rest loads on demand (`loadCatalogue`). `changeLanguage` resolves once the language's
 * catalogues are in. The promise resolves when the first language's site catalogue is ready,
 * at once for Korean.
 */
export async function createLazySiteI18n(language: Language): Promise<I18n> {
  const instance = createI18n({
    lng: language,
    fallbackLng: 'ko',
    defaultNS: 'site',
    // The Korean site catalogue is given; everything else comes from `loadCatalogue`.
    resources: { ko: { site: ko } },
    load: loadCatalogue,
  });
  await instance.loadNamespaces('site');
  return instance;
}
