/**
 * `pnpm bench:stats [--rows N] [--runs N] [--only id,id]`: generates the benchmark CSV (fixed seed),
 * then for every analysis the engine registers reports
 *   - the median whole-command time of `pnpm --silent analyze DATA REQUEST` exactly as the README
 *     gives it (pnpm's start, the launcher, Node's start, parse and analysis), and the peak memory
 *     of its analyzing process,
 *   - the median in-process time of `analyze()` on the already parsed table,
 *   - where R with data.table is installed, the same for `Rscript bench.R` (fread + R functions),
 *     run in turn with ours (ours, R, ours, R, …: a change of load falls on both), and the ratio
 *     R / ours (above 1: we are faster).
 * Before those, the whole command on a 3-row file: what a person waits for however small the data.
 * Figures go to stdout as a table and to `bench-results.json` in the output folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analysisIds, analyze, readDataFile } from '../src';
import { writeBenchmarkCsv } from './generate';
import { benchmarkRequests } from './requests';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = join(here, '..', '..', '..');
/** Its analyzing process prints its peak memory (see peak-memory.mjs); pnpm's own does not. */
const measuredEnv = {
  ...process.env,
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --import ${join(here, 'peak-memory.mjs')}`.trim(),
};

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
function measureCommands(commands: Command[], repeat = runs): Measure[] {
  const times: number[][] = commands.map(() => []);
  const peaks: (number | null)[] = commands.map(() => null);
  for (let i = 0; i < repeat; i++) {
    commands.forEach(([command, args], k) => {
      const started = process.hrtime.bigint();
      const result = spawnSync(command, args, {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        cwd: workspaceRoot,
        env: measuredEnv,
      });
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
  const analyzeCommand = (data: string, request: string): Command => [
    'pnpm',
    ['--silent', 'analyze', data, request],
  ];
  // The first command after a change of the engine builds its bundle: not part of any figure.
  const tinyPath = join(outDir, 'tiny.csv');
  const tinyRequest = join(outDir, 'tiny-request.json');
  writeFileSync(tinyPath, 'a,b\n1,2\n3,5\n4,4\n');
  writeFileSync(tinyRequest, JSON.stringify({ analysis: 'descriptive', variables: ['a', 'b'] }));
  measureCommands([analyzeCommand(tinyPath, tinyRequest)], 1);
  const [tiny] = measureCommands([analyzeCommand(tinyPath, tinyRequest)], Math.max(runs, 5));
  process.stdout.write(
    `whole command on a 3-row file: ${tiny?.medianMs.toFixed(0)} ms (median of ${Math.max(runs, 5)})\n`,
  );
  const withR = hasR();
  if (!withR) process.stdout.write('Rscript with data.table not found: R comparison skipped\n');

  // An analysis's id, or a variant of one (`mediation-m7`: a PROCESS model of `mediation`).
  const ids = Object.keys(benchmarkRequests).filter(
    (id) =>
      (analysisIds as readonly string[]).includes(String(benchmarkRequests[id]!.analysis)) &&
      (only.length === 0 || only.includes(id)),
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
    const oursCommand = analyzeCommand(dataPath, requestPath);
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
  writeFileSync(
    join(outDir, 'bench-results.json'),
    `${JSON.stringify({ tinyCommandMs: tiny?.medianMs ?? null, analyses: results }, null, 2)}\n`,
  );
  process.stdout.write(`\nresults: ${join(outDir, 'bench-results.json')}\n`);
}

await main();
