import { createHash } from 'node:crypto';
import {
  Dictionary,
  Field,
  Float64,
  Int32,
  makeData,
  RecordBatch,
  Schema,
  Struct,
  Table,
  tableFromIPC,
  tableToIPC,
  Utf8,
  vectorFromArray,
  DataType,
  Precision,
  type Data,
} from 'apache-arrow';
import {
  isColumnArray,
  type CellValue,
  type Column,
  type ColumnArray,
  type ColumnarTable,
  type DataTable,
} from '@tonggye/stats';

/**
 * A dataset version is stored as one Arrow IPC file per column (`c<index>.arrow`), so an
 * analysis reads only the columns it names: a plain GET per column on any store, where a single
 * file would need ranged reads the JS Arrow reader does not do. Each file is a standard Arrow IPC
 * file (readable by pyarrow, R's arrow, DuckDB) with one field:
 * - numeric variables are Float64, missing values as nulls (the engine's `null`);
 * - categorical variables are dictionary-encoded text (Int32 indices), missing as nulls;
 * - the variable label, value labels, measurement level and user-missing values are the field's
 *   metadata (`tonggye:*`, JSON where not plain text).
 */
export const ARROW_FORMAT_VERSION = '1';

const META = {
  type: 'tonggye:type',
  label: 'tonggye:label',
  valueLabels: 'tonggye:valueLabels',
  measure: 'tonggye:measure',
  userMissing: 'tonggye:userMissing',
  format: 'tonggye:format',
} as const;

/** Set by readers that know them (SPSS files); the engine's Column may carry them. */
export type StoredColumn = Column & {
  measure?: 'nominal' | 'ordinal' | 'scale';
  userMissing?: (number | string)[];
};

/** An upload's column as the reader's typed arrays, with what SPSS files add to it. */
export type StoredColumnArray = ColumnArray & {
  measure?: 'nominal' | 'ordinal' | 'scale';
  userMissing?: (number | string)[];
};

/**
 * Buffers shared by the columns of one table while they are encoded: the IPC writer copies a
 * column's numbers and codes into the file's bytes, so one buffer of each kind serves them all.
 */
export interface EncodeScratch {
  numbers?: Float64Array;
  codes?: Int32Array;
}

/** Thrown when a stored column cannot be read back: the caller names the dataset. */
export class CorruptTableError extends Error {
  constructor(why: string) {
    super(`stored table is unreadable: ${why}`);
    this.name = 'CorruptTableError';
  }
}

function validityOf(values: readonly CellValue[]): { bitmap: Uint8Array; nulls: number } {
  const bitmap = new Uint8Array(Math.ceil(values.length / 8));
  let nulls = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i] === null || values[i] === undefined) nulls++;
    else bitmap[i >> 3]! |= 1 << (i & 7);
  }
  return { bitmap, nulls };
}

/**
 * One column as the bytes of an Arrow IPC file, from the engine's model or from the reader's typed
 * arrays (the same bytes either way). `scratch` holds the buffers numbers and codes are put in
 * before the IPC writer copies them into the file's bytes: one set for all the columns of a
 * table, so a million-row table does not allocate, and collect, megabytes more per column. The
 * reader's own numbers are written as they are, without a copy.
 */
export function encodeColumn(
  column: StoredColumn | StoredColumnArray,
  scratch: EncodeScratch = {},
): Uint8Array {
  const data = isColumnArray(column) ? arrayData(column, scratch) : valuesData(column, scratch);
  const metadata = new Map<string, string>([[META.type, column.type]]);
  if (column.label !== undefined) metadata.set(META.label, column.label);
  if (column.valueLabels !== undefined)
    metadata.set(META.valueLabels, JSON.stringify(column.valueLabels));
  if (column.measure !== undefined) metadata.set(META.measure, column.measure);
  if (column.userMissing !== undefined)
    metadata.set(META.userMissing, JSON.stringify(column.userMissing));
  const field = new Field(column.name, data.type, true, metadata);
  const schema = new Schema([field], new Map([[META.format, ARROW_FORMAT_VERSION]]));
  const batch = new RecordBatch(
    schema,
    makeData({
      type: new Struct(schema.fields),
      length: data.length,
      nullCount: 0,
      children: [data],
    }),
  );
  return tableToIPC(new Table(schema, [batch]), 'file');
}

/** A buffer of at least `length` elements from `scratch`, made (and kept there) when short. */
function numbersScratch(scratch: EncodeScratch, length: number): Float64Array {
  if (scratch.numbers === undefined || scratch.numbers.length < length)
    scratch.numbers = new Float64Array(length);
  return scratch.numbers.subarray(0, length);
}

