import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/**
 * The `encryptedData` envelope of every sealed call: AES (crypto-js, OpenSSL-compatible
 * passphrase mode) over the JSON text of the body. It keeps wire compatibility with
 * the spec; it is not a security boundary (TLS and server-side checks are).
 */
export function sealEnvelope(payload: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(payload), key).toString();
}

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

/** Opens an envelope; throws EnvelopeError for tampered, foreign-key or non-JSON input. */
export function openEnvelope<T = unknown>(sealed: unknown, key: string): T {
  if (typeof sealed !== 'string' || sealed.length === 0) {
    throw new EnvelopeError('envelope is not a non-empty string');
  }
  let text: string;
  try {
    text = AES.decrypt(sealed, key).toString(Utf8);
  } catch {
    throw new EnvelopeError('envelope cannot be decrypted');
  }
  if (text.length === 0) throw new EnvelopeError('envelope cannot be decrypted');
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new EnvelopeError('envelope does not hold JSON');
  }
}
