import { StatsInputError } from '../errors';

/**
 * What a data file may unpack to, whatever it claims. An XLSX is a ZIP and a ZSAV holds zlib
 * blocks: a few megabytes can inflate to gigabytes (a "zip bomb"), so the readers check the
 * declared sizes before inflating and never inflate past them.
 */
export const MAX_DECOMPRESSED_BYTES = 256 * 1024 * 1024;

/** Excel's own column limit (XFD); SPSS files and CSVs wider than that are refused. */
export const MAX_COLUMNS = 16_384;

/** `found` is the count, or (when reading stopped there) a lower bound of it. */
export function tooManyColumns(found: number, atLeast = false): StatsInputError {
  const ko = `${found.toLocaleString('ko-KR')}개${atLeast ? ' 이상' : ''}`;
  const en = `${atLeast ? 'at least ' : ''}${found.toLocaleString('en-US')}`;
  return new StatsInputError(
    'TOO_MANY_COLUMNS',
    `변수(열)가 ${ko}로, 한 파일에 담을 수 있는 ${MAX_COLUMNS.toLocaleString('ko-KR')}개를 넘습니다. 분석할 변수만 남겨 다시 올려 주세요.`,
    `The file has ${en} variables (columns), more than the ${MAX_COLUMNS.toLocaleString('en-US')} a file may have. Keep only the variables to analyse and upload it again.`,
    { found, limit: MAX_COLUMNS },
  );
}

/** Fields on the first non-blank line of a delimited text, counted without parsing it. */
export function checkFirstLineWidth(text: string, delimiter: string): void {
  const d = delimiter.charCodeAt(0);
  let i = 0;
  while (i < text.length && (text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) i++;
  let fields = 1;
  let quoted = false;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) quoted = !quoted;
    else if (!quoted && (code === 10 || code === 13)) break;
    else if (!quoted && code === d && ++fields > MAX_COLUMNS) {
      // Count on only as far as the message needs; the line may be megabytes long.
      for (i++; i < text.length && text.charCodeAt(i) !== 10; i++)
        if (text.charCodeAt(i) === d) fields++;
      throw tooManyColumns(fields);
    }
  }
}

export function tooMuchUnpacked(format: 'xlsx' | 'zsav', declared: number): StatsInputError {
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  const limit = mb(MAX_DECOMPRESSED_BYTES);
  const kind = format === 'xlsx' ? '엑셀(.xlsx)' : 'SPSS(.zsav)';
  const kindEn = format === 'xlsx' ? 'Excel (.xlsx)' : 'SPSS (.zsav)';
  return new StatsInputError(
    'UNPACKED_TOO_LARGE',
    declared > 0
      ? `${kind} 파일의 압축을 풀면 ${mb(declared)}MB로, 허용된 ${limit}MB를 넘습니다. 데이터를 나누어 올리거나 CSV로 저장해 올려 주세요.`
      : `${kind} 파일의 압축을 푼 크기를 알 수 없어 열 수 없습니다. 프로그램에서 다시 저장해 올려 주세요.`,
    declared > 0
      ? `The ${kindEn} file unpacks to ${mb(declared)} MB, more than the ${limit} MB allowed. Split the data or save it as CSV and upload that.`
      : `The ${kindEn} file does not declare how large its contents are, so it cannot be opened. Save it again in the program and upload it.`,
    { limitMb: limit, ...(declared > 0 ? { declaredMb: mb(declared) } : {}) },
  );
}

/**
 * The sum of the uncompressed sizes a ZIP archive's central directory declares, or null when
 * the archive cannot be walked (left to the XLSX library to report as damaged). Refuses
 * ZIP64 sizes and a compressed entry that declares nothing, as the inflater trusts them.
 */
export function checkZipBudget(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of up to 65,535.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return;
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || offset === 0xffffffff) throw tooMuchUnpacked('xlsx', 0);
  let total = 0;
  for (let k = 0; k < entries; k++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return;
    const method = view.getUint16(offset + 10, true);
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw tooMuchUnpacked('xlsx', 0);
    // Deflate of nothing takes 2 bytes: more than a little data that claims to unpack to
    // nothing would make the inflater grow its buffer without bound.
    if (method !== 0 && uncompressed === 0 && compressed > 16) throw tooMuchUnpacked('xlsx', 0);
    total += uncompressed;
    if (total > MAX_DECOMPRESSED_BYTES) throw tooMuchUnpacked('xlsx', total);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    offset += 46 + nameLength + extraLength + commentLength;
  }
}
