/**
 * What the server benchmarks share: their command-line options, the real server started on a
 * folder of the benchmark's own, and the client calls that set up what they measure (a member, an
 * upload). The measured requests themselves stay in each benchmark.
 */
import { join } from 'node:path';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { startServerProcess, type ServerProcessOptions } from '../test/server-process';

/** The envelope key the benchmarks' servers run with and their clients seal with. */
export const BENCH_KEY = 'bench-envelope-key';

/** The password of the members the benchmarks sign up. */
export const BENCH_PASSWORD = 'abc123!';

/** The text after `--name` on the command line, if given. */
export function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The positive number after `--name`, or `fallback` without one; anything else stops the run. */
export function numberOption(name: string, fallback: number): number {
  const text = textOption(name);
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

export interface BenchServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The server process, for reading its CPU time and memory from /proc. */
  pid: number;
  /** Stops the process and waits until it is gone. */
  stop(): Promise<void>;
}

/**
 * The real server as a child process on a free port, keeping everything in `dir`: its data and
 * SQLite file in `dir/data` (a DATABASE_URL of the calling shell is set aside), no site, the
 * benchmarks' envelope key. `env` adds settings (workers, limits, profiling); the output after
 * the start-up line is not kept, since a loaded server logs a line a request.
 */
export async function startBenchServer(
  dir: string,
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<BenchServer> {
  const server = await startServerProcess(
    {
      DATA_DIR: join(dir, 'data'),
      SITE_DIR: join(dir, 'no-site'),
      DATABASE_URL: '',
      ENVELOPE_KEY: BENCH_KEY,
      ...env,
    },
    { keepOutput: false, ...options },
  );
  return {
    url: server.url,
    pid: server.child.pid!,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

/** A caller's headers: a member's token or a guest's id, sent as both `auth` and `authorization`. */
export function callerHeaders(id: string): Record<string, string> {
  return { auth: id, authorization: id };
}

/** The body of a 200 answer; any other answer stops the benchmark with what the server said. */
export async function okBody(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${response.url}: ${JSON.stringify(body)}`);
  return body;
}

/** What a sealed answer carries (`dataRes.encryptData`), opened with the benchmarks' key. */
export function openAnswer<T>(body: Record<string, unknown>): T {
  return openEnvelope<T>((body.dataRes as { encryptData: string }).encryptData, BENCH_KEY);
}

/** The body of a sealed request, as the site sends one. */
export function sealedBody(payload: unknown): string {
  return JSON.stringify({ encryptedData: sealEnvelope(payload, BENCH_KEY) });
}

/** A member signed up through the API; answers the token. */
export async function signUpMember(url: string, email: string): Promise<string> {
  const reg = await okBody(
    await fetch(`${url}/user/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: sealedBody({
        user_name: '벤치',
        email,
        password: BENCH_PASSWORD,
        mobile_number: '01012345678',
        user_birth: '1990-01-01',
        user_gender: 'male',
      }),
    }),
  );
  return String((reg.dataRes as { token: string }).token);
}

/**
 * One upload of a file as the site's form sends it (multipart, built by fetch). The bytes are
 * not copied: a large file's copy would be timed with its upload.
 */
export function uploadFile(
  url: string,
  headers: Record<string, string>,
  file: BlobPart,
  fileName: string,
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([file]), fileName);
  return fetch(`${url}/dataset/upload`, { method: 'POST', headers, body: form });
}

/**
 * Uploads a file that must be stored; answers the new dataset's uuid and, for a guest, the key
 * the server gave with it (later requests on the dataset send it as `guestkey`).
 */
export async function uploadDataset(
  url: string,
  headers: Record<string, string>,
  file: BlobPart,
  fileName: string,
): Promise<{ uuid: string; guestKey: string | null }> {
  const response = await uploadFile(url, headers, file, fileName);
  const guestKey = response.headers.get('guestkey');
  const { result } = openAnswer<{ result: { uuid: string } }>(await okBody(response));
  return { uuid: result.uuid, guestKey };
}

/**
 * What goes around a file's bytes in a one-file multipart upload written by hand (for a client
 * that times its own bytes or replays one body), with the request's content type.
 */
export function multipartFrame(
  fileName: string,
  boundary: string,
): { head: Buffer; foot: Buffer; type: string } {
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    foot: Buffer.from(`\r\n--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Runs a benchmark; a failure prints its stack and ends the process with a non-zero code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
