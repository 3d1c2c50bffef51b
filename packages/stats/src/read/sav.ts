import iconv from 'iconv-lite';
import { StatsInputError } from '../errors';
import type { CellValue, Column, DataTable, ReadInfo } from '../types';
import { MAX_COLUMNS, MAX_DECOMPRESSED_BYTES, tooManyColumns, tooMuchUnpacked } from './limits';
import { josa } from '../korean';

/**
 * SPSS system files (.sav, and .zsav) → table, with our own parser of the format as
 * the PSPP manual documents it ("System File Format"). Own code rather than `sav-reader`
 * because that package decodes every text as UTF-8, while older Korean SPSS files hold
 * CP949 text; here one decoder, chosen from the file's own records, reads names, labels
 * and string data alike. The parser is synchronous and reads the whole file in memory.
 *
 * Numeric variables → numeric columns, string variables → categorical columns (trailing
 * spaces dropped; empty → missing). System-missing and the user-missing values (discrete
 * values and ranges) → null. Variable labels → `label`, value labels → `valueLabels`
 * keyed by the value as text ("1", "2.5", or the string). Long names (record 7.13) give
 * the names; very long strings (7.14) are joined from their 255-byte segments.
 * Variables with a date print format (DATE, ADATE, EDATE, SDATE, DATETIME, …) become
 * ISO text `YYYY-MM-DD` (with ` HH:MM:SS` when there is a time of day), categorical, as
 * in the XLSX reader; time durations stay numbers of seconds.
 */
export function readSav(bytes: Uint8Array): { table: DataTable; info: ReadInfo } {
  if (bytes.length === 0) {
    throw new StatsInputError('EMPTY_FILE', '빈 파일입니다.', 'The file is empty.');
  }
  const magic = ascii(bytes, 0, 4);
  if (bytes.length < 4 || (magic !== '$FL2' && magic !== '$FL3')) {
    throw broken(
      '파일 머리말이 SPSS 형식이 아님',
      'the file does not start like an SPSS system file',
    );
  }
  try {
    return parse(bytes, magic === '$FL3');
  } catch (error) {
    if (error instanceof StatsInputError) throw error;
    if (error instanceof Truncated) throw broken('파일이 중간에 잘림', 'the file is truncated');
    throw broken('형식 오류', error instanceof Error ? error.message : String(error));
  }
}

function broken(reasonKo: string, reasonEn: string): StatsInputError {
  return new StatsInputError(
    'BROKEN_SAV',
    `SPSS(.sav) 파일을 읽을 수 없습니다(${reasonKo}). SPSS나 PSPP에서 다시 저장해 올려 주세요.`,
    `Cannot read the SPSS (.sav) file (${reasonEn}). Save it again in SPSS or PSPP and upload it.`,
    { reason: reasonEn },
  );
}

class Truncated extends Error {}

const ascii = (b: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...b.subarray(start, Math.min(b.length, start + length)));

/** Sequential reader over the file in the byte order its header announces. */
class Cursor {
  pos = 0;
  private view: DataView;
  little = true;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  need(n: number): void {
    if (n < 0 || this.pos + n > this.bytes.length) throw new Truncated();
  }
  int32(): number {
    this.need(4);
    const v = this.view.getInt32(this.pos, this.little);
    this.pos += 4;
    return v;
  }
  int64(): number {
    this.need(8);
    const v = Number(this.view.getBigInt64(this.pos, this.little));
    this.pos += 8;
    return v;
  }
  float64(): number {
    this.need(8);
    const v = this.view.getFloat64(this.pos, this.little);
    this.pos += 8;
    return v;
  }
  take(n: number): Uint8Array {
    this.need(n);
    const v = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }
  skip(n: number): void {
    this.need(n);
    this.pos += n;
  }
}

