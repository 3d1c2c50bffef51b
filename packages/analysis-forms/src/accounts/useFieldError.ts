import { useTranslation } from '../i18n/react';
import { ACCOUNT_FORMS_NAMESPACE, ANALYSIS_NAMESPACE } from '../i18n';
import { ANALYSIS_NAMESPACES } from '../components/localize';

/**
 * A schema message (a catalogue key) in the reader's language; unknown keys get a general line.
 * The account forms' messages are in their own namespace, the store forms' in the analysis one
 * (whose general line is among the wizard's errors, read after it).
 */
export function useFieldError(
  namespace: typeof ANALYSIS_NAMESPACE | typeof ACCOUNT_FORMS_NAMESPACE = ANALYSIS_NAMESPACE,
) {
  const namespaces = namespace === ACCOUNT_FORMS_NAMESPACE ? [namespace] : ANALYSIS_NAMESPACES;
  const { t, i18n } = useTranslation(namespaces);
  const general =
    namespace === ACCOUNT_FORMS_NAMESPACE ? 'accounts.errors.invalidInput' : 'errors.invalidInput';
  return (message: string | undefined): string | null => {
    if (!message) return null;
    return i18n.exists(message, { ns: namespaces }) ? t(message) : t(general);
  };
}
