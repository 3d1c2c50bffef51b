import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { AnalysisResult } from './analyze';
import { analyzeLazily } from './analyze-lazy';
import { StatsInputError } from './errors';
import { readDataFileAsync } from './read';
import { splitTransforms } from './request';
import type { DataTable } from './types';

/**
 * `pnpm --silent analyze DATA_FILE REQUEST_JSON`: the result JSON on stdout and
 * nothing else; on bad input exit 2 with one line on stderr (Korean, then English).
 */
async function main(args: string[]): Promise<number> {
  if (args.length !== 2) {
    return fail(
      '사용법: pnpm --silent analyze 데이터파일 요청.json',
      'usage: pnpm --silent analyze DATA_FILE REQUEST_JSON',
    );
  }
  // pnpm runs the script in the workspace root; paths are meant from where it was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const [dataPath, requestPath] = args.map((a) => resolve(base, a)) as [string, string];
  const dataBytes = readInput(dataPath, '데이터 파일', 'data file');
  const requestBytes = readInput(requestPath, '요청 파일', 'request file');
  if (!dataBytes || !requestBytes) return 2;

  let request: unknown;
  try {
    request = JSON.parse(new TextDecoder('utf-8').decode(requestBytes).replace(/^\uFEFF/, ''));
  } catch (error) {
    return fail(
      `요청 파일이 올바른 JSON이 아닙니다: ${requestPath}`,
      `the request file is not valid JSON: ${requestPath}: ${(error as Error).message}`,
    );
  }
  try {
    const fileName = basename(dataPath);
    const { transforms } = splitTransforms(request);
    // Variables are named by strings in the request (and by names inside the transforms'
    // expressions): a CSV's other columns need not be kept.
    const needed = columnsNamed(request, transforms);
    const run = (table: DataTable) => analyzeLazily(table, request);
    let result: AnalysisResult;
    try {
      const { table } = await readDataFileAsync(dataBytes, {
        fileName,
        ...(needed ? { onlyColumns: needed } : {}),
      });
      result = await run(table);
    } catch (error) {
      if (!(needed && error instanceof StatsInputError && error.code === 'UNKNOWN_VARIABLE'))
        throw error;
      // A variable the request names in some other way: the whole table, as without the hint.
      result = await run((await readDataFileAsync(dataBytes, { fileName })).table);
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof StatsInputError) return fail(error.messageKo, error.message);
    process.stderr.write(
      `분석 중 예기치 못한 오류가 났습니다 (unexpected error: ${oneLine(String(error))})\n`,
    );
    return 1;
  }
}

function readInput(path: string, ko: string, en: string): Uint8Array | null {
  try {
    return readFileSync(path);
  } catch {
    fail(`${ko}을 읽을 수 없습니다: ${path}`, `cannot read the ${en}: ${path}`);
    return null;
  }
}

/**
 * The columns a request needs: every string in it, and every name inside the transforms'
 * expressions; undefined (read every column) when an expression takes a `TO` range, whose
 * columns are known only from the file's column order.
 */
function columnsNamed(request: unknown, transforms: unknown): Set<string> | undefined {
  const names = stringsIn(request);
  for (const text of stringsIn(transforms)) {
    for (const [token] of text.matchAll(/`[^`]*`|[\p{L}@#$_][\p{L}\p{N}@#$_.]*/gu)) {
      if (token.toUpperCase() === 'TO') return undefined;
      names.add(token.startsWith('`') ? token.slice(1, -1) : token.replace(/\.+$/, ''));
    }
  }
  return names;
}

/** Every string anywhere in a JSON value. */
function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

function fail(ko: string, en: string): number {
  process.stderr.write(`${oneLine(ko)} (${oneLine(en)})\n`);
  return 2;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