/** One type-2 record: a numeric variable, a string variable or a string's first segment. */
interface RawVariable {
  /** Short name in the file's encoding; decoded once the encoding is known. */
  shortNameBytes: Uint8Array;
  shortName: string;
  /** 0 numeric, else the string width in bytes (1–255). */
  width: number;
  /** Index of its first 8-byte slot in a case. */
  slot: number;
  labelBytes?: Uint8Array;
  /** Discrete numeric missing values, a numeric range, or raw string missing values. */
  missing: number[];
  missingRange?: [number, number];
  missingStrings: Uint8Array[];
  printType: number;
}

type Decode = (b: Uint8Array) => string;

function parse(bytes: Uint8Array, zlibCompressed: boolean): { table: DataTable; info: ReadInfo } {
  const c = new Cursor(bytes);
  // File header: layout code 2 or 3 in the writer's byte order decides endianness.
  c.skip(64);
  let layout = c.int32();
  if (layout !== 2 && layout !== 3) {
    c.little = false;
    c.pos = 64;
    layout = c.int32();
    if (layout !== 2 && layout !== 3)
      throw broken('바이트 순서를 알 수 없음', 'unknown byte order');
  }
  c.int32(); // nominal case size; recomputed from the variables
  const compression = c.int32();
  const weightSlot = c.int32() - 1; // 1-based slot of the weight variable, 0 = none
  const caseCount = c.int32();
  const bias = c.float64();
  c.skip(9 + 8 + 64 + 3);
  if (zlibCompressed ? compression !== 2 : compression !== 0 && compression !== 1) {
    throw broken('알 수 없는 압축 방식', `unknown compression ${compression}`);
  }

  const variables: RawVariable[] = [];
  const bySlot = new Map<number, RawVariable>();
  let slots = 0;
  const valueLabelSets: { labels: [Uint8Array, Uint8Array][]; slots: number[] }[] = [];
  const longStringLabels: Uint8Array[] = [];
  const longStringMissing: Uint8Array[] = [];
  let characterCode: number | undefined;
  let encodingName: string | undefined;
  let sysmis = -Number.MAX_VALUE;
  let longNames: Uint8Array | undefined;
  let veryLongStrings: Uint8Array | undefined;

  for (;;) {
    const type = c.int32();
    if (type === 2) {
      const width = c.int32();
      const hasLabel = c.int32();
      const missingCount = c.int32();
      const printFormat = c.int32();
      c.int32(); // write format
      const shortNameBytes = c.take(8);
      let labelBytes: Uint8Array | undefined;
      if (hasLabel === 1) {
        const length = c.int32();
        labelBytes = c.take(roundUp(length, 4)).subarray(0, length);
      }
      const missingRaw: Uint8Array[] = [];
      for (let k = 0; k < Math.abs(missingCount); k++) missingRaw.push(c.take(8));
      if (width === -1) {
        slots++; // continuation of the previous string variable
        continue;
      }
      if (width < 0 || width > 255) throw broken('변수 형식 오류', `variable width ${width}`);
      const v: RawVariable = {
        shortNameBytes,
        shortName: '',
        width,
        slot: slots,
        missing: [],
        missingStrings: [],
        printType: (printFormat >> 16) & 0xff,
      };
      if (labelBytes) v.labelBytes = labelBytes;
      const floats = missingRaw.map((b) =>
        new DataView(b.buffer, b.byteOffset, 8).getFloat64(0, c.little),
      );
      if (width > 0) v.missingStrings = missingRaw;
      else if (missingCount < 0) {
        v.missingRange = [floats[0]!, floats[1]!];
        v.missing = floats.slice(2);
      } else v.missing = floats;
      variables.push(v);
      if (variables.length > MAX_COLUMNS) throw tooManyColumns(variables.length, true);
      bySlot.set(slots, v);
      slots++;
    } else if (type === 3) {
      const count = c.int32();
      const labels: [Uint8Array, Uint8Array][] = [];
      for (let k = 0; k < count; k++) {
        const value = c.take(8);
        const length = c.take(1)[0]!;
        const label = c.take(length);
        c.skip(roundUp(length + 1, 8) - length - 1);
        labels.push([value, label]);
      }
      if (c.int32() !== 4)
        throw broken('값 레이블 기록 오류', 'value label record without its variables');
      const n = c.int32();
      const forSlots: number[] = [];
      for (let k = 0; k < n; k++) forSlots.push(c.int32() - 1);
      valueLabelSets.push({ labels, slots: forSlots });
    } else if (type === 6) {
      c.skip(c.int32() * 80);
    } else if (type === 7) {
      const subtype = c.int32();
      const size = c.int32();
      const count = c.int32();
      const data = c.take(size * count);
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      if (subtype === 3 && data.length >= 32) characterCode = view.getInt32(28, c.little);
      else if (subtype === 4 && data.length >= 8) sysmis = view.getFloat64(0, c.little);
      else if (subtype === 13) longNames = data;
      else if (subtype === 14) veryLongStrings = data;
      else if (subtype === 20) encodingName = ascii(data, 0, data.length).trim();
      else if (subtype === 21) longStringLabels.push(data);
      else if (subtype === 22) longStringMissing.push(data);
    } else if (type === 999) {
      c.int32();
      break;
    } else {
      throw broken('알 수 없는 기록', `unknown record type ${type}`);
    }
  }

  const dictionaryTexts: Uint8Array[] = variables.flatMap((v) =>
    v.labelBytes ? [v.shortNameBytes, v.labelBytes] : [v.shortNameBytes],
  );
  for (const set of valueLabelSets) for (const [, label] of set.labels) dictionaryTexts.push(label);
  if (longNames) dictionaryTexts.push(longNames);
  const { decode, encoding } = chooseDecoder(encodingName, characterCode, dictionaryTexts);
  for (const v of variables) v.shortName = decode(v.shortNameBytes).trimEnd();

  // Logical variables: very long strings join their segments.
  const segmentsOf = new Map<string, number>();
  if (veryLongStrings) {
    for (const entry of decode(veryLongStrings).split(/[\t\0]+/)) {
      const m = /^([^=]+)=0*(\d+)/.exec(entry.trim());
      if (m) segmentsOf.set(m[1]!, Number(m[2]));
    }
  }
  const longNameOf = new Map<string, string>();
  if (longNames) {
    for (const entry of decode(longNames).split('\t')) {
      const k = entry.indexOf('=');
      if (k > 0) longNameOf.set(entry.slice(0, k), entry.slice(k + 1));
    }
  }

  interface Logical {
    raw: RawVariable;
    /** Segments as [slot, bytes used]. */
    segments: [number, number][];
    width: number;
  }
  const logical: Logical[] = [];
  for (let i = 0; i < variables.length; i++) {
    const v = variables[i]!;
    const totalWidth = segmentsOf.get(v.shortName);
    if (v.width > 0 && totalWidth !== undefined && totalWidth > 255) {
      const n = Math.ceil(totalWidth / 252);
      const segments: [number, number][] = [];
      for (let s = 0; s < n; s++) {
        const seg = variables[i + s];
        if (!seg) throw broken('긴 문자열 변수 오류', 'very long string segments are missing');
        // PSPP's sfm_segment_used_bytes: 255 data bytes in every segment but the last,
        // although the number of segments is counted in steps of 252.
        segments.push([seg.slot, s < n - 1 ? 255 : Math.max(0, totalWidth - s * 255)]);
      }
      logical.push({ raw: v, segments, width: totalWidth });
      i += n - 1;
    } else {
      logical.push({ raw: v, segments: [[v.slot, v.width]], width: v.width });
    }
  }

  const longNameOfShort = (short: string) => longNameOf.get(short) ?? short;
  for (const record of longStringMissing) {
    readLongStringMissing(record, c.little, decode, (name) =>
      logical.find((l) => longNameOfShort(l.raw.shortName) === name),
    );
  }

  // Case data.
  const data = zlibCompressed ? inflateZsav(c) : c.bytes.subarray(c.pos);
  const rows = readCases(data, slots, compression !== 0, bias, sysmis, c.little, caseCount);
  const rowCount = rows.length / slots;

  const columns: Column[] = logical.map((l) => {
    const v = l.raw;
    const name = longNameOf.get(v.shortName) ?? v.shortName;
    const values: CellValue[] = new Array<CellValue>(rowCount);
    const isDate = v.width === 0 && dateFormats.has(v.printType);
    if (v.width === 0) {
      for (let r = 0; r < rowCount; r++) {
        const x = rows.numbers[r * slots + v.slot]!;
        values[r] = isMissingNumber(x, v, sysmis) ? null : isDate ? spssDateText(x) : x;
      }
    } else {
      const missing = new Set(v.missingStrings.map((b) => decode(b).trimEnd()));
      for (let r = 0; r < rowCount; r++) {
        const parts = l.segments.map(([slot, used]) =>
          rows.bytes.subarray((r * slots + slot) * 8, (r * slots + slot) * 8 + used),
        );
        const text = decode(concat(parts)).trimEnd();
        values[r] = text.trim() === '' || missing.has(text) ? null : text;
      }
    }
    const type = v.width === 0 && !isDate ? 'numeric' : 'categorical';
    const column: Column = { name, type, values };
    if (v.labelBytes) column.label = decode(v.labelBytes);
    return column;
  });

  // Value labels (record 3 for numbers and short strings, record 7.21 for longer strings).
  const columnAtSlot = new Map<number, number>();
  logical.forEach((l, k) => columnAtSlot.set(l.raw.slot, k));
  for (const set of valueLabelSets) {
    for (const slot of set.slots) {
      const k = columnAtSlot.get(slot);
      const v = bySlot.get(slot);
      if (k === undefined || !v) continue;
      const column = columns[k]!;
      const labels = (column.valueLabels ??= {});
      for (const [value, label] of set.labels) {
        const number = new DataView(value.buffer, value.byteOffset, 8).getFloat64(0, c.little);
        const key =
          v.width > 0
            ? decode(value).trimEnd()
            : dateFormats.has(v.printType)
              ? (spssDateText(number) ?? String(number))
              : String(number);
        labels[key] = decode(label);
      }
    }
  }
  for (const record of longStringLabels) readLongStringLabels(record, c.little, decode, columns);

  // Names come from the dictionary, not from a first row: firstRowAsNames stays unset.
  const info: ReadInfo = { format: 'sav' };
  const detected = encoding();
  if (detected) info.encoding = detected;
  const weight = columnAtSlot.get(weightSlot);
  if (weight !== undefined) {
    const name = columns[weight]!.name;
    info.warnings = [
      {
        ko: `이 파일은 '${name}' 변수로 가중치를 주도록 저장되어 있지만, 분석에는 가중치가 적용되지 않습니다. ${josa(`'${name}'`, '은')} 보통 변수로 읽었습니다.`,
        en: `The file is saved with cases weighted by '${name}', but the analyses do not apply weights; '${name}' is read as an ordinary variable.`,
      },
    ];
  }
  return { table: { columns, rowCount }, info };
}

