// Under the DOM project: the package entry brings its styles (vanilla-extract).
// The site's i18n runtime (@tonggye/analysis-forms) against i18next, which the site used
// before and which stays only as a devDependency for this test: every entry of the real
// catalogues, in both languages, must come out the same.
import i18next, { type i18n as I18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FORMS_NAMESPACE,
  ANALYSIS_NAMESPACE,
  WIZARD_INTRO_NAMESPACE,
  analysisFormsResources,
  type TOptions,
} from '@tonggye/analysis-forms';
import { createSiteI18n } from './bundled';
import { en } from './en';
import { ko } from './ko';
import { SHOP_NS, STORE_NS } from './namespaces';
import { shopEn } from './shopEn';
import { shopKo } from './shopKo';
import { storeEn } from './storeEn';
import { storeKo } from './storeKo';

function reference(language: 'ko' | 'en'): I18next {
  const instance = i18next.createInstance();
  void instance.init({
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
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Every string entry's key (array items included), with its text. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, child]) =>
    leaves(child, prefix ? `${prefix}.${name}` : name),
  );
}

/** The options to try a text with: no options, and counts 0, 1, 2 with each `{{name}}` set. */
function sampleOptions(texts: string[]): TOptions[] {
  const values: Record<string, string> = {};
  for (const text of texts)
    for (const [, name] of text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)) values[name!] = `«${name!}»`;
  return [{}, ...[0, 1, 2].map((count) => ({ ...values, count }))];
}

// Each catalogue has at least `min` keys (100 unless told), so a lost catalogue cannot pass.
const catalogues: { ns: string; ko: object; en: object; min?: number }[] = [
  { ns: 'site', ko: ko as object, en: en as object },
  { ns: STORE_NS, ko: storeKo as object, en: storeEn as object },
  {
    ns: ANALYSIS_NAMESPACE,
    ko: analysisFormsResources.ko[ANALYSIS_NAMESPACE] as object,
    en: analysisFormsResources.en[ANALYSIS_NAMESPACE] as object,
  },
  {
    ns: ACCOUNT_FORMS_NAMESPACE,
    ko: analysisFormsResources.ko[ACCOUNT_FORMS_NAMESPACE] as object,
    en: analysisFormsResources.en[ACCOUNT_FORMS_NAMESPACE] as object,
  },
  {
    ns: WIZARD_INTRO_NAMESPACE,
    ko: analysisFormsResources.ko[WIZARD_INTRO_NAMESPACE] as object,
    en: analysisFormsResources.en[WIZARD_INTRO_NAMESPACE] as object,
    min: 40,
  },
];

describe.each(['ko', 'en'] as const)('the runtime in %s matches i18next', (language) => {
  const ours = createSiteI18n(language);
  const theirs = reference(language);

  it.each(catalogues)(
    'for every entry of the $ns catalogue',
    ({ ns, ko: koTexts, en: enTexts, min = 100 }) => {
      const koLeaves = new Map(leaves(koTexts));
      const enLeaves = new Map(leaves(enTexts));
      // Plural forms are asked for by their bare key.
      const keys = new Set(
        [...koLeaves.keys(), ...enLeaves.keys()].map((key) =>
          key.replace(/_(zero|one|two|few|many|other)$/, ''),
        ),
      );
      expect(keys.size).toBeGreaterThan(min);
      let compared = 0;
      for (const key of keys) {
        const texts = [koLeaves.get(key), enLeaves.get(key)].filter((text) => text !== undefined);
        for (const options of sampleOptions(texts)) {
          const expected = theirs.t(key, { ...options, ns });
          expect(ours.t(key, { ...options, ns }), `${ns}:${key} ${JSON.stringify(options)}`).toBe(
            expected,
          );
          compared += 1;
        }
        expect(ours.exists(key, { ns }), key).toBe(theirs.exists(key, { ns }));
      }
      expect(compared).toBe(keys.size * 4);
    },
  );

  it('for objects asked with returnObjects, missing keys and sentences used as keys', () => {
    for (const key of ['accountScreens.term.sections', 'community.landing.rules']) {
      expect(ours.t(key, { returnObjects: true })).toEqual(theirs.t(key, { returnObjects: true }));
    }
    for (const key of [
      'no.such.key',
      'analysis:no.such.key',
      'Too small: expected string to have >=1 characters',
      'Invalid input',
      'wizard.stepperLabel',
    ]) {
      expect(ours.t(key), key).toBe(theirs.t(key));
      expect(ours.t(key, { ns: ANALYSIS_NAMESPACE }), key).toBe(
        theirs.t(key, { ns: ANALYSIS_NAMESPACE }),
      );
      expect(ours.exists(key), key).toBe(theirs.exists(key));
    }
    // Namespaces in order, as a screen using both asks.
    for (const key of ['accounts.ended.idle', 'account.dismiss', 'brand']) {
      const ns = [ACCOUNT_FORMS_NAMESPACE, 'site'];
      expect(ours.t(key, { ns }), key).toBe(theirs.t(key, { ns }));
    }
    // The analysis steps ask for the analyses' words, then the upload step's (`localize.ts`).
    for (const key of ['setting.heading', 'wizard.back', 'errors.unknown', 'no.key']) {
      const ns = [ANALYSIS_NAMESPACE, WIZARD_INTRO_NAMESPACE];
      expect(ours.t(key, { ns }), key).toBe(theirs.t(key, { ns }));
      expect(ours.exists(key, { ns }), key).toBe(theirs.exists(key, { ns }));
    }
    // The store's screens ask for the site's namespace and the store's (`namespaces.ts`).
    for (const key of ['storeOrders.lookup.title', 'storeServices.myGroup', 'brand', 'no.key']) {
      const ns = ['site', STORE_NS];
      expect(ours.t(key, { ns }), key).toBe(theirs.t(key, { ns }));
    }
  });
});
