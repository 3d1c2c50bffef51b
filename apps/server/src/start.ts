/**
 * `pnpm --filter @tonggye/server start` (what the quick start's `pnpm serve` runs): loads the seed
 * content when it is missing (the sample dataset, the site content and, on the first start, the
 * administrator whose password is printed once), then serves, in one process.
 */
import { runSeed } from './seed';

try {
  await runSeed();
} catch (error) {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
await import('./main');
