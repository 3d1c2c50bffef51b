import { useAccountFormsTranslation } from '../components/localize';
import type { SessionFailure } from '../machines/session';

/** An error thrown by the API client carries both languages (`ApiError`). */
function readableError(error: unknown): { message: string; messageEn: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { message, messageEn } = error as { message?: unknown; messageEn?: unknown };
  return typeof message === 'string' && typeof messageEn === 'string' && message !== ''
    ? { message, messageEn }
    : null;
}

/**
 * Why an account action failed, in the reader's language: the server's or the client's
 * own words when there are some (too many attempts, no connection), else the catalogue's.
 */
export function useFailureText() {
  const { t, language } = useAccountFormsTranslation();
  return (failure: SessionFailure | null | undefined): string | null => {
    if (!failure) return null;
    const words = failure.message
      ? { message: failure.message, messageEn: failure.messageEn ?? failure.message }
      : readableError(failure.error);
    if (words) return language === 'en' ? words.messageEn : words.message;
    return t(`accounts.errors.${failure.kind}`);
  };
}
