/**
 * `pnpm exec tsx apps/server/bench/route-cost.ts [--seconds S] [--rows N] [--connections C]
 * [--only NAME]`: the CPU each request costs, per thread of the server and for the load
 * generator, on the routes `bench:server` compares (checktoken, the independent t-test, the
 * correlation, descriptive statistics). On a shared machine requests/s move with the other
 * load; CPU milliseconds per request (read from /proc, Linux only) barely do, so this is the
 * figure to compare before and after a change of the analysis route.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { writeBenchmarkCsv } from '../../../packages/stats/bench/generate';
import {
  callerHeaders,
  numberOption,
  runBench,
  sealedBody,
  signUpMember,
  startBenchServer,
  textOption,
  uploadDataset,
} from './bench-server';

const SECONDS = numberOption('seconds', 10);
const ROWS = numberOption('rows', 10_000);
const CONNECTIONS = numberOption('connections', 50);
const ONLY = textOption('only');
/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU ticks (user + system) of each thread of a process, by thread name. */
function threadTicks(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const label = Number(tid) === pid ? 'main' : name;
    byName.set(label, (byName.get(label) ?? 0) + ticks);
  }
  return byName;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-route-cost-'));
  const server = await startBenchServer(dir);
  const { pid } = server;
  try {
    const { url } = server;
    const member = callerHeaders(await signUpMember(url, 'cost@example.com'));
    const csvPath = join(dir, 'bench.csv');
    await writeBenchmarkCsv(csvPath, ROWS);
    const { uuid } = await uploadDataset(url, member, readFileSync(csvPath), 'bench.csv');
    const post = (payload: unknown) => ({
      method: 'POST' as const,
      headers: { ...member, 'content-type': 'application/json' },
      body: sealedBody(payload),
    });
    const scenarios = [
      { name: 'checktoken', path: '/user/checktoken', method: 'GET' as const, headers: member },
      {
        name: 't/independent',
        path: '/t/independent/analysis',
        ...post({
          uuid,
          independentSampleTestValue: ['item01', 'item02'],
          independentGroupingVariable: { variable: 'group2', groups: [1, 2] },
          selectedConfidence: 95,
        }),
      },
      {
        name: 'correlation',
        path: '/correlation/analysis',
        ...post({
          uuid,
          correlationVariables: ['item01', 'item02', 'item03', 'item04', 'item05'],
          selectedCoefficientOptions: ['pearson'],
          selectedSignificance: 'twoTailed',
        }),
      },
      {
        name: 'description',
        path: '/description/analysis',
        ...post({
          uuid,
          variables: ['item01', 'item02'],
          centralTendency: ['mean', 'median'],
          dispersion: ['std', 'min', 'max'],
          distribution: ['skewness', 'kurtosis'],
        }),
      },
    ].filter((s) => ONLY === undefined || s.name === ONLY);
    const [one] = loadavg();
    process.stdout.write(`load average ${one?.toFixed(2)} at the start\n`);
    for (const { name, path, ...request } of scenarios) {
      // Warm: the worker's columns cached, the route's code compiled.
      for (let i = 0; i < 20; i++) await fetch(url + path, request);
      const before = threadTicks(pid);
      const ownBefore = process.cpuUsage();
      const run = await autocannon({
        url: url + path,
        ...request,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const own = process.cpuUsage(ownBefore);
      const after = threadTicks(pid);
      const requests = run.requests.total;
      const perRequest = (ticks: number) => ((ticks / TICKS) * 1000) / requests;
      const threads = [...after]
        .map(([thread, ticks]) => [thread, perRequest(ticks - (before.get(thread) ?? 0))] as const)
        .filter(([, ms]) => ms >= 0.005)
        .sort((a, b) => b[1] - a[1]);
      const server = threads.reduce((sum, [, ms]) => sum + ms, 0);
      process.stdout.write(
        `${name}: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} p99 ${run.latency.p99} ms, ` +
          `${run['2xx']} 2xx, ${run.non2xx} other, ${run.errors} errors; CPU ms/request: server ${server.toFixed(3)} ` +
          `(${threads.map(([t, ms]) => `${t} ${ms.toFixed(3)}`).join(', ')}), load generator ${((own.user + own.system) / 1000 / requests).toFixed(3)}\n`,
      );
    }
    process.stdout.write(`load average ${loadavg()[0]?.toFixed(2)} at the end\n`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
