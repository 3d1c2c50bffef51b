/**
 * `pnpm seed` in the built server (`bin/server.mjs seed`): there `seed.ts` is a chunk, not the
 * process's entry file, so it cannot tell it was started as a command.
 */
import { runSeedCommand } from './seed';

runSeedCommand();
