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
/**
 * The KG Inicis test double (card payments and refunds) on a port of its own, E2E_PORT + 1000: it
 * prints the `INICIS_*` environment (random keys per run) into this file, which the server's
 * command reads, so the server pays and refunds through the double.
 */
export const inicisDoublePort = port + 1000;
const inicisEnv = resolve(`test-results/e2e-inicis-${port}.env`);
/*
 * Taken as well: E2E_PORT + 2000, where `e2e/idle-logout.spec.ts` starts a server of its own
 * (a short `SITE_IDLE_TIMEOUT_MS`, its own DATA_DIR) only while that spec runs.
 */

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
  webServer: [
    {
      // Started first (the servers start in order): its printed environment is the server's.
      command: `mkdir -p test-results && rm -f "${inicisEnv}" && pnpm --silent --filter @tonggye/server exec tsx scripts/inicis-double.ts ${inicisDoublePort} > "${inicisEnv}"`,
      port: inicisDoublePort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `until [ -s "${inicisEnv}" ]; do sleep 0.2; done && set -a && . "${inicisEnv}" && set +a && rm -rf "${dataDir}" && pnpm --silent --filter @tonggye/server seed > "${seedOutput}" && pnpm --filter @tonggye/server start`,
      url: `http://127.0.0.1:${port}/health`,
      reuseExistingServer: false,
      // Waits for the double first; on a busy shared machine both together take longer.
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        // Every simulated visitor of the whole suite signs up from 127.0.0.1: the per-address
        // sign-up and sign-in limits (tested in the server's own tests) would stop the suite, not a visitor.
        SIGNUP_RATE_LIMIT: '1000',
        LOGIN_RATE_LIMIT: '100',
        // The double posts the buyer back to this server, which sends them on to the site it serves.
        INICIS_RETURN_BASE: `http://127.0.0.1:${port}`,
        INICIS_SITE_BASE: `http://127.0.0.1:${port}`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