function codesScratch(scratch: EncodeScratch, length: number): Int32Array {
  if (scratch.codes === undefined || scratch.codes.length < length)
    scratch.codes = new Int32Array(length);
  return scratch.codes.subarray(0, length);
}

const DICTIONARY_ID = 0;

function dictionaryData(
  length: number,
  nulls: number,
  bitmap: Uint8Array,
  codes: Int32Array,
  words: string[],
) {
  return makeData({
    // A fixed id (one field a file): arrow's default is a process-wide counter, which would make
    // the bytes, and the version's content hash, depend on how many columns the process wrote.
    type: new Dictionary(new Utf8(), new Int32(), DICTIONARY_ID),
    length,
    nullCount: nulls,
    nullBitmap: nulls > 0 ? bitmap : null,
    data: codes,
    dictionary: vectorFromArray(words, new Utf8()),
  });
}

function valuesData(column: StoredColumn, scratch: EncodeScratch): Data<DataType> {
  const { values } = column;
  const { bitmap, nulls } = validityOf(values);
  if (column.type === 'numeric') {
    const numbers = numbersScratch(scratch, values.length);
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      numbers[i] = typeof v === 'number' ? v : Number.NaN;
    }
    return makeData({
      type: new Float64(),
      length: values.length,
      nullCount: nulls,
      nullBitmap: nulls > 0 ? bitmap : null,
      data: numbers,
    });
  }
  const codes = codesScratch(scratch, values.length);
  const index = new Map<string, number>();
  const words: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) {
      codes[i] = 0;
      continue;
    }
    const text = String(v);
    let code = index.get(text);
    if (code === undefined) {
      code = words.length;
      index.set(text, code);
      words.push(text);
    }
    codes[i] = code;
  }
  return dictionaryData(values.length, nulls, bitmap, codes, words);
}

/**
 * The reader's typed arrays as Arrow data: NaN and the code -1 become nulls. A missing cell's code
 * is written as 0, as `valuesData` writes it, so equal tables give equal bytes and hashes.
 */
function arrayData(column: StoredColumnArray, scratch: EncodeScratch): Data<DataType> {
  if (column.type === 'numeric') {
    const { numbers } = column;
    const length = numbers.length;
    const bitmap = new Uint8Array(Math.ceil(length / 8));
    let nulls = 0;
    for (let i = 0; i < length; i++) {
      const v = numbers[i]!;
      if (v !== v) nulls++;
      else bitmap[i >> 3]! |= 1 << (i & 7);
    }
    return makeData({
      type: new Float64(),
      length,
      nullCount: nulls,
      nullBitmap: nulls > 0 ? bitmap : null,
      data: numbers,
    });
  }
  const length = column.codes.length;
  const codes = codesScratch(scratch, length);
  const bitmap = new Uint8Array(Math.ceil(length / 8));
  let nulls = 0;
  for (let i = 0; i < length; i++) {
    const code = column.codes[i]!;
    if (code < 0) {
      nulls++;
      codes[i] = 0;
    } else {
      bitmap[i >> 3]! |= 1 << (i & 7);
      codes[i] = code;
    }
  }
  return dictionaryData(length, nulls, bitmap, codes, column.words);
}

/** A column read back from `encodeColumn`'s bytes. */
export function decodeColumn(bytes: Uint8Array): StoredColumn {
  let table: Table;
  try {
    table = tableFromIPC(bytes);
  } catch (error) {
    throw new CorruptTableError(error instanceof Error ? error.message : String(error));
  }
  const field = table.schema.fields[0];
  const vector = table.getChildAt(0);
  if (field === undefined || vector === null || table.schema.fields.length !== 1)
    throw new CorruptTableError('not one column');
  const meta = field.metadata;
  const type = meta.get(META.type);
  const values: CellValue[] = new Array<CellValue>(vector.length);
  let row = 0;
  if (type === 'numeric') {
    if (!DataType.isFloat(field.type) || field.type.precision !== Precision.DOUBLE)
      throw new CorruptTableError('numeric is not Float64');
    for (const chunk of vector.data) {
      const numbers = chunk.values as Float64Array;
      const bitmap = chunk.nullCount > 0 ? chunk.nullBitmap : undefined;
      for (let i = 0; i < chunk.length; i++) {
        const at = chunk.offset + i;
        values[row++] =
          bitmap !== undefined && (bitmap[at >> 3]! & (1 << (at & 7))) === 0 ? null : numbers[at]!;
      }
    }
  } else if (type === 'categorical') {
    if (!DataType.isDictionary(field.type) || !DataType.isUtf8(field.type.dictionary))
      throw new CorruptTableError('categorical is not dictionary-encoded text');
    for (const chunk of vector.data) {
      const words = (chunk.dictionary?.toArray() ?? []) as string[];
      const codes = chunk.values as Int32Array;
      const bitmap = chunk.nullCount > 0 ? chunk.nullBitmap : undefined;
      for (let i = 0; i < chunk.length; i++) {
        const at = chunk.offset + i;
        if (bitmap !== undefined && (bitmap[at >> 3]! & (1 << (at & 7))) === 0) {
          values[row++] = null;
          continue;
        }
        const word = words[codes[at]!];
        if (word === undefined) throw new CorruptTableError('dictionary index out of range');
        values[row++] = word;
      }
    }
  } else {
    throw new CorruptTableError(`unknown column type ${String(type)}`);
  }
  const column: StoredColumn = { name: field.name, type, values };
  const label = meta.get(META.label);
  if (label !== undefined) column.label = label;
  const valueLabels = meta.get(META.valueLabels);
  if (valueLabels !== undefined)
    column.valueLabels = parseJson(valueLabels) as Record<string, string>;
  const measure = meta.get(META.measure);
  if (measure === 'nominal' || measure === 'ordinal' || measure === 'scale')
    column.measure = measure;
  const userMissing = meta.get(META.userMissing);
  if (userMissing !== undefined) column.userMissing = parseJson(userMissing) as (number | string)[];
  return column;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CorruptTableError('metadata is not JSON');
  }
}

