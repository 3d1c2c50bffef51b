import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
// Per port, so runs on different ports (several people or agents on one machine) never share files.
const dataDir = resolve(`test-results/e2e-data-${port}`);
/**
 * The seed's once-only administrator notice, kept for specs that act as the company
 * (`e2e/admin.ts` reads it): the seed runs before the server, whose own seed then adds nothing.
 */
export const seedOutput = resolve(`test-results/e2e-seed-${port}.txt`);

/** End-to-end tests: the built site and the real server on a fresh SQLite file, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf "${dataDir}" && pnpm --silent --filter @tonggye/server seed > "${seedOutput}" && pnpm --filter @tonggye/server start`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
