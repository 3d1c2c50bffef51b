import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  child: ChildProcess;
  /** What the process printed so far (up to the start-up line unless `keepOutput`). */
  stdout(): string;
  stderr(): string;
  /** Resolves when the process is gone, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  /** Keep everything printed (default), or only the output up to the start-up line. */
  keepOutput?: boolean;
  /** `main`: the server alone (default); `start`: the seed content first, as `pnpm serve`. */
  entry?: 'main' | 'start';
  /** Stops the process and fails when it has not printed its address by then (default 60 s). */
  timeoutMs?: number;
  /**
   * Run as a deployment does, the prebuilt bundle on plain Node (`bin/server.mjs`, built first
   * when the sources changed), instead of the TypeScript sources through tsx.
   */
  bundled?: boolean;
}

/**
 * Starts `src/main.ts` (or `src/start.ts`) as a child process on a free port (`PORT=0`) and
 * resolves once it prints its address. `env` is added to this process's environment. With
 * `keepOutput: false` only the output up to the start-up line is kept (a benchmark logs one line
 * per request); the rest is still read so the pipe never fills.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    keepOutput = true,
    entry = 'main',
    timeoutMs = 60_000,
    bundled = false,
  }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const args = bundled ? ['bin/server.mjs', entry] : ['--import', 'tsx', `src/${entry}.ts`];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let ready = false;
  child.stderr.on('data', (part: Buffer) => {
    if (keepOutput || !ready) stderr += part.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server did not start within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (part: Buffer) => {
      if (!keepOutput && ready) return;
      stdout += part.toString();
      const match = /"msg":"listening","address":"http:\/\/localhost:(\d+)"/.exec(stdout);
      if (match?.[1] && !ready) {
        ready = true;
        clearTimeout(timer);
        done(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      fail(new Error(`the server exited early:\n${stdout}\n${stderr}`));
    });
  });
  return { url, child, stdout: () => stdout, stderr: () => stderr, exited };
}

export interface TestServerProcess extends ServerProcess {
  /** The server's own temporary DATA_DIR (SQLite file, uploads, mail outbox), removed by `stop`. */
  dataDir: string;
  /** SIGTERM, waits for the exit and removes DATA_DIR; harmless when already stopped. */
  stop(): Promise<void>;
}

/**
 * The real server for other packages' tests (the API client, the site): `src/main.ts` or
 * `src/start.ts` as a process on a free port, over SQLite in a new temporary DATA_DIR (no
 * `DATABASE_URL`, no built site), with `env` added (ENVELOPE_KEY, doubles' addresses …).
 * This file imports nothing of the server, so packages the server depends on may import it.
 */
export async function startTestServerProcess({
  env = {},
  entry = 'main',
  name = 'server',
  timeoutMs,
}: {
  env?: Record<string, string>;
  entry?: 'main' | 'start';
  /** Part of the temporary folder's name, for telling test files apart. */
  name?: string;
  /** Default 25 s for `main`, 40 s for `start` (the seed first). */
  timeoutMs?: number;
} = {}): Promise<TestServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `tonggye-${name}-`));
  let server: ServerProcess;
  try {
    server = await startServerProcess(
      { DATA_DIR: dataDir, SITE_DIR: join(dataDir, 'no-site'), DATABASE_URL: '', ...env },
      // Within the callers' hook time limits (30 s; 45 s with the seed), so a start that hangs
      // is stopped here rather than left running.
      { entry, keepOutput: false, timeoutMs: timeoutMs ?? (entry === 'start' ? 40_000 : 25_000) },
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    dataDir,
    async stop() {
      if (server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
