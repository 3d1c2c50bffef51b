/**
 * Whether this process seeds a database never seeded before it listens: `start.ts` (what `pnpm
 * start` and `pnpm serve` run) turns it on; `main.ts` alone (`pnpm dev`, the tests' processes)
 * only migrates.
 */
let seedOnStart = false;

export function enableSeedOnStart(): void {
  seedOnStart = true;
}

export function shouldSeedOnStart(): boolean {
  return seedOnStart;
}
