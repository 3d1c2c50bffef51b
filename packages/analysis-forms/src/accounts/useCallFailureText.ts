import { useAccountFormsTranslation } from '../components/localize';

/**
 * Why an account call failed, in the reader's language: the words the API client's
 * `ApiError` carries (the server's, or the client's own for a network failure or timeout),
 * else the catalogue's general line.
 */
export function useCallFailureText() {
  const { t, language } = useAccountFormsTranslation();
  return (failure: unknown): string | null => {
    if (failure === null || failure === undefined || failure === false) return null;
    if (typeof failure === 'object') {
      const { message, messageEn } = failure as { message?: unknown; messageEn?: unknown };
      if (typeof message === 'string' && message !== '') {
        if (language === 'en' && typeof messageEn === 'string' && messageEn !== '')
          return messageEn;
        return message;
      }
    }
    return t('myAccount.failure');
  };
}
