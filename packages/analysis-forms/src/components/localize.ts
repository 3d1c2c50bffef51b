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

/** The analyses' words (and the upload step's after them), with the reader's language. */
export function useAnalysisTranslation() {
  const translation = useTranslation(ANALYSIS_NAMESPACES);
  const language: AnalysisLanguage = translation.i18n.language?.startsWith('en') ? 'en' : 'ko';
  return { ...translation, language };
}

/**
 * The analyses' catalogue alone (their titles, descriptions, the service lists), for screens
 * that show no wizard step: the service lists do not load the upload step's words too.
 */
export function useAnalysisCatalogueTranslation() {
  const translation = useTranslation(ANALYSIS_NAMESPACE);
  const language: AnalysisLanguage = translation.i18n.language?.startsWith('en') ? 'en' : 'ko';
  return { ...translation, language };
}

/**
 * The upload step's words only (the wizard's frame, the upload form, the wizard's errors): what
 * an analysis page shows first loads without the analyses' catalogue.
 */
export function useWizardIntroTranslation() {
  const translation = useTranslation(WIZARD_INTRO_NAMESPACE);
  const language: AnalysisLanguage = translation.i18n.language?.startsWith('en') ? 'en' : 'ko';
  return { ...translation, language };
}

/** The account forms' namespace (`accounts.…`, `myAccount.…`), with the reader's language. */
export function useAccountFormsTranslation() {
  const translation = useTranslation(ACCOUNT_FORMS_NAMESPACE);
  const language: AnalysisLanguage = translation.i18n.language?.startsWith('en') ? 'en' : 'ko';
  return { ...translation, language };
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
