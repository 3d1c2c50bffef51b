import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS, MAX_DECOMPRESSED_BYTES, readDataFile, readDataFileAsync } from '../src';
import { fixture, inputError, utf8 } from './helpers';
import { honestEntry, zip } from './zip-builder';

/** Resolves to the StatsInputError `fn` rejects with (fails the test otherwise). */
async function asyncInputError(fn: () => Promise<unknown>) {
  try {
    await fn();
  } catch (error) {
    return inputError(() => {
      throw error;
    });
  }
  throw new Error('expected a StatsInputError, nothing was thrown');
}

describe('a CSV with too many columns', () => {
  it('refuses a million columns by counting the header, with the count in both languages', () => {
    const header = Array.from({ length: 1_000_000 }, (_, i) => `v${i}`).join(',');
    const e = inputError(() =>
      readDataFile(utf8(`${header}\n${'1,'.repeat(999_999)}1\n`), { fileName: 'wide.csv' }),
    );
    expect(e.code).toBe('TOO_MANY_COLUMNS');
    expect(e.details.found).toBe(1_000_000);
    expect(e.messageKo).toContain('1,000,000개');
    expect(e.message).toContain('1,000,000 variables');
  });

  it('counts a quoted delimiter as text, and reads a file at the limit', () => {
    const names = Array.from({ length: MAX_COLUMNS }, (_, i) => `v${i}`);
    names[0] = '"a,b"';
    const row = Array.from({ length: MAX_COLUMNS }, (_, i) => String(i % 7));
    const { table } = readDataFile(utf8(`${names.join(',')}\n${row.join(',')}\n`), {
      fileName: 'limit.csv',
    });
    expect(table.columns).toHaveLength(MAX_COLUMNS);
    expect(table.columns[0]!.name).toBe('a,b');
  });

  it('refuses a headerless file whose rows are wider than the limit', () => {
    const e = inputError(() =>
      readDataFile(utf8(`${'1,'.repeat(MAX_COLUMNS)}1\n1\n`), {
        fileName: 'rows.csv',
        firstRowAsNames: false,
      }),
    );
    expect(e.code).toBe('TOO_MANY_COLUMNS');
    expect(e.details.found).toBe(MAX_COLUMNS + 1);
  });
});

describe('an XLSX zip bomb', () => {
  // 16 MB of one repeated byte deflates to about 16 KB: the typical bomb's payload.
  const zeros = new Uint8Array(16 * 1024 * 1024).fill(0x20);
  const payload = honestEntry('xl/worksheets/sheet1.xml', zeros);

  it('is refused from its central directory when its entries declare more than the budget', async () => {
    const copies = Math.ceil(MAX_DECOMPRESSED_BYTES / zeros.length) + 1;
    const bomb = zip(
      Array.from({ length: copies }, (_, k) => ({ ...payload, name: `xl/worksheets/s${k}.xml` })),
    );
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const e = await asyncInputError(() => readDataFileAsync(bomb, { fileName: 'bomb.xlsx' }));
    expect(e.code).toBe('UNPACKED_TOO_LARGE');
    expect(e.details.declaredMb).toBeGreaterThan(256);
    expect(e.messageKo).toContain('압축을 풀면');
  });

  it('is refused when an entry hides its size (declares 0), which would let the inflater grow without bound', async () => {
    const bomb = zip([{ ...payload, size: 0 }]);
    const e = await asyncInputError(() => readDataFileAsync(bomb, { fileName: 'bomb.xlsx' }));
    expect(e.code).toBe('UNPACKED_TOO_LARGE');
    expect(e.message).toMatch(/does not declare/);
  });

  it('leaves real workbooks alone', async () => {
    const { table } = await readDataFileAsync(fixture('readers/survey.xlsx'), {
      fileName: 'survey.xlsx',
    });
    expect(table.rowCount).toBeGreaterThan(0);
  });
});

describe('a ZSAV whose blocks unpack past what they declare', () => {
  /** The first zlib block's declared uncompressed size, located through the zheader. */
  function firstBlockSizeOffset(bytes: Buffer): number {
    for (let p = 0; p + 24 <= bytes.length; p += 1) {
      // The zheader starts with its own offset.
      if (bytes.readBigInt64LE(p) === BigInt(p) && p > 176) {
        const trailer = Number(bytes.readBigInt64LE(p + 8));
        return trailer + 24 + 16;
      }
    }
    throw new Error('no zheader found');
  }

  it('stops inflating at the declared size and says so', () => {
    const bytes = Buffer.from(fixture('readers/survey-utf8.zsav'));
    const at = firstBlockSizeOffset(bytes);
    expect(bytes.readInt32LE(at)).toBeGreaterThan(16);
    bytes.writeInt32LE(16, at);
    const e = inputError(() => readDataFile(bytes, { fileName: 'lying.zsav' }));
    expect(e.code).toBe('UNPACKED_TOO_LARGE');
  });

  it('refuses blocks that declare more than the budget before inflating any', () => {
    const bytes = Buffer.from(fixture('readers/survey-utf8.zsav'));
    bytes.writeInt32LE(MAX_DECOMPRESSED_BYTES + 1, firstBlockSizeOffset(bytes));
    const e = inputError(() => readDataFile(bytes, { fileName: 'huge.zsav' }));
    expect(e.code).toBe('UNPACKED_TOO_LARGE');
    expect(e.details.declaredMb).toBe(256);
  });

  it('still reads the untouched file', () => {
    const { table } = readDataFile(fixture('readers/survey-utf8.zsav'), { fileName: 'ok.zsav' });
    expect(table.rowCount).toBe(6);
  });
});