/**
 * Print formats whose values are dates: seconds since 1582-10-14 00:00 (Gregorian).
 * DATE, DATETIME, ADATE, JDATE, MOYR, QYR, WKYR, EDATE, SDATE, YMDHMS. Durations (TIME,
 * DTIME, MTIME) and WKDAY / MONTH stay numbers.
 */
const dateFormats = new Set([20, 22, 23, 24, 28, 29, 30, 38, 39, 41]);
const spssEpoch = Date.UTC(1582, 9, 14);
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A date as ISO text like the XLSX reader: `YYYY-MM-DD`, with ` HH:MM:SS` when it has a time. */
function spssDateText(seconds: number): string | null {
  const date = new Date(spssEpoch + Math.round(seconds) * 1000);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  const day = `${String(year).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const sec = date.getUTCSeconds();
  return h === 0 && m === 0 && sec === 0 ? day : `${day} ${pad2(h)}:${pad2(m)}:${pad2(sec)}`;
}

function isMissingNumber(x: number, v: RawVariable, sysmis: number): boolean {
  if (x === sysmis || Number.isNaN(x) || x === -Number.MAX_VALUE) return true;
  if (v.missingRange && x >= v.missingRange[0] && x <= v.missingRange[1]) return true;
  return v.missing.includes(x);
}

/** Record 7.22: missing values of strings wider than 8 bytes, by variable name. */
function readLongStringMissing(
  record: Uint8Array,
  little: boolean,
  decode: Decode,
  find: (name: string) => { raw: RawVariable } | undefined,
): void {
  const c = new Cursor(record);
  c.little = little;
  while (c.pos < record.length) {
    const name = decode(c.take(c.int32()));
    const n = c.take(1)[0]!;
    const length = c.int32();
    const values: Uint8Array[] = [];
    for (let k = 0; k < n; k++) values.push(c.take(length));
    const v = find(name)?.raw;
    if (v) v.missingStrings = [...v.missingStrings, ...values];
  }
}

function readLongStringLabels(
  record: Uint8Array,
  little: boolean,
  decode: Decode,
  columns: Column[],
): void {
  const c = new Cursor(record);
  c.little = little;
  while (c.pos < record.length) {
    const name = decode(c.take(c.int32()));
    c.int32(); // width
    const n = c.int32();
    const labels: Record<string, string> = {};
    for (let k = 0; k < n; k++) {
      const value = decode(c.take(c.int32())).trimEnd();
      labels[value] = decode(c.take(c.int32()));
    }
    // Record 7.21 names variables by their long name (or short when there is none).
    const column = columns.find((col) => col.name === name || col.name.toUpperCase() === name);
    if (column) column.valueLabels = { ...column.valueLabels, ...labels };
  }
}

/** Cases as 8-byte slots: numbers read as doubles, the same bytes kept for strings. */
function readCases(
  data: Uint8Array,
  slots: number,
  compressed: boolean,
  bias: number,
  sysmis: number,
  little: boolean,
  caseCount: number,
): { numbers: Float64Array; bytes: Uint8Array; length: number } {
  if (slots === 0) return { numbers: new Float64Array(0), bytes: new Uint8Array(0), length: 0 };
  let out: Uint8Array;
  if (!compressed) {
    const whole = Math.floor(data.length / (slots * 8));
    if (data.length % (slots * 8) !== 0 || (caseCount >= 0 && whole < caseCount))
      throw new Truncated();
    out = data.slice(0, whole * slots * 8);
  } else {
    // Bytecode: blocks of 8 command bytes, each followed by the raw 8-byte values it calls for.
    let grow = new Uint8Array(Math.max(64, data.length * 2));
    let n = 0; // slots written
    let p = 0;
    const sysmisBytes = new Uint8Array(8);
    new DataView(sysmisBytes.buffer).setFloat64(0, sysmis, little);
    const number = new Uint8Array(8);
    const numberView = new DataView(number.buffer);
    const put = (b: Uint8Array) => {
      if ((n + 1) * 8 > grow.length) {
        const bigger = new Uint8Array(grow.length * 2);
        bigger.set(grow);
        grow = bigger;
      }
      grow.set(b, n * 8);
      n++;
    };
    const spaces = new Uint8Array(8).fill(32);
    let done = false;
    while (!done && p + 8 <= data.length) {
      const commands = data.subarray(p, p + 8);
      p += 8;
      for (const code of commands) {
        if (code === 0) continue;
        if (code === 252) {
          done = true;
          break;
        }
        if (code === 253) {
          if (p + 8 > data.length) throw new Truncated();
          put(data.subarray(p, p + 8));
          p += 8;
        } else if (code === 254) put(spaces);
        else if (code === 255) put(sysmisBytes);
        else {
          numberView.setFloat64(0, code - bias, little);
          put(number);
        }
      }
    }
    if (!done && p < data.length) throw new Truncated();
    if (n % slots !== 0) throw new Truncated();
    if (caseCount >= 0 && n / slots < caseCount) throw new Truncated();
    out = grow.subarray(0, n * 8);
  }
  const length = out.length / 8;
  const numbers = new Float64Array(length);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let k = 0; k < length; k++) numbers[k] = view.getFloat64(k * 8, little);
  return { numbers, bytes: out, length };
}

/** ZSAV: the bytecode stream in zlib blocks, listed by a trailer at the end. */
function inflateZsav(c: Cursor): Uint8Array {
  c.int64(); // zheader offset
  const trailerOffset = c.int64();
  c.int64(); // trailer length
  const t = new Cursor(c.bytes);
  t.little = c.little;
  t.pos = trailerOffset;
  t.int64(); // bias
  t.int64(); // zero
  t.int32(); // block size
  const blocks = t.int32();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (let k = 0; k < blocks; k++) {
    t.int64(); // uncompressed offset
    const compressedOffset = t.int64();
    const uncompressedSize = t.int32();
    const compressedSize = t.int32();
    // Inflate no block past what it declares, and no file past the budget (zip bombs).
    total += Math.max(0, uncompressedSize);
    if (total > MAX_DECOMPRESSED_BYTES) throw tooMuchUnpacked('zsav', total);
    const z = new Cursor(c.bytes);
    z.pos = compressedOffset;
    let block: Buffer;
    try {
      // zlib is loaded here, not at start-up: only .zsav files need it.
      const { inflateSync } = process.getBuiltinModule('node:zlib');
      block = inflateSync(z.take(compressedSize), {
        maxOutputLength: Math.max(1, uncompressedSize),
      });
    } catch (error) {
      if (error instanceof RangeError) throw tooMuchUnpacked('zsav', 0);
      throw error;
    }
    parts.push(new Uint8Array(block));
  }
  return concat(parts);
}

function chooseDecoder(
  name: string | undefined,
  characterCode: number | undefined,
  dictionaryTexts: Uint8Array[],
): { decode: Decode; encoding: () => 'utf-8' | 'cp949' | undefined } {
  const normalized = name?.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (normalized === 'utf8' || (!normalized && characterCode === 65001)) {
    return { decode: utf8, encoding: () => 'utf-8' };
  }
  if (
    (normalized &&
      ['cp949', 'euckr', 'windows949', 'ms949', 'uhc', 'ksc56011987'].includes(normalized)) ||
    (!normalized && characterCode === 949)
  ) {
    return { decode: cp949, encoding: () => 'cp949' };
  }
  if (name && iconv.encodingExists(name)) {
    return { decode: (b) => iconv.decode(Buffer.from(b), name), encoding: () => undefined };
  }
  if (!name && characterCode !== undefined && iconv.encodingExists(`cp${characterCode}`)) {
    // Plain code pages other than Korean ones (e.g. 1252); ASCII text reads the same.
    const page = `cp${characterCode}`;
    return {
      decode: (b) => (isAscii(b) ? utf8(b) : iconv.decode(Buffer.from(b), page)),
      encoding: () => undefined,
    };
  }
  // No usable marker. Names and labels with non-ASCII text decide for the whole file:
  // UTF-8 when all of them are valid UTF-8, else CP949 (a short CP949 text can pass as
  // UTF-8 by chance, a whole dictionary hardly). With an ASCII dictionary each string
  // decides for itself.
  const nonAscii = dictionaryTexts.filter((b) => !isAscii(b));
  if (nonAscii.length > 0) {
    return nonAscii.every(isUtf8)
      ? { decode: utf8, encoding: () => 'utf-8' }
      : { decode: cp949, encoding: () => 'cp949' };
  }
  let sawCp949 = false;
  return {
    decode: (b) => {
      if (isUtf8(b)) return utf8(b);
      sawCp949 = true;
      return cp949(b);
    },
    encoding: () => (sawCp949 ? 'cp949' : 'utf-8'),
  };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');
const utf8: Decode = (b) => lenientUtf8.decode(b);
const cp949: Decode = (b) => iconv.decode(Buffer.from(b), 'cp949');
const isAscii = (b: Uint8Array) => b.every((x) => x < 128);
function isUtf8(b: Uint8Array): boolean {
  try {
    strictUtf8.decode(b);
    return true;
  } catch {
    return false;
  }
}

const roundUp = (n: number, k: number) => Math.ceil(n / k) * k;

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let k = 0;
  for (const p of parts) {
    out.set(p, k);
    k += p.length;
  }
  return out;
}
