import { useTranslation } from '../i18n/react';
import {
  ACCOUNT_FORMS_NAMESPACE,
  ANALYSIS_NAMESPACE,
  WIZARD_INTRO_NAMESPACE,
  type AnalysisLanguage,
} from '../i18n';
import type { LocalizedText } from '../types';
import type { WizardError } from '../machines/errors';

/**
 * Where the analyses' keys are looked up: their own catalogue, then the words they share with
 * the upload step (`wizard.…`, `intro.…`, `errors.…`), which load in a chunk of their own.
 */
export const ANALYSIS_NAMESPACES = [ANALYSIS_NAMESPACE, WIZARD_INTRO_NAMESPACE] as const;

/** `useTranslation` for the namespace(s), with the reader's language as the forms name it. */
function useTranslationWithLanguage(ns: string | readonly string[]) {
  const translation = useTranslation(ns);
  const language: AnalysisLanguage = translation.i18n.language?.startsWith('en') ? 'en' : 'ko';
  return { ...translation, language };
}

/** The analyses' words (and the upload step's after them), with the reader's language. */
export function useAnalysisTranslation() {
  return useTranslationWithLanguage(ANALYSIS_NAMESPACES);
}

/**
 * The analyses' catalogue alone (their titles, descriptions, the service lists), for screens
 * that show no wizard step: the service lists do not load the upload step's words too.
 */
export function useAnalysisCatalogueTranslation() {
  return useTranslationWithLanguage(ANALYSIS_NAMESPACE);
}

/**
 * The upload step's words only (the wizard's frame, the upload form, the wizard's errors): what
 * an analysis page shows first loads without the analyses' catalogue.
 */
export function useWizardIntroTranslation() {
  return useTranslationWithLanguage(WIZARD_INTRO_NAMESPACE);
}

/** The account forms' namespace (`accounts.…`, `myAccount.…`), with the reader's language. */
export function useAccountFormsTranslation() {
  return useTranslationWithLanguage(ACCOUNT_FORMS_NAMESPACE);
}

export function pickText(text: LocalizedText, language: AnalysisLanguage): string {
  return language === 'en' ? text.en : text.ko;
}

/**
 * A wizard error in the reader's language: server text first, else a catalogue entry (the
 * wizard's errors are the upload step's words, so the upload step can show them).
 */
export function useErrorText() {
  const { t, language } = useWizardIntroTranslation();
  return (error: WizardError | null | undefined): string | null => {
    if (!error) return null;
    if (language === 'en' && error.messageEn) return error.messageEn;
    if (error.message) return error.message;
    return t(error.messageKey ?? 'errors.unknown');
  };
}

// In a module of its own: the screens that only translate (the t-test chooser) leave the date
// formatting out of their download.
export { formatDate } from './formatDate';
