import { useTranslation } from '../i18n/react';
import { ACCOUNT_FORMS_NAMESPACE, ANALYSIS_NAMESPACE, type AnalysisLanguage } from '../i18n';
import type { LocalizedText } from '../types';
import type { WizardError } from '../machines/errors';

export function useAnalysisTranslation() {
  const translation = useTranslation(ANALYSIS_NAMESPACE);
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

/** A wizard error in the reader's language: server text first, else a catalogue entry. */
export function useErrorText() {
  const { t, language } = useAnalysisTranslation();
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
