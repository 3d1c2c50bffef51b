import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze, readDataFile } from '@tonggye/stats';
import { recordAnalysis } from '../src/analysis-history';
import type { UploadedDataset } from '../src/datasets';
import { runAnswerJson } from '../src/protocol';
import { countRows, startTestServer, type TestServer } from './helpers';

const csv =
  'group,score\n' +
  Array.from({ length: 40 }, (_, i) => `${1 + (i % 2)},${(i * 7) % 13}`).join('\n');

describe('history records written a transaction at a time', () => {
  let server: TestServer;
  let dataset: UploadedDataset;
  let versionId: string;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer();
    const reply = await server.upload<{ result: UploadedDataset }>(csv, 'scores.csv');
    expect(reply.status).toBe(200);
    dataset = reply.data.result;
    const row = await server.db
      .selectFrom('datasets')
      .select(['owner', 'current_version_id'])
      .where('id', '=', dataset.uuid)
      .executeTakeFirstOrThrow();
    owner = row.owner;
    versionId = row.current_version_id!;
  });
  afterAll(() => server.close());

  const run = (k: number, datasetId = dataset.uuid) =>
    recordAnalysis(server.db, {
      owner,
      datasetId,
      versionId,
      analysis: 't/one',
      request: { analysis: 't/one', k },
      resultJson: JSON.stringify({ analysis: 't/one', k }),
    });

  it('answers each run only once its own record is committed, many runs at once', async () => {
    const before = await countRows(server.db, 'analyses');
    const ids = await Promise.all(
      Array.from({ length: 40 }, async (_, k) => {
        const id = await run(k);
        // Readable at the moment the run is answered: committed, not waiting for a later batch.
        const stored = await server.db
          .selectFrom('analyses')
          .select(['request_json', 'result_json', 'version_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        expect(stored).toEqual({
          request_json: JSON.stringify({ analysis: 't/one', k }),
          result_json: JSON.stringify({ analysis: 't/one', k }),
          version_id: versionId,
        });
        return id;
      }),
    );
    expect(new Set(ids).size).toBe(40);
    expect(await countRows(server.db, 'analyses')).toBe(before + 40);
  });

  it('fails only the run whose own record is refused, not the others of its transaction', async () => {
    const before = await countRows(server.db, 'analyses');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 9 }, (_, k) => (k === 4 ? run(k, 'no-such-dataset') : run(k))),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      ...Array<string>(4).fill('fulfilled'),
      'rejected',
      ...Array<string>(4).fill('fulfilled'),
    ]);
    expect(await countRows(server.db, 'analyses')).toBe(before + 8);
  });
});

describe('an analysis answer built from the result’s JSON text', () => {
  it('is the text JSON.stringify writes for the same answer object', () => {
    const { table } = readDataFile(new TextEncoder().encode(csv), { fileName: 'scores.csv' });
    const result = analyze(table, {
      analysis: 't/independent',
      independentSampleTestValue: ['score'],
      independentGroupingVariable: { variable: 'group', groups: [1, 2] },
      selectedConfidence: 95,
    });
    const resultJson = JSON.stringify(result);
    const syntax = 'T-TEST GROUPS=group(1 2)\n  /VARIABLES=score "점수" \\ 끝.';
    expect(runAnswerJson('independentSampleResult', resultJson, 'id-1', syntax)).toBe(
      JSON.stringify({ independentSampleResult: result, analysisId: 'id-1', syntax }),
    );
    expect(runAnswerJson('result', resultJson, 'id-2', undefined)).toBe(
      JSON.stringify({ result, analysisId: 'id-2' }),
    );
  });
});
