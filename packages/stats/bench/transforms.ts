/**
 * `pnpm bench:transforms [--rows 1000000] [--runs 5]`: the engine's time for data preparation on a
 * survey-sized table built in memory (fixed seed, the items of the stats benchmark, 1% of cells
 * missing): a scale mean, MEAN over the twenty items, must take under one second at a million
 * rows. Also times MEAN.15, a filter and z-scores. The figures are `applyTransforms` on a table
 * as the file readers give it (arrays of numbers and nulls), reading and writing columns included.
 */
import { applyTransforms, type DataTable } from '../src';
import { generator, itemNames } from './generate';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
const rows = Number(option('rows', '1000000'));
const runs = Number(option('runs', '5'));
const budgetMs = 1000;

function surveyTable(n: number): DataTable {
  const rng = generator(20261129);
  const columns = itemNames.map((name) => ({
    name,
    type: 'numeric' as const,
    values: new Array<number | null>(n),
  }));
  for (let r = 0; r < n; r++) {
    const trait = rng.normal();
    for (const column of columns) {
      const u = rng.uniform();
      column.values[r] =
        u < 0.01
          ? null
          : Math.min(7, Math.max(1, Math.round(4 + 1.2 * (0.6 * trait + rng.normal()))));
    }
  }
  return { rowCount: n, columns };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const first = itemNames[0]!;
const last = itemNames[itemNames.length - 1]!;
const cases: [string, unknown[]][] = [
  [
    'MEAN over 20 items',
    [{ type: 'compute', target: 'scale', expression: `MEAN(${first} TO ${last})` }],
  ],
  [
    'MEAN.15 over 20 items',
    [{ type: 'compute', target: 'scale', expression: `MEAN.15(${first} TO ${last})` }],
  ],
  [
    'scale score (mean of 20)',
    [{ type: 'scaleScore', groups: [{ name: 'scale', variables: itemNames }] }],
  ],
  [
    'filter + z-score',
    [
      { type: 'filter', condition: `${first} >= 3 AND NOT MISSING(${last})` },
      { type: 'standardize', variables: [first] },
    ],
  ],
];

const started = process.hrtime.bigint();
const table = surveyTable(rows);
process.stdout.write(
  `table: ${rows.toLocaleString('en')} rows × ${itemNames.length} items, built in ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(0)} ms\n`,
);
const results: Record<string, number> = {};
for (const [name, steps] of cases) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    applyTransforms(table, steps);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  results[name] = median(times);
  process.stdout.write(
    `${name.padEnd(28)} median ${median(times).toFixed(1).padStart(8)} ms over ${runs} runs\n`,
  );
}
const headline = results['MEAN over 20 items']!;
const ok = rows < 1_000_000 || headline < budgetMs;
process.stdout.write(
  `MEAN over 20 items at ${rows.toLocaleString('en')} rows: ${headline.toFixed(1)} ms (budget ${budgetMs} ms at 1,000,000 rows): ${ok ? 'ok' : 'OVER BUDGET'}\n`,
);
process.exitCode = ok ? 0 : 1;
