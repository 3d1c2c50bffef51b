import iconv from 'iconv-lite';
import type { LocalizedText, ReadInfo, ReadOptions } from '../types';
import type { ColumnarTable } from './columnar';
import { detectDelimiter, type Delimiter } from './csv';
import { CsvColumnsBuilder, hasLoneCr } from './csv-columns';
import { assertLooksLikeText, decodeText, type TextEncodingName } from './decode';
import { extensionOf, readDataFileColumnarAsync } from './index';

/** Text `detectDelimiter` and `assertLooksLikeText` look at: the first 64 KiB characters. */
const SNIFF_CHARS = 65536;

/**
 * A line longer than this is no survey's: it is left to the whole-file reader rather than joined
 * again with every piece that does not end it.
 */
const MAX_LINE_CHARS = 4 * 1024 * 1024;

/**
 * A data file read while it arrives, as an upload's bytes come in: `finish` gives exactly the
 * table and info `readDataFileColumnarAsync` gives for the whole file (or throws its error).
 *
 * The common CSV (UTF-8 or CP949, no quotes, every line as wide as the header) is read line by
 * line as its bytes come, so when the last byte arrives most of the file is read. The read options
 * may come after the file (a form's fields are sent after its file part), so the reading assumes
 * what most uploads ask for (the encoding found automatically, the first row as names) and
 * `finish` checks the assumption. Everything else (another format, other options, a file the
 * fast road gives up on, any input error) is read whole at the end by the ordinary reader from
 * the bytes kept here, so every rule and message stays that reader's.
 */
export class DataFileReceiver {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;
  private readonly csv: CsvLines | null;
  private lines = false;

  /** Whether `finish` gave the lines read as they came (false: the file was read whole). */
  get readAsItCame(): boolean {
    return this.lines;
  }

  /** `expectedBytes`: the file's size as far as known (a request's length), to size the table. */
  constructor(fileName: string, expectedBytes = 0) {
    const extension = extensionOf(fileName);
    this.csv =
      extension === 'csv' || extension === 'tsv' || extension === 'txt'
        ? new CsvLines(this.chunks, expectedBytes)
        : null;
  }

  /** The next bytes of the file; the receiver keeps them (the caller must not reuse them). */
  push(bytes: Uint8Array): void {
    if (bytes.byteLength === 0) return;
    this.chunks.push(bytes);
    this.size += bytes.byteLength;
    this.csv?.push(bytes);
  }

  /** The file read with the options it was sent with. */
  async finish(options: ReadOptions): Promise<{ table: ColumnarTable; info: ReadInfo }> {
    const read =
      this.csv !== null && (options.firstRowAsNames ?? true) && options.onlyColumns === undefined
        ? this.csv.end()
        : null;
    const encoding = options.encoding ?? 'auto';
    if (read !== null && (encoding === 'auto' || encoding === read.encoding)) {
      const info: ReadInfo = {
        format: 'csv',
        encoding: read.encoding,
        delimiter: read.delimiter,
        firstRowAsNames: true,
      };
      if (read.warnings.length > 0) info.warnings = read.warnings;
      this.lines = true;
      return { table: read.table, info };
    }
    return await readDataFileColumnarAsync(this.bytes(), options);
  }

  /** Every byte received, in one array (the chunks are let go). */
  private bytes(): Uint8Array {
    if (this.chunks.length === 1) return this.chunks[0]!;
    const whole = new Uint8Array(this.size);
    let at = 0;
    for (const chunk of this.chunks.splice(0)) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    return whole;
  }
}

type StreamDecoder = { decode(bytes: Uint8Array, last: boolean): string };

function utf8Decoder(): StreamDecoder {
  // As `decodeText`: strict, and a BOM is taken off by the decoder.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return {
    decode: (bytes, last) => (last ? decoder.decode() : decoder.decode(bytes, { stream: true })),
  };
}

function cp949Decoder(): StreamDecoder {
  // `iconv.decode` is this decoder's writes and end: a character split between chunks is kept.
  const decoder = iconv.getDecoder('cp949');
  return {
    decode: (bytes, last) =>
      last
        ? (decoder.end() ?? '')
        : decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
  };
}

/**
 * A CSV's lines read as its bytes come, with the fast road's builder. It gives up (and the whole
 * file is read at the end) wherever the whole-file reader would do anything else: a NUL byte,
 * text that is not text, quotes, a lone CR, a ragged row, a header past the column limit.
 */
class CsvLines {
  private encoding: TextEncodingName = 'utf-8';
  private decoder: StreamDecoder = utf8Decoder();
  private givenUp = false;
  /** Text has begun (its BOM, if any, is taken off the first piece). */
  private started = false;
  /** Text kept until enough of it is there to choose the delimiter as the whole file would. */
  private head = '';
  private delimiter: Delimiter | null = null;
  private builder: CsvColumnsBuilder | null = null;
  /** The last line, until its LF comes. */
  private carry = '';
  /** Where `carry` starts in the whole text. */
  private base = 0;

