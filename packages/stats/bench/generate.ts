/**
 * The benchmark data set: 200,000 rows (by default) from a fixed-seed generator, so every run and
 * every machine measures the same bytes. Twenty 7-point items driven by two latent factors (so
 * factor analysis and reliability have structure), a 5-level and a 2-level grouping variable.
 */
import { createWriteStream } from 'node:fs';

/** mulberry32: a small, fixed-seed generator (the same one the test fixtures use). */
export function generator(seed: number) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

export const ITEM_COUNT = 20;
export const itemNames = Array.from(
  { length: ITEM_COUNT },
  (_, i) => `item${String(i + 1).padStart(2, '0')}`,
);
export const GROUP5 = 'group5';
export const GROUP2 = 'group2';
export const GROUP5_LEVELS = ['A', 'B', 'C', 'D', 'E'] as const;

export async function writeBenchmarkCsv(
  path: string,
  rows: number,
  seed = 20261122,
): Promise<void> {
  const rng = generator(seed);
  const out = createWriteStream(path);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (out.write(text)) resolve();
      else out.once('drain', resolve).once('error', reject);
    });
  await write(`${[...itemNames, GROUP5, GROUP2].join(',')}\n`);
  let chunk = '';
  for (let r = 0; r < rows; r++) {
    const g5 = Math.floor(rng.uniform() * 5);
    const g2 = rng.uniform() < 0.45 ? 1 : 2;
    const f1 = rng.normal() + 0.15 * g5;
    const f2 = rng.normal() + (g2 === 1 ? 0.2 : 0);
    const cells: string[] = [];
    for (let i = 0; i < ITEM_COUNT; i++) {
      const factor = i < ITEM_COUNT / 2 ? f1 : f2;
      const loading = 0.55 + 0.03 * (i % 10);
      const latent = 4 + 1.2 * (loading * factor + Math.sqrt(1 - loading * loading) * rng.normal());
      cells.push(String(Math.min(7, Math.max(1, Math.round(latent)))));
    }
    cells.push(GROUP5_LEVELS[g5] ?? 'A', String(g2));
    chunk += `${cells.join(',')}\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}
