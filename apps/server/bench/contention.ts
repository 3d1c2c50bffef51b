/**
 * While one client runs a factor analysis on 200,000 rows, another client's login
 * must still answer quickly. Uploads the engine benchmark's 200,000 × 22 table (fixed seed) as
 * a member, starts the 20-item PCA with varimax, and signs in once every 50 ms until the
 * analysis answers; prints the analysis time and the sign-in latencies beside those of an idle
 * server. Called by `run.ts` after the route table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { writeBenchmarkCsv } from '../../../packages/stats/bench/generate';
import { benchmarkRequests } from '../../../packages/stats/bench/requests';

export interface ContentionInput {
  url: string;
  dir: string;
  key: string;
  token: string;
  email: string;
  password: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export async function loginUnderFactorLoad(input: ContentionInput): Promise<void> {
  const { url, key, token } = input;
  const csvPath = join(input.dir, 'contention-200000.csv');
  await writeBenchmarkCsv(csvPath, 200_000);
  const form = new FormData();
  form.append('file', new Blob([readFileSync(csvPath)]), 'contention.csv');
  const upload = await fetch(`${url}/dataset/upload`, {
    method: 'POST',
    headers: { auth: token, authorization: token },
    body: form,
  });
  const uploaded = (await upload.json()) as { dataRes?: { encryptData: string } };
  if (upload.status !== 200 || !uploaded.dataRes) throw new Error(`upload: ${upload.status}`);
  const { uuid } = openEnvelope<{ result: { uuid: string } }>(
    uploaded.dataRes.encryptData,
    key,
  ).result;

  const login = async () => {
    const started = performance.now();
    const response = await fetch(`${url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: input.email, password: input.password, utm_id: '*', ip: '' }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login: ${response.status}`);
    return performance.now() - started;
  };

  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await login());

  const { analysis: _analysis, ...fields } = benchmarkRequests.factor!;
  const started = performance.now();
  let factorMs = 0;
  let done = false;
  const factor = fetch(`${url}/factor/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', auth: token, authorization: token },
    body: JSON.stringify({ encryptedData: sealEnvelope({ uuid, ...fields }, key) }),
  }).then(async (response) => {
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`factor: ${response.status}`);
    factorMs = performance.now() - started;
    done = true;
  });
  const during: number[] = [];
  while (!done) {
    during.push(await login());
    await sleep(50);
  }
  await factor;

  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${label.padEnd(34)} n=${String(sorted.length).padStart(3)}  p50 ${quantile(sorted, 0.5).toFixed(0).padStart(4)} ms  p95 ${quantile(sorted, 0.95).toFixed(0).padStart(4)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(0).padStart(4)} ms\n`;
  };
  process.stdout.write(
    `\nlogin while another client runs factor (PCA, varimax, 200,000 × 20; answered in ${factorMs.toFixed(0)} ms)\n`,
  );
  process.stdout.write(line('POST /user/login, idle server', idle));
  process.stdout.write(line('POST /user/login, during factor', during));
}
