/**
 * A failure the wizard shows. Server errors arrive with Korean and English text
 * (the API's ApiError); anything else falls back to a catalogue key.
 */
export interface WizardError {
  code?: string;
  message?: string;
  messageEn?: string;
  /** Key in the `analysis` catalogue when there is no server text. */
  messageKey?: string;
}

export function toWizardError(error: unknown): WizardError {
  if (typeof error === 'object' && error !== null) {
    const { code, message, messageEn } = error as {
      code?: unknown;
      message?: unknown;
      messageEn?: unknown;
    };
    // Only errors that carry a localized pair are shown as is; a bare JS error message
    // ("Failed to fetch", a stack-ish text) is not something a person should read.
    if (typeof message === 'string' && typeof messageEn === 'string') {
      return { ...(typeof code === 'string' ? { code } : {}), message, messageEn };
    }
    if (typeof code === 'string') return { code, messageKey: 'errors.unknown' };
  }
  return { messageKey: 'errors.unknown' };
}
