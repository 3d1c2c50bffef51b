import { useAnalysisTranslation } from '../components/localize';
import { ANALYSIS_NAMESPACE } from '../i18n';

/** A schema message (a catalogue key) in the reader's language; unknown keys get a general line. */
export function useFieldError() {
  const { t, i18n } = useAnalysisTranslation();
  return (message: string | undefined): string | null => {
    if (!message) return null;
    return i18n.exists(message, { ns: ANALYSIS_NAMESPACE })
      ? t(message)
      : t('accounts.errors.invalidInput');
  };
}
