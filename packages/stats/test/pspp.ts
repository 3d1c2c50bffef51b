/** What the PSPP proofs of the generated syntax share: running PSPP and reading its numbers. */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { describe, test } from 'vitest';

/** The PSPP program: `PSPP` names another one (a build of its own, or a missing one to try the CI failure). */
export const pspp = process.env.PSPP ?? 'pspp';

export function psppVersion(): string | null {
  try {
    return execFileSync(pspp, ['--version'], { encoding: 'utf8' }).split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

export interface PsppTable {
  title: string;
  rows: string[][];
}

/** PSPP's CSV output: blocks separated by blank lines, each table headed by "Table: title". */
export function parseOutput(text: string): PsppTable[] {
  const tables: PsppTable[] = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const match = /^Table: (.*)\r?\n([\s\S]*)$/.exec(block.trim());
    if (!match) continue;
    const rows = Papa.parse<string[]>(match[2]!, { skipEmptyLines: true }).data;
    tables.push({ title: match[1]!, rows });
  }
  return tables;
}

/** Compares the product's numbers with PSPP's printed cells and lists every disagreement. */
export class Comparison {
  readonly mismatches: string[] = [];
  count = 0;
  constructor(readonly tables: PsppTable[]) {}

  table(title: string | RegExp, nth = 0): PsppTable {
    const found = this.tables.filter((t) =>
      typeof title === 'string' ? t.title === title : title.test(t.title),
    )[nth];
    if (!found)
      throw new Error(
        `PSPP printed no table '${String(title)}' (has: ${this.tables.map((t) => t.title).join(' | ')})`,
      );
    return found;
  }

  /** The first row (at or after `from`) whose leading cells include `label`. */
  row(table: PsppTable, label: string, from = 0, lead = 3): string[] {
    const index = table.rows.findIndex((r, i) => i >= from && r.slice(0, lead).includes(label));
    if (index < 0) throw new Error(`no row '${label}' in PSPP's '${table.title}'`);
    return table.rows[index]!;
  }

  /**
   * `actual` agrees with a PSPP cell to its printed digits. Values found by iteration
   * (`iterated`: limits from studentized-range quantiles) agree to 1e-6 relative, the digits
   * the R reference tests (reference.ts) hold them to.
   */
  near(
    what: string,
    actual: number | null | undefined,
    cell: string | undefined,
    iterated = false,
  ) {
    this.count++;
    const text = (cell ?? '')
      .replace(/\[[a-z]\]/g, '')
      .replace('%', '')
      .trim();
    const printed = Number(text);
    if (actual === null || actual === undefined || text === '' || !Number.isFinite(printed)) {
      this.mismatches.push(`${what}: product ${actual}, PSPP '${cell}'`);
      return;
    }
    const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
    const printedDigits = 0.5 * 10 ** -decimals * (1 + 1e-9) + 1e-12 * Math.abs(printed);
    const allowed = iterated ? Math.max(printedDigits, 1e-6 * Math.abs(printed)) : printedDigits;
    if (Math.abs(actual - printed) > allowed) {
      this.mismatches.push(`${what}: product ${actual}, PSPP ${text} (±${allowed})`);
    }
  }
}

/** Runs the tasks, at most `width` at once. */
export async function inParallel(tasks: (() => Promise<void>)[], width = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Declares the PSPP proofs of a test file when PSPP is installed. Without it they are skipped with
 * a message, except on CI (`CI` set), where a missing PSPP must fail rather than prove nothing.
 */
export function describeWithPspp(
  proofs: {
    /** The test file, named in the message of a skipped run. */
    file: string;
    /** What PSPP proves, e.g. 'the SPSS syntax'. */
    needed: string;
    /** What PSPP runs, e.g. 'generated syntax'. */
    runs: string;
  },
  body: () => void,
): void {
  const version = psppVersion();
  if (version !== null) {
    describe(`${proofs.runs} in ${version}`, body);
  } else if (process.env.CI) {
    test(`GNU PSPP is installed (needed to prove ${proofs.needed})`, () => {
      throw new Error(`${pspp} was not found: install Debian's 'pspp' package (.ci/run does).`);
    });
  } else {
    console.warn(`${proofs.file} skipped: pspp is not installed (apt-get install pspp).`);
    test.skip(`PSPP runs of the ${proofs.runs} (pspp is not installed)`, () => {});
  }
}

/** What PSPP printed for one syntax file: its tables, and the lines that report an error. */
export interface PsppOutput {
  tables: PsppTable[];
  errors: string;
}

const execPspp = promisify(execFile);

/**
 * Runs the syntax in PSPP as `<name>.sps` in `dir`, printing ten decimals (SET FORMAT=F40.10)
 * so that the comparison is limited by PSPP's own fixed formats only.
 */
export async function runPspp(dir: string, name: string, syntax: string): Promise<PsppOutput> {
  const sps = join(dir, `${name}.sps`);
  const csv = join(dir, `${name}.csv`);
  writeFileSync(sps, `SET FORMAT=F40.10.\n${syntax}`);
  const { stdout, stderr } = await execPspp(pspp, ['-O', 'format=csv', '-o', csv, sps]).catch(
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? 'pspp failed',
    }),
  );
  const text = readFileSync(csv, 'utf8');
  const errors = [stdout, stderr, text]
    .join('\n')
    .split('\n')
    .filter((l) => /error:/i.test(l))
    .join('\n');
  return { tables: parseOutput(text), errors };
}
