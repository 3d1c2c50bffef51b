/**
 * `pnpm --filter @tonggye/server start` (what the quick start's `pnpm serve` runs): the server,
 * which migrates and, on a database never seeded, loads the seed content (the sample dataset, the
 * site content and the administrator whose password is printed once) before it listens.
 */
import { enableSeedOnStart } from './start-options';

enableSeedOnStart();
await import('./main');
