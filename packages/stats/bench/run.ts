/**
 * `pnpm bench:stats [--rows N] [--runs N] [--only id,id]`: generates the benchmark CSV (fixed seed),
 * then for every analysis the engine registers reports
 *   - the median whole-command time and peak memory of `analyze` (Node start, parse and analysis),
 *     run as the bundle a deployment would ship (built here with esbuild, see `bundle.ts`), so
 *     the figure does not include tsx compiling TypeScript on every start,
 *   - the median in-process time of `analyze()` on the already parsed table,
 *   - where R with data.table is installed, the same for `Rscript bench.R` (fread + R functions),
 *     run in turn with ours (ours, R, ours, R, …: a change of load falls on both), and the ratio
 *     R / ours (above 1: we are faster).
 * Figures go to stdout as a table and to `bench-results.json` in the output folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analysisIds, analyze, readDataFile } from '../src';
import { buildCliBundle } from './bundle';
import { writeBenchmarkCsv } from './generate';
import { benchmarkRequests } from './requests';

const here = dirname(fileURLToPath(import.meta.url));

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const rows = Number(option('rows', '200000'));
const runs = Number(option('runs', '5'));
const only = option('only', '')
  .split(',')
  .filter((id) => id !== '');
const outDir = option('out', join(tmpdir(), 'tonggye-bench'));

interface Measure {
  medianMs: number;
  peakMb: number | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

function peakFrom(stderr: string): number | null {
  const match = /VmHWM:\s*(\d+)\s*kB/.exec(stderr);
  return match ? Number(match[1]) / 1024 : null;
}

type Command = [command: string, args: string[]];

/**
 * Median time and peak memory of each command over `runs` runs, the commands taking turns
 * (ours, R, ours, R, …), so that a change in the machine's load falls on both alike.
 */
function measureCommands(commands: Command[]): Measure[] {
  const times: number[][] = commands.map(() => []);
  const peaks: (number | null)[] = commands.map(() => null);
  for (let i = 0; i < runs; i++) {
    commands.forEach(([command, args], k) => {
      const started = process.hrtime.bigint();
      const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (result.status !== 0) {
        throw new Error(
          `${command} ${args.join(' ')} failed (${result.status}): ${result.stderr.trim()}`,
        );
      }
      times[k]!.push(elapsed);
      const p = peakFrom(result.stderr);
      if (p !== null) peaks[k] = Math.max(peaks[k] ?? 0, p);
    });
  }
  return commands.map((_, k) => ({ medianMs: median(times[k]!), peakMb: peaks[k] ?? null }));
}

function hasR(): boolean {
  const probe = spawnSync(
    'Rscript',
    ['-e', 'suppressPackageStartupMessages(library(data.table))'],
    {
      encoding: 'utf8',
    },
  );
  return probe.status === 0;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const dataPath = join(outDir, `bench-${rows}.csv`);
  if (!existsSync(dataPath)) {
    process.stdout.write(`generating ${rows} rows → ${dataPath}\n`);
    await writeBenchmarkCsv(dataPath, rows);
  }
  const bundle = await buildCliBundle(outDir);
  const withR = hasR();
  if (!withR) process.stdout.write('Rscript with data.table not found: R comparison skipped\n');

  const ids = (analysisIds as readonly string[]).filter(
    (id) => benchmarkRequests[id] && (only.length === 0 || only.includes(id)),
  );
  const table = readDataFile(readFileSync(dataPath), { fileName: 'bench.csv' }).table;
  const results: Record<string, unknown>[] = [];
  process.stdout.write(
    `\n${'analysis'.padEnd(15)} ${'ours cmd ms'.padStart(11)} ${'peak MB'.padStart(8)} ${'in-proc ms'.padStart(10)} ${'R cmd ms'.padStart(9)} ${'R MB'.padStart(6)} ${'R/ours'.padStart(7)}\n`,
  );
  for (const id of ids) {
    const request = benchmarkRequests[id];
    const requestPath = join(outDir, `${id.replace('/', '-')}.json`);
    writeFileSync(requestPath, JSON.stringify(request));
    const oursCommand: Command = [
      process.execPath,
      ['--import', join(here, 'peak-memory.mjs'), bundle, dataPath, requestPath],
    ];
    const rCommand: Command = ['Rscript', [join(here, 'bench.R'), id, dataPath]];
    const [ours, rMeasure] = measureCommands(withR ? [oursCommand, rCommand] : [oursCommand]);
    if (!ours) throw new Error(`no measure of ${id}`);
    const r = rMeasure ?? null;
    const inProcess: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      analyze(table, request);
      inProcess.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const ratio = r ? r.medianMs / ours.medianMs : null;
    results.push({
      analysis: id,
      rows,
      runs,
      ours,
      inProcessMedianMs: median(inProcess),
      r,
      ratio,
    });
    const fmt = (v: number | null | undefined, d = 0) =>
      v === null || v === undefined ? '—' : v.toFixed(d);
    process.stdout.write(
      `${id.padEnd(15)} ${fmt(ours.medianMs).padStart(11)} ${fmt(ours.peakMb).padStart(8)} ${fmt(median(inProcess), 1).padStart(10)} ${fmt(r?.medianMs).padStart(9)} ${fmt(r?.peakMb).padStart(6)} ${fmt(ratio, 2).padStart(7)}\n`,
    );
  }
  writeFileSync(join(outDir, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\nresults: ${join(outDir, 'bench-results.json')}\n`);
}

await main();
