import { StatsInputError } from '../errors';

export type Delimiter = ',' | '\t' | ';' | '|';
export const delimiterCandidates: readonly Delimiter[] = [',', '\t', ';', '|'];

export interface CsvRecord {
  fields: string[];
  /** 1-based line in the file where the record starts. */
  line: number;
}

/**
 * RFC 4180 records: quoted fields may hold delimiters, line breaks and doubled
 * quotes; CRLF, LF and CR all end a record. A quote inside an unquoted field is kept
 * as text, as spreadsheet programs do. Stops after `maxRecords`; with `partial`, a
 * quote left open by a cut sample ends the parse instead of failing it.
 */
export function parseCsv(
  text: string,
  delimiter: Delimiter,
  { maxRecords = Infinity, partial = false }: { maxRecords?: number; partial?: boolean } = {},
): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;
  let atFieldStart = true;
  const delimiterCode = delimiter.charCodeAt(0);
  while (i < n) {
    const ch = text[i]!;
    if (atFieldStart && ch === '"') {
      const quoteLine = line;
      i++;
      for (;;) {
        if (i >= n) {
          if (partial) return records;
          throw new StatsInputError(
            'UNTERMINATED_QUOTE',
            `${quoteLine}번째 줄에서 시작한 따옴표(")가 닫히지 않았습니다.`,
            `The quote (") opened on line ${quoteLine} is never closed.`,
            { line: quoteLine },
          );
        }
        const c = text[i]!;
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
        i++;
      }
      // Anything between the closing quote and the delimiter is kept as text.
      atFieldStart = false;
      continue;
    }
    if (atFieldStart) {
      // Fast path for an unquoted field: slice up to the next delimiter or line end.
      let j = i;
      while (j < n) {
        const code = text.charCodeAt(j);
        if (code === delimiterCode || code === 10 || code === 13) break;
        j++;
      }
      if (j > i) {
        field = text.slice(i, j);
        i = j;
        atFieldStart = false;
        continue;
      }
    }
    atFieldStart = false;
    if (ch === delimiter) {
      fields.push(field);
      field = '';
      atFieldStart = true;
      i++;
      continue;
    }
    if (ch === '\n' || ch === '\r') {
      fields.push(field);
      records.push({ fields, line: recordLine });
      if (records.length >= maxRecords) return records;
      fields = [];
      field = '';
      atFieldStart = true;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ fields, line: recordLine });
  }
  return records;
}

const isBlankRecord = (r: CsvRecord) => r.fields.length === 1 && r.fields[0]!.trim() === '';

/**
 * The delimiter that splits the first lines into the same number (> 1) of fields
 * most consistently; ties go to more fields, then to the order of the candidates.
 * Quotes are respected, so commas inside quoted text do not count.
 */
export function detectDelimiter(text: string): Delimiter {
  const sample = text.slice(0, 65536);
  let best: { delimiter: Delimiter; score: number; fields: number } | null = null;
  for (const delimiter of delimiterCandidates) {
    let records: CsvRecord[];
    try {
      records = parseCsv(sample, delimiter, {
        maxRecords: 30,
        partial: sample.length < text.length,
      });
    } catch {
      continue;
    }
    records = records.filter((r) => !isBlankRecord(r));
    // The last sampled record may be cut by the 64 KiB window.
    if (records.length > 2 && sample.length < text.length) records = records.slice(0, -1);
    const first = records[0];
    if (!first || first.fields.length < 2) continue;
    const width = first.fields.length;
    const consistent = records.filter((r) => r.fields.length === width).length / records.length;
    if (!best || consistent > best.score || (consistent === best.score && width > best.fields)) {
      best = { delimiter, score: consistent, fields: width };
    }
  }
  return best?.delimiter ?? ',';
}

export { isBlankRecord };
