import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

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

/**
 * Starts `src/main.ts` as a child process on a free port (`PORT=0`) and resolves once it prints
 * its address. `env` is added to this process's environment. With `keepOutput: false` only the
 * output up to the start-up line is kept (a benchmark logs one line per request); the rest is
 * still read so the pipe never fills.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { keepOutput = true }: { keepOutput?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
    child.stdout.on('data', (part: Buffer) => {
      if (!keepOutput && ready) return;
      stdout += part.toString();
      const match = /"msg":"listening","address":"http:\/\/localhost:(\d+)"/.exec(stdout);
      if (match?.[1] && !ready) {
        ready = true;
        done(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.on('exit', () => fail(new Error(`the server exited early:\n${stdout}\n${stderr}`)));
  });
  return { url, child, stdout: () => stdout, stderr: () => stderr, exited };
}
