import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset } from '../src/datasets';
import { ANALYSIS_ROUTES, routedAnalyses } from '../src/routes/analyses';
import {
  countRows,
  expectError,
  GUEST_A,
  GUEST_B,
  startTestServer,
  type Reply,
  type TestServer,
} from './helpers';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const csv = '집단,사전,사후,문항1,문항2\n1,10,12,3,4\n1,11,13,4,4\n2,14,15,5,4\n2,13,17,2,3\n';

/**
 * Attack: every call that takes a dataset, result or history id, sent by another guest with the
 * owner's id. Each must answer exactly what an unknown id gets, and leave the owner's data as it
 * was (no row written, changed or removed).
 */
describe('someone else’s ids on every path answer as unknown ones and change nothing', () => {
  let server: TestServer;
  let dataset: UploadedDataset;
  let analysisId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const upload = await server.upload<{ result: UploadedDataset }>(csv, 'mine.csv', {}, GUEST_A);
    expect(upload.status).toBe(200);
    dataset = upload.data.result;
    const run = await server.call<{ analysisId: string }>(
      '/t/paired/analysis',
      { uuid: dataset.uuid, pairedSampleTestValue: [['사전', '사후']] },
      GUEST_A,
    );
    expect(run.status).toBe(200);
    analysisId = run.data.analysisId;
  });
  afterAll(() => server.close());

  /** Calls that name a dataset, with the id to put in. */
  const datasetCalls = (id: string): [string, Record<string, unknown>][] => [
    ['/description/get', { uuid: id }],
    ['/description/analysis', { uuid: id, variables: ['사전'], centralTendency: ['mean'] }],
    ...routedAnalyses().flatMap((a): [string, Record<string, unknown>][] => [
      [`${ANALYSIS_ROUTES[a].prefix}/insertion`, { uuid: id }],
      [`${ANALYSIS_ROUTES[a].prefix}/analysis`, { uuid: id }],
    ]),
    ['/anova/multi', { uuid: id, factors: ['집단'], dependents: ['사전'] }],
    [
      '/factor/factorGroups',
      { dataUuid: id, factorGroups: [{ name: 'F', variables: ['문항1', '문항2'] }] },
    ],
    ['/reliability/redirection', { dataUuid: id }],
    [
      '/dataset/category',
      { file: id, factorGroups: [{ variable: '집단', groups: [{ label: 'a', values: [1] }] }] },
    ],
    ['/dataset/update', { uuid: id, title: '바뀜', variables: [{ name: '사전', label: 'x' }] }],
    ['/dataset/removeData', { uuid: id }],
  ];
  /** Calls that name a stored run (result or history entry). */
  const runCalls = (id: string): [string, Record<string, unknown>][] => [
    ['/analysis-history/detail', { analysisId: id }],
    ['/analysis-history/remove', { analysisId: id }],
    ...routedAnalyses().map((a): [string, Record<string, unknown>] => [
      `${ANALYSIS_ROUTES[a].prefix}/interpretation`,
      { analysisId: id },
    ]),
    ['/description/interpretation', { analysisId: id }],
  ];

  async function snapshot() {
    const row = await server.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', dataset.uuid)
      .executeTakeFirstOrThrow();
    const run = await server.db
      .selectFrom('analyses')
      .selectAll()
      .where('id', '=', analysisId)
      .executeTakeFirstOrThrow();
    return {
      row,
      run,
      datasets: await countRows(server.db, 'datasets'),
      analyses: await countRows(server.db, 'analyses'),
    };
  }

  it('datasets: read, analyse, set up, change and remove', async () => {
    const before = await snapshot();
    const foreign = datasetCalls(dataset.uuid);
    const unknown = datasetCalls(UNKNOWN);
    expect(foreign.length).toBeGreaterThan(30);
    for (const [i, [path, payload]] of foreign.entries()) {
      const theirs: Reply = await server.call(path, payload, GUEST_B);
      const nobodys: Reply = await server.call(unknown[i]![0], unknown[i]![1], GUEST_B);
      expect(theirs.status, path).toBe(404);
      expectError(theirs, 404, 'DATASET_NOT_FOUND');
      expect(theirs.body, path).toEqual(nobodys.body);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('results and history entries: reopen, interpret and remove', async () => {
    const before = await snapshot();
    const foreign = runCalls(analysisId);
    const unknown = runCalls(UNKNOWN);
    for (const [i, [path, payload]] of foreign.entries()) {
      const theirs: Reply = await server.call(path, payload, GUEST_B);
      const nobodys: Reply = await server.call(unknown[i]![0], unknown[i]![1], GUEST_B);
      expect(theirs.status, path).toBe(404);
      expectError(theirs, 404);
      expect(theirs.body, path).toEqual(nobodys.body);
    }
    expect(await snapshot()).toEqual(before);
    // The owner still reaches both.
    const own = await server.call('/analysis-history/detail', { analysisId }, GUEST_A);
    expect(own.status).toBe(200);
  });
});
