import fc from 'fast-check';
import {
  EnvelopeError,
  openEnvelope as openWithCryptoJs,
  sealEnvelope as sealWithCryptoJs,
} from '@tonggye/api/envelope';
import { describe, expect, it } from 'vitest';
import { openEnvelope, sealEnvelope } from '../src/envelope';

const KEY = 'test-envelope-key';
const payload = fc.jsonValue().filter((v) => v !== null);

describe('the server’s envelope on Node crypto', () => {
  it('is opened by the site’s crypto-js and opens what crypto-js seals', () => {
    fc.assert(
      fc.property(payload, fc.string({ minLength: 1 }), (value, key) => {
        const expected = JSON.parse(JSON.stringify(value)) as unknown;
        expect(openWithCryptoJs(sealEnvelope(value, key), key)).toEqual(expected);
        expect(openEnvelope(sealWithCryptoJs(value, key), key)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
    const korean = { 결과: '유의하다', t: -2.5, rows: [[1, null, '가']] };
    expect(openWithCryptoJs(sealEnvelope(korean, '키🔑'), '키🔑')).toEqual(korean);
  });

  it('refuses what crypto-js refuses: another key, tampering, no envelope', () => {
    const sealed = sealEnvelope({ a: 1 }, KEY);
    const refused = (value: unknown, key = KEY) => {
      expect(() => openEnvelope(value, key)).toThrow(EnvelopeError);
      expect(() => openWithCryptoJs(value, key)).toThrow(EnvelopeError);
    };
    refused(sealed, 'another-key');
    refused('');
    refused(42);
    refused('bm90IGFuIGVudmVsb3Bl');
    refused(sealWithCryptoJs('not json', KEY).replace(/.{4}$/, 'AAAA'));
    // A JSON string is a payload like any other.
    const sealedText = sealEnvelope('plain', KEY);
    expect(openWithCryptoJs(sealedText, KEY)).toBe('plain');
  });
});