/** What the database keeps of one stored column: its name and type, its object, its size. */
export interface StoredColumnEntry {
  name: string;
  type: Column['type'];
  key: string;
  bytes: number;
}

/** A version's columns as written, with the version's content hash. */
export interface WrittenTable {
  rowCount: number;
  columns: StoredColumnEntry[];
  /** SHA-256 over the columns' own SHA-256s, in order: equal tables, equal hashes. */
  contentHash: string;
  sizeBytes: number;
}

export function columnKey(prefix: string, index: number): string {
  return `${prefix}c${index}.arrow`;
}

/** Columns whose bytes may be waiting for their write at once (each up to 8 bytes a row). */
const WRITES_IN_FLIGHT = 4;

/**
 * Encodes and writes a table's columns under `prefix`. Encoding is this thread's work; each
 * column's write and its SHA-256 (WebCrypto's digest runs on libuv's thread pool) go on while
 * the next columns are encoded, with at most `WRITES_IN_FLIGHT` columns' bytes held at once
 * besides the table itself. A failed write fails the whole table once every write has settled,
 * so the caller's clean-up never races a write still going.
 */
export async function writeTable(
  table: DataTable | ColumnarTable,
  prefix: string,
  put: (key: string, body: Uint8Array) => Promise<void>,
): Promise<WrittenTable> {
  const columns: StoredColumnEntry[] = [];
  const digests: Promise<ArrayBuffer>[] = [];
  const writes: Promise<void>[] = [];
  const inFlight = new Set<Promise<void>>();
  let sizeBytes = 0;
  const scratch: EncodeScratch = {};
  for (const [index, column] of table.columns.entries()) {
    while (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
    const body = encodeColumn(column, scratch);
    const key = columnKey(prefix, index);
    // `tableToIPC` answers a fresh buffer of its own, never a shared one.
    const digest = crypto.subtle.digest('SHA-256', body as Uint8Array<ArrayBuffer>);
    const write = put(key, body);
    digests.push(digest);
    writes.push(write);
    // Settled either way (a failure is reported below, once all writes are done).
    const settled = Promise.allSettled([write, digest]).then(() => {
      inFlight.delete(settled);
    });
    inFlight.add(settled);
    columns.push({ name: column.name, type: column.type, key, bytes: body.byteLength });
    sizeBytes += body.byteLength;
  }
  const outcomes = await Promise.allSettled([...writes, ...digests]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
  const whole = createHash('sha256');
  for (const digest of await Promise.all(digests)) whole.update(new Uint8Array(digest));
  return { rowCount: table.rowCount, columns, contentHash: whole.digest('hex'), sizeBytes };
}

/** Memory the decoded table takes in the engine's model (see `decodedBytesOf`). */
export function decodedTableBytes(table: DataTable | ColumnarTable): number {
  return table.columns.reduce((sum, c) => sum + decodedBytesOf(c.type, table.rowCount), 0);
}

/**
 * Memory a decoded column takes in the engine's model (a JS array per column): a pointer and,
 * for numbers next to missing values, a boxed double; categorical cells share their dictionary's
 * strings. Used for the cache budget and to refuse a table no worker could hold.
 */
export function decodedBytesOf(type: Column['type'], rowCount: number): number {
  return rowCount * (type === 'numeric' ? 24 : 8) + 64;
}
