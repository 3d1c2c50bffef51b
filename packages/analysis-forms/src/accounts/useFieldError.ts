import { useTranslation } from '../i18n/react';
import { ACCOUNT_FORMS_NAMESPACE, ANALYSIS_NAMESPACE } from '../i18n';

/**
 * A schema message (a catalogue key) in the reader's language; unknown keys get a general line.
 * The account forms' messages are in their own namespace, the store forms' in the analysis one.
 */
export function useFieldError(
  namespace: typeof ANALYSIS_NAMESPACE | typeof ACCOUNT_FORMS_NAMESPACE = ANALYSIS_NAMESPACE,
) {
  const { t, i18n } = useTranslation(namespace);
  const general =
    namespace === ACCOUNT_FORMS_NAMESPACE ? 'accounts.errors.invalidInput' : 'errors.invalidInput';
  return (message: string | undefined): string | null => {
    if (!message) return null;
    return i18n.exists(message, { ns: namespace }) ? t(message) : t(general);
  };
}
