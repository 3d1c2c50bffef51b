import iconv from 'iconv-lite';
import { StatsInputError } from '../errors';

export type TextEncodingName = 'utf-8' | 'cp949';

function notText(reason: string): StatsInputError {
  return new StatsInputError(
    'NOT_A_TEXT_FILE',
    `텍스트 파일이 아닙니다(${reason}). CSV 파일을 UTF-8 또는 CP949(EUC-KR)로 저장해 다시 올려 주세요.`,
    `The file is not a text file (${reason}). Save the CSV as UTF-8 or CP949 (EUC-KR) and upload it again.`,
  );
}

/**
 * Bytes → text. A UTF-8 BOM decides; otherwise strict UTF-8, and CP949 (the Korean
 * Windows code page, a superset of EUC-KR) when UTF-8 fails. Node's
 * TextDecoder('euc-kr') drops CP949's extension syllables such as 똠, hence iconv-lite.
 */
export function decodeText(
  bytes: Uint8Array,
  forced: 'auto' | TextEncodingName = 'auto',
): { text: string; encoding: TextEncodingName } {
  if (bytes.includes(0)) throw notText('NUL bytes / NUL 바이트');
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (forced === 'cp949') return { text: decodeCp949(bytes), encoding: 'cp949' };
  if (hasBom || forced === 'utf-8') {
    try {
      return {
        text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes),
        encoding: 'utf-8',
      };
    } catch {
      throw new StatsInputError(
        'ENCODING_MISMATCH',
        '파일이 올바른 UTF-8이 아닙니다. 인코딩을 자동 또는 CP949로 바꿔 보세요.',
        'The file is not valid UTF-8. Try automatic detection or CP949.',
      );
    }
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeCp949(bytes), encoding: 'cp949' };
  }
}

function decodeCp949(bytes: Uint8Array): string {
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'cp949');
  // iconv-lite marks undecodable bytes with U+FFFD; a real CP949 file has none.
  if (text.includes('\uFFFD')) throw notText('neither UTF-8 nor CP949 / UTF-8도 CP949도 아님');
  return text;
}

/** Control characters other than tab, line feed, form feed and carriage return mean binary data. */
export function assertLooksLikeText(text: string): void {
  let control = 0;
  const limit = Math.min(text.length, 65536);
  for (let i = 0; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) control++;
  }
  if (control > 0 && control / Math.max(limit, 1) > 0.001)
    throw notText('control characters / 제어 문자');
}
