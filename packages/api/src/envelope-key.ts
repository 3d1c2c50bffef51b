/**
 * Development key used when ENVELOPE_KEY is not set (the server warns about it). In a module of
 * its own, so that naming it does not load the cipher (crypto-js) the envelope uses.
 */
export const DEVELOPMENT_ENVELOPE_KEY = 'tonggye-development-envelope-key';
