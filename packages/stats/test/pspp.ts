/** What the PSPP proofs of the generated syntax share: running PSPP and reading its numbers. */
import { execFileSync } from 'node:child_process';
import Papa from 'papaparse';

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
