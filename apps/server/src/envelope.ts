import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { EnvelopeError } from '@tonggye/api/envelope';

/**
 * The `encryptedData` envelope of every sealed call, on Node's own crypto: the same OpenSSL-compatible
 * passphrase mode crypto-js writes and reads (`Salted__`, an 8-byte salt, MD5 EVP_BytesToKey,
 * AES-256-CBC), so the site's crypto-js opens what this seals and the other way round. crypto-js
 * in JS was most of an analysis route's own time on the server (about 2 ms a response).
 */
const SALTED = Buffer.from('Salted__', 'latin1');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** OpenSSL's EVP_BytesToKey with MD5 and one round: a 32-byte key and a 16-byte IV. */
function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const secret = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (let length = 0; length < 48; length += 16) {
    previous = createHash('md5').update(previous).update(secret).update(salt).digest();
    blocks.push(previous);
  }
  const bytes = Buffer.concat(blocks);
  return { key: bytes.subarray(0, 32), iv: bytes.subarray(32, 48) };
}

export function sealEnvelope(payload: unknown, passphrase: string): string {
  return sealEnvelopeJson(JSON.stringify(payload), passphrase);
}

/** Seals a payload given as its JSON text (written elsewhere, e.g. by an analysis worker). */
export function sealEnvelopeJson(json: string, passphrase: string): string {
  const salt = randomBytes(8);
  const { key, iv } = keyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return Buffer.concat([SALTED, salt, body]).toString('base64');
}

/** Opens an envelope; throws EnvelopeError for tampered, foreign-key or non-JSON input. */
export function openEnvelope<T = unknown>(sealed: unknown, passphrase: string): T {
  if (typeof sealed !== 'string' || sealed.length === 0) {
    throw new EnvelopeError('envelope is not a non-empty string');
  }
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < 32 || !bytes.subarray(0, 8).equals(SALTED) || (bytes.length - 16) % 16 !== 0)
    throw new EnvelopeError('envelope cannot be decrypted');
  let text: string;
  try {
    const { key, iv } = keyAndIv(passphrase, bytes.subarray(8, 16));
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    text = strictUtf8.decode(
      Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]),
    );
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