  constructor(
    private readonly chunks: readonly Uint8Array[],
    private readonly expectedBytes: number,
  ) {}

  push(bytes: Uint8Array): void {
    if (this.givenUp) return;
    // The whole-file reader refuses a NUL byte before decoding anything. Buffer's search is
    // memchr: the typed array's own `includes` visits a megabyte piece byte by byte.
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(0) >= 0)
      return this.giveUp();
    this.decodePiece(bytes, false);
  }

  /** The table of the whole file, or null when the whole-file reader must read it. */
  end(): {
    table: ColumnarTable;
    warnings: LocalizedText[];
    encoding: TextEncodingName;
    delimiter: Delimiter;
  } | null {
    if (this.givenUp) return null;
    this.decodePiece(new Uint8Array(0), true);
    if (this.givenUp) return null;
    if (this.delimiter === null && !this.startLines()) return null;
    const last = this.carry;
    if (hasLoneCr(last, 0, last.length)) return null;
    if (!this.builder!.lines(last, 0, last.length, this.base)) return null;
    const read = this.builder!.finish(() => this.wholeText());
    if (read === null) return null;
    return { ...read, encoding: this.encoding, delimiter: this.delimiter! };
  }

  private giveUp(): void {
    this.givenUp = true;
    this.head = '';
    this.carry = '';
    this.builder = null;
  }

  private decodePiece(bytes: Uint8Array, last: boolean): void {
    let text: string;
    try {
      text = this.decoder.decode(bytes, last);
    } catch {
      // Not UTF-8 somewhere: as the whole-file reader, the whole file is CP949 (unless it has a
      // UTF-8 BOM, which makes it an error there). Read again from the first byte.
      if (this.encoding !== 'utf-8' || this.startsWithBom()) return this.giveUp();
      this.restartAsCp949(last);
      return;
    }
    if (this.encoding === 'cp949' && text.includes('\uFFFD')) return this.giveUp();
    this.take(text);
  }

  private restartAsCp949(last: boolean): void {
    this.encoding = 'cp949';
    this.decoder = cp949Decoder();
    this.started = false;
    this.head = '';
    this.delimiter = null;
    this.builder = null;
    this.carry = '';
    this.base = 0;
    for (const chunk of this.chunks) {
      this.decodePiece(chunk, false);
      if (this.givenUp) return;
    }
    if (last) this.decodePiece(new Uint8Array(0), true);
  }

  private startsWithBom(): boolean {
    const first: number[] = [];
    for (const chunk of this.chunks) {
      for (const byte of chunk) {
        first.push(byte);
        if (first.length === 3) return first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf;
      }
    }
    return false;
  }

  private take(piece: string): void {
    let text = piece;
    if (!this.started) {
      if (text === '') return;
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.delimiter === null) {
      this.head += text;
      // Past the sniffed window, the window is the whole file's.
      if (this.head.length > SNIFF_CHARS) this.startLines();
      return;
    }
    this.readLines(text);
  }

  /** The delimiter and the text checks, as the whole-file reader makes them on its first 64 KiB. */
  private startLines(): boolean {
    const head = this.head;
    this.head = '';
    if (head.trim() === '') {
      this.giveUp();
      return false;
    }
    try {
      assertLooksLikeText(head);
    } catch {
      this.giveUp();
      return false;
    }
    this.delimiter = detectDelimiter(head);
    // Rows expected from the first lines' length: the table's arrays grow if there are more.
    const sample = head.slice(0, SNIFF_CHARS);
    let sampleLines = 0;
    for (let i = sample.indexOf('\n'); i >= 0; i = sample.indexOf('\n', i + 1)) sampleLines++;
    const bytesPerLine = Buffer.byteLength(sample, 'utf8') / Math.max(1, sampleLines);
    const hint = Math.ceil((this.expectedBytes / Math.max(1, bytesPerLine)) * 1.05);
    this.builder = new CsvColumnsBuilder(this.delimiter, undefined, Math.max(1024, hint));
    this.readLines(head);
    return !this.givenUp;
  }

  private readLines(text: string): void {
    if (this.givenUp) return;
    if (text.includes('"')) return this.giveUp();
    const lastLf = text.lastIndexOf('\n');
    if (lastLf < 0) {
      // Only the new text is searched: a long line in many small pieces is not read again each time.
      this.carry += text;
      if (this.carry.length > MAX_LINE_CHARS) this.giveUp();
      return;
    }
    const piece = this.carry + text;
    const end = this.carry.length + lastLf + 1;
    if (hasLoneCr(piece, 0, end - 1) || !this.builder!.lines(piece, 0, end, this.base))
      return this.giveUp();
    this.base += end;
    this.carry = piece.slice(end);
    if (this.carry.length > MAX_LINE_CHARS) this.giveUp();
  }

  /** The whole file's text as the whole-file reader decodes it. */
  private wholeText(): string {
    let size = 0;
    for (const chunk of this.chunks) size += chunk.byteLength;
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of this.chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    return decodeText(whole, this.encoding).text.replace(/^\uFEFF/, '');
  }
}
