import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FORMS_NAMESPACE,
  ANALYSIS_NAMESPACE,
  WIZARD_INTRO_NAMESPACE,
  analysisFormsResources,
} from '@tonggye/analysis-forms';
import {
  ACCOUNT_FORMS_NS,
  ANALYSIS_NS,
  STORE_NS,
  WIZARD_INTRO_NS,
  createLazySiteI18n,
  loadCatalogue,
} from './index';
import { en } from './en';
import { ko } from './ko';
import { storeEn } from './storeEn';
import { storeKo } from './storeKo';

describe('createLazySiteI18n', () => {
  it('names the analysis forms namespace as the package does', () => {
    expect(ANALYSIS_NS).toBe(ANALYSIS_NAMESPACE);
    expect(ACCOUNT_FORMS_NS).toBe(ACCOUNT_FORMS_NAMESPACE);
    expect(WIZARD_INTRO_NS).toBe(WIZARD_INTRO_NAMESPACE);
  });

  it('starts Korean with only the Korean site catalogue', async () => {
    const i18n = await createLazySiteI18n('ko');
    expect(i18n.language).toBe('ko');
    expect(i18n.t('brand')).toBe(ko.brand);
    expect(i18n.hasResourceBundle('en', 'site')).toBe(false);
    expect(i18n.hasResourceBundle('ko', ANALYSIS_NS)).toBe(false);
  });

  it('loads the English catalogue when English is chosen, before the switch resolves', async () => {
    const i18n = await createLazySiteI18n('ko');
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('brand')).toBe(en.brand);
    expect(i18n.t('loading')).toBe(en.loading);
  });

  it('starts in English when the visitor chose it', async () => {
    const i18n = await createLazySiteI18n('en');
    expect(i18n.t('brand')).toBe(en.brand);
  });

  it('loads the analysis forms catalogue when a screen asks for its namespace', async () => {
    const i18n = await createLazySiteI18n('ko');
    await i18n.loadNamespaces(ANALYSIS_NS);
    const key = 'setting.heading';
    expect(i18n.t(key, { ns: ANALYSIS_NS })).toBe(
      analysisFormsResources.ko[ANALYSIS_NAMESPACE].setting.heading,
    );
    await i18n.changeLanguage('en');
    expect(i18n.t(key, { ns: ANALYSIS_NS })).toBe(
      analysisFormsResources.en[ANALYSIS_NAMESPACE].setting.heading,
    );
  });

  it("loads the upload step's words on their own, without the analyses' catalogue", async () => {
    const i18n = await createLazySiteI18n('ko');
    await i18n.loadNamespaces(WIZARD_INTRO_NS);
    expect(i18n.hasResourceBundle('ko', ANALYSIS_NS)).toBe(false);
    const resources = analysisFormsResources.ko[WIZARD_INTRO_NAMESPACE];
    expect(i18n.t('intro.heading', { ns: WIZARD_INTRO_NS })).toBe(resources.intro.heading);
    expect(i18n.t('wizard.stepperLabel', { ns: WIZARD_INTRO_NS })).toBe(
      resources.wizard.stepperLabel,
    );
    expect(i18n.t('introNotes.factor', { ns: WIZARD_INTRO_NS })).toBe(resources.introNotes.factor);
    expect(i18n.exists('intro.heading', { ns: ANALYSIS_NS })).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', ANALYSIS_NS)).toBe(false);
    expect(i18n.t('errors.unknown', { ns: WIZARD_INTRO_NS })).toBe(
      analysisFormsResources.en[WIZARD_INTRO_NAMESPACE].errors.unknown,
    );
  });

  it("loads the account forms catalogue on its own, without the analyses' words", async () => {
    const i18n = await createLazySiteI18n('ko');
    await i18n.loadNamespaces(ACCOUNT_FORMS_NS);
    expect(i18n.hasResourceBundle('ko', ANALYSIS_NS)).toBe(false);
    const key = 'accounts.login.heading';
    expect(i18n.t(key, { ns: ACCOUNT_FORMS_NS })).toBe(
      analysisFormsResources.ko[ACCOUNT_FORMS_NAMESPACE].accounts.login.heading,
    );
    expect(i18n.exists(key, { ns: ANALYSIS_NS })).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.t('myAccount.failure', { ns: ACCOUNT_FORMS_NS })).toBe(
      analysisFormsResources.en[ACCOUNT_FORMS_NAMESPACE].myAccount.failure,
    );
  });

  it("keeps the store pages' texts out of the Korean site catalogue and loads them on demand", async () => {
    expect(Object.keys(ko)).not.toContain('storeOrders');
    expect(Object.keys(ko)).not.toContain('storeServices');
    const i18n = await createLazySiteI18n('ko');
    const texts = ['site', STORE_NS];
    expect(i18n.hasLoadedNamespace(STORE_NS)).toBe(false);
    await i18n.loadNamespaces(STORE_NS);
    expect(i18n.t('storeOrders.lookup.title', { ns: texts })).toBe(
      storeKo.storeOrders.lookup.title,
    );
    expect(i18n.t('brand', { ns: texts })).toBe(ko.brand);
    await i18n.changeLanguage('en');
    expect(i18n.t('storeServices.myGroup', { ns: texts })).toBe(storeEn.storeServices.myGroup);
  });

  it('refuses a namespace it has no catalogue for', async () => {
    await expect(loadCatalogue('ko', 'nothing')).rejects.toThrow('no catalogue');
  });
});
