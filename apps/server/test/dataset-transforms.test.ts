import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyze,
  applyTransforms,
  readDataFile,
  selectedCases,
  syntaxDataset,
} from '@tonggye/stats';
import type { UploadedDataset } from '../src/datasets';
import { collectUnusedVersions } from '../src/dataset-versions';
import { createInlineEngine, createWorkerPool } from '../src/engine/pool';
import type { AnalysisEngine } from '../src/engine/types';
import { objectStoreFor } from '../src/storage/object-store';
import { expectMatchesR, type Json } from '../../../packages/stats/test/reference';
import { expectError, GUEST_B, startTestServer, type TestServer } from './helpers';

/**
 * Data preparation over real HTTP (SQLite in `unit`, PostgreSQL in `server-pg`): a transform
 * list applied to the uploaded original, analyses on the new version against R's values
 * (packages/stats/test/fixtures/make-transforms.R) and against the engine on the transformed
 * table, undo, the history, and bad lists that store nothing.
 */

const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');
const csv = readFileSync(join(fixtures, 'transforms.csv'));
const steps = JSON.parse(readFileSync(join(fixtures, 'transforms-steps.json'), 'utf8')) as {
  type: string;
}[];
const reference = JSON.parse(readFileSync(join(fixtures, 'transforms.json'), 'utf8')) as {
  rowCount: number;
  selectedCount: number;
  reliability: Record<string, Json>;
  linear: Record<string, Json> & { n: number };
};
const original = readDataFile(new Uint8Array(csv), { fileName: 'transforms.csv' }).table;

type Dataset = UploadedDataset & {
  version: { versionId: string; transforms: unknown[]; selectedCount: number; syntax: string };
};

const RELIABILITY = {
  factorGroups: [{ name: 'A', variables: ['q1', 'q2', 'q3r', 'q4', 'q5r', 'q6'] }],
  selectedAnalysisOptions: ['item', 'scale', 'scaleIfItemDeleted'],
};
const LINEAR = { dependents: ['만족'], independents: ['척도A', '척도B', '여성', '나이_c'] };

/** Every stored object of the server's local store (never empty once a dataset is stored). */
function storedObjects(server: TestServer): string[] {
  const dir = server.config.datasetFileDir;
  if (dir === null) throw new Error('the test server keeps its files in a folder');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  expect(files.length).toBeGreaterThan(0);
  return files;
}

async function versionCount(server: TestServer, uuid: string): Promise<number> {
  const row = await server.db
    .selectFrom('dataset_versions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dataset_id', '=', uuid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('data preparation on the server', () => {
  let server: TestServer;
  let uuid: string;
  let uploadVersion: string;

  beforeAll(async () => {
    server = await startTestServer();
    const up = await server.upload<{ result: Dataset }>(csv, 'transforms.csv');
    expect(up.status).toBe(200);
    uuid = up.data.result.uuid;
    // The upload's answer carries its version: no transforms, every case.
    expect(up.data.result.version).toMatchObject({
      transforms: [],
      selectedCount: reference.rowCount,
      syntax: '',
    });
    uploadVersion = up.data.result.version.versionId;
  });
  afterAll(() => server.close());

  const apply = (transforms: unknown, identity?: string) =>
    server.call<{ result: Dataset }>('/dataset/transforms', { uuid, transforms }, identity);

  it('applies a list to the original; reliability and regression equal R', async () => {
    const objects = storedObjects(server);
    const reply = await apply(steps);
    expect(reply.status).toBe(200);
    // The new version's columns are stored (what the bad-list checks below see unchanged).
    expect(storedObjects(server).length).toBeGreaterThan(objects.length);
    const dataset = reply.data.result;
    expect(dataset.rowCount).toBe(reference.rowCount);
    expect(dataset.version.selectedCount).toBe(reference.selectedCount);
    expect(dataset.version.transforms).toHaveLength(steps.length);
    expect(dataset.version.versionId).not.toBe(uploadVersion);
    expect(dataset.version.syntax).toMatch(/^COMPUTE /m);
    expect(dataset.version.syntax).toMatch(/^SELECT IF /m);
    const names = dataset.columns.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['q3r', 'q5r', '척도A', '척도B', '나이_c']));
    // The description answer shows the same current version.
    const described = await server.call<{ result: Dataset }>('/description/get', { uuid });
    expect(described.data.result.version).toEqual(dataset.version);
    const listed = await server.call<{ result: Dataset[] }>('/dataset/uploadedData', {});
    expect(listed.data.result.find((d) => d.uuid === uuid)?.version).toEqual(dataset.version);

    const reliability = await server.call<{
      reliabilityResult: { scales: Record<string, unknown>[] };
      analysisId: string;
      syntax: string;
    }>('/reliability/analysis', { uuid, ...RELIABILITY });
    expect(reliability.status).toBe(200);
    const scale = reliability.data.reliabilityResult.scales[0]!;
    for (const key of ['caseSummary', 'reliability', 'itemTotal'] as const)
      expectMatchesR(scale[key], reference.reliability[key]!, key);
    // The run's syntax: the version's transforms, then the analysis's command.
    expect(reliability.data.syntax).toContain(dataset.version.syntax);
    expect(reliability.data.syntax).toMatch(/^RELIABILITY/m);
    const recorded = await server.db
      .selectFrom('analyses')
      .select('version_id')
      .where('id', '=', reliability.data.analysisId)
      .executeTakeFirstOrThrow();
    expect(recorded.version_id).toBe(dataset.version.versionId);

    const linear = await server.call<{
      linearResult: { n: number; models: Record<string, unknown>[] };
    }>('/linear/analysis', { uuid, ...LINEAR });
    expect(linear.status).toBe(200);
    expect(linear.data.linearResult.n).toBe(reference.linear.n);
    const model = linear.data.linearResult.models[0]!;
    for (const key of ['summary', 'anova', 'coefficients'] as const)
      expectMatchesR(model[key], reference.linear[key]!, key);
  });

  it('runs a t-test on the selected cases only, as the engine on the transformed table', async () => {
    const list = [
      { type: 'filter', condition: '나이 >= 30' },
      { type: 'compute', target: 'ratio', expression: 'q1 / (q2 - q2)' },
    ];
    const reply = await apply(list);
    expect(reply.status).toBe(200);
    // Counted here from the file itself, not by the engine.
    const ages = original.columns.find((c) => c.name === '나이')!.values;
    const adults = ages.filter((v) => typeof v === 'number' && v >= 30).length;
    expect(adults).toBeGreaterThan(0);
    expect(adults).toBeLessThan(reference.rowCount);
    expect(reply.data.result.version.selectedCount).toBe(adults);
    // Division by zero gives system-missing for every case, as in SPSS.
    const ratio = reply.data.result.columns.find((c) => c.name === 'ratio')!;
    expect(ratio).toMatchObject({ validCount: 0, missingCount: adults });

    const request = { variables: ['y'], testValue: 50 };
    const t = await server.call<{ oneSampleResult: Record<string, unknown>; syntax: string }>(
      '/t/one/analysis',
      { uuid, ...request },
    );
    expect(t.status).toBe(200);
    const expected = analyze(selectedCases(applyTransforms(original, list)), {
      analysis: 't/one',
      ...request,
    });
    expect(t.data.oneSampleResult).toEqual(JSON.parse(JSON.stringify(expected)));
    const valid = original.columns
      .find((c) => c.name === 'y')!
      .values.filter((v, row) => v !== null && (ages[row] as number) >= 30).length;
    expect(JSON.stringify(t.data.oneSampleResult)).toContain(`"n":${valid}`);
    expect(t.data.syntax).toMatch(/^SELECT IF/m);
    expect(t.data.syntax).toMatch(/^T-TEST/m);
  });

  it('writes the syntax of a run on a random sample: the drawn cases by row number', async () => {
    const list = [
      { type: 'filter', condition: 'NOT MISSING(나이)' },
      { type: 'sample', count: 25, seed: 20261129 },
      { type: 'compute', target: 'y2', expression: 'y * 2' },
    ];
    const reply = await apply(list);
    expect(reply.status).toBe(200);
    const version = reply.data.result.version;
    expect(version.selectedCount).toBe(25);
    const run = await server.call<{ oneSampleResult?: unknown; syntax?: string }>(
      '/t/one/analysis',
      { uuid, variables: ['y2'], testValue: 100 },
    );
    expect(run.status).toBe(200);
    const syntax = run.data.syntax;
    expect(syntax).toBeDefined();
    // The version's lines (written with the data when the list was applied), then the analysis.
    expect(syntax).toContain(version.syntax);
    expect(syntax).toMatch(/^T-TEST/m);
    // The row numbers selected are the cases the engine drew, counted here from its own draw.
    const range = /^SELECT IF RANGE\([^,]+,([\s\S]*?)\)\.$/m.exec(syntax!);
    expect(range).not.toBeNull();
    const bounds = range![1]!.split(',').map((part) => Number(part.trim()));
    const rows = new Set<number>();
    for (let i = 0; i < bounds.length; i += 2)
      for (let row = bounds[i]!; row <= bounds[i + 1]!; row++) rows.add(row - 1);
    const drawn = applyTransforms(original, list).selected!;
    expect([...rows].sort((a, b) => a - b)).toEqual(
      Array.from(drawn).flatMap((kept, row) => (kept ? [row] : [])),
    );
    expect(rows.size).toBe(25);
  });

  it('undoes a step by a shorter list; an empty list returns to the original', async () => {
    const reverse = { type: 'reverse', variables: ['q3'], min: 1, max: 5, into: ['q3r'] };
    const compute = { type: 'compute', target: 'total', expression: 'q1 + q3r' };
    const two = await apply([reverse, compute]);
    expect(two.status).toBe(200);
    expect(two.data.result.columns.map((c) => c.name)).toContain('total');
    const one = await apply([reverse]);
    expect(one.status).toBe(200);
    expect(one.data.result.version.transforms).toEqual([reverse]);
    expect(one.data.result.columns.map((c) => c.name)).not.toContain('total');
    expect(one.data.result.columns.map((c) => c.name)).toContain('q3r');
    // An analysis naming the removed variable is refused; the reversed item is there.
    expectError(
      await server.call('/t/one/analysis', { uuid, variables: ['total'], testValue: 3 }),
      400,
    );
    const q3r = original.columns
      .find((c) => c.name === 'q3')!
      .values.map((v) => (v === null ? null : 6 - (v as number)));
    expect(
      one.data.result.preview.rows.map(
        (row) => row[one.data.result.preview.columns.indexOf('q3r')],
      ),
    ).toEqual(q3r.slice(0, one.data.result.preview.rows.length));

    const none = await apply([]);
    expect(none.status).toBe(200);
    expect(none.data.result.version).toMatchObject({
      versionId: uploadVersion,
      transforms: [],
      selectedCount: reference.rowCount,
    });
    expect(none.data.result.columns.map((c) => c.name)).toEqual(
      original.columns.map((c) => c.name),
    );
  });

  it('applies the list again when variable settings change its original', async () => {
    const list = [
      { type: 'reverse', variables: ['q3'], min: 1, max: 5, into: ['q3r'] },
      { type: 'compute', target: 'twice', expression: 'q1 * 2' },
    ];
    expect((await apply(list)).status).toBe(200);
    const labelled = await server.call<{ result: Dataset }>('/dataset/update', {
      uuid,
      variables: [{ name: 'q1', label: '첫 문항' }],
    });
    expect(labelled.status).toBe(200);
    expect(labelled.data.result.version.transforms).toEqual(list);
    const columns = labelled.data.result.columns;
    expect(columns.find((c) => c.name === 'q1')?.label).toBe('첫 문항');
    expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining(['q3r', 'twice']));

    // A type the list no longer fits is refused, and nothing is stored.
    const versions = await versionCount(server, uuid);
    const objects = storedObjects(server);
    expectError(
      await server.call('/dataset/update', {
        uuid,
        variables: [{ name: 'q1', type: 'categorical' }],
      }),
      400,
    );
    expect(await versionCount(server, uuid)).toBe(versions);
    expect(storedObjects(server)).toEqual(objects);

    // Undoing every step keeps the new settings, and a later change still makes a version.
    const none = await apply([]);
    expect(none.data.result.version.transforms).toEqual([]);
    expect(none.data.result.columns.find((c) => c.name === 'q1')?.label).toBe('첫 문항');
    expect(none.data.result.columns.map((c) => c.name)).not.toContain('twice');
    const again = await server.call<{ result: Dataset }>('/dataset/update', {
      uuid,
      variables: [{ name: 'q2', label: '둘째 문항' }],
    });
    expect(again.status).toBe(200);
    expect(again.data.result.version.transforms).toEqual([]);
  });

  it('keeps the original while a list on it is current, whatever the collector finds', async () => {
    const described = await server.call<{ result: Dataset }>('/description/get', { uuid });
    const originalId = described.data.result.version.versionId;
    expect(described.data.result.version.transforms).toEqual([]);
    expect((await apply([{ type: 'center', variables: ['나이'] }])).status).toBe(200);
    const storage = objectStoreFor(server.config);
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    // Twice: what the first sweep removes cannot free the original for the second.
    await collectUnusedVersions(server.db, storage, later);
    await collectUnusedVersions(server.db, storage, later);
    const kept = await server.db
      .selectFrom('dataset_versions')
      .select('id')
      .where('id', '=', originalId)
      .executeTakeFirst();
    expect(kept?.id).toBe(originalId);
    const preview = await server.call<{ result: { rowCount: number } }>(
      '/dataset/transforms/preview',
      { uuid, transforms: [] },
    );
    expect(preview.status).toBe(200);
    expect(preview.data.result.rowCount).toBe(reference.rowCount);
  });

  it('previews the first rows of a list without storing anything', async () => {
    const versions = await versionCount(server, uuid);
    const objects = storedObjects(server);
    const reply = await server.call<{
      result: {
        rowCount: number;
        selectedCount: number;
        columns: { name: string }[];
        preview: { columns: string[]; rows: unknown[][] };
        syntax: string;
      };
    }>('/dataset/transforms/preview', {
      uuid,
      transforms: [
        { type: 'filter', condition: "성별 = '여'" },
        { type: 'compute', target: 'half', expression: 'q1 / 2' },
      ],
      rows: 5,
    });
    expect(reply.status).toBe(200);
    const result = reply.data.result;
    const women = original.columns.find((c) => c.name === '성별')!.values.filter((v) => v === '여');
    expect(result.rowCount).toBe(reference.rowCount);
    expect(result.selectedCount).toBe(women.length);
    expect(result.preview.rows).toHaveLength(5);
    const half = result.preview.columns.indexOf('half');
    const q1 = result.preview.columns.indexOf('q1');
    for (const row of result.preview.rows)
      expect(row[half]).toBe(row[q1] === null ? null : (row[q1] as number) / 2);
    expect(result.syntax).toMatch(/COMPUTE half = q1 \/ 2\./);
    expect(await versionCount(server, uuid)).toBe(versions);
    expect(storedObjects(server)).toEqual(objects);
    // More than a hundred rows is refused.
    expectError(
      await server.call('/dataset/transforms/preview', { uuid, transforms: [], rows: 101 }),
      400,
    );
  });

  describe('bad lists: a bilingual error, nothing stored, the current version kept', () => {
    const cases: [string, unknown, string, RegExp][] = [
      [
        'an unknown variable in an expression, named with its position',
        [{ type: 'compute', target: 'z', expression: 'q1 + 키' }],
        'UNKNOWN_VARIABLE',
        /키.*6|6.*키/,
      ],
      [
        'a recode to a type that cannot hold the value',
        [
          {
            type: 'recode',
            variables: ['q1'],
            rules: [{ from: { kind: 'value', value: 1 }, to: { kind: 'value', value: '하나' } }],
          },
        ],
        'RECODE_TYPE',
        /q1/,
      ],
      [
        'a filter that selects no case',
        [{ type: 'filter', condition: '나이 > 1000' }],
        'FILTER_EMPTY',
        /./,
      ],
      [
        'a list over 1000 steps',
        Array.from({ length: 1001 }, () => ({
          type: 'measure',
          variables: ['q1'],
          level: 'scale',
        })),
        'INVALID_TRANSFORM',
        /1000/,
      ],
      ['a step of no known kind', [{ type: 'shuffle' }], 'INVALID_TRANSFORM', /type/],
    ];

    it.each(cases)('%s', async (_name, transforms, code, named) => {
      const before = await server.call<{ result: Dataset }>('/description/get', { uuid });
      const versions = await versionCount(server, uuid);
      const objects = storedObjects(server);
      for (const path of ['/dataset/transforms', '/dataset/transforms/preview']) {
        const body = expectError(await server.call(path, { uuid, transforms }), 400, code);
        expect(body.message).toMatch(named);
        expect(body.messageEn).toMatch(named);
      }
      expect(await versionCount(server, uuid)).toBe(versions);
      expect(storedObjects(server)).toEqual(objects);
      const after = await server.call<{ result: Dataset }>('/description/get', { uuid });
      expect(after.data.result.version).toEqual(before.data.result.version);
    });
  });

  it('shows the transforms in the history', async () => {
    const list = [
      { type: 'reverse', variables: ['q3', 'q5'], min: 1, max: 5, into: ['q3r', 'q5r'] },
      { type: 'filter', condition: '나이 >= 20' },
    ];
    expect((await apply(list)).status).toBe(200);
    const run = await server.call<{ analysisId: string; syntax: string }>('/t/one/analysis', {
      uuid,
      variables: ['q3r'],
      testValue: 3,
    });
    expect(run.status).toBe(200);
    const page = await server.call<{
      items: { analysisId: string; transformCount: number }[];
    }>('/analysis-history/list', { page: 1, size: 100 });
    const counts = new Map(page.data.items.map((i) => [i.analysisId, i.transformCount]));
    expect(counts.get(run.data.analysisId)).toBe(2);
    const detail = await server.call<{
      result: { version: Dataset['version']; syntax: string };
    }>('/analysis-history/detail', { analysisId: run.data.analysisId });
    expect(detail.status).toBe(200);
    expect(detail.data.result.version.transforms).toEqual(list);
    expect(detail.data.result.syntax).toBe(run.data.syntax);

    // A later list leaves the record on the version it ran on.
    expect((await apply([])).status).toBe(200);
    const again = await server.call<{ result: { version: Dataset['version'] } }>(
      '/analysis-history/detail',
      { analysisId: run.data.analysisId },
    );
    expect(again.data.result.version.transforms).toEqual(list);
    // A run on the upload as is counts none.
    const plain = await server.call<{ analysisId: string; syntax: string }>('/t/one/analysis', {
      uuid,
      variables: ['q1'],
      testValue: 3,
    });
    // Its syntax reads the file and runs the test, with no preparation between.
    expect(plain.data.syntax).toMatch(/^GET DATA/m);
    expect(plain.data.syntax).toMatch(/^T-TEST/m);
    expect(plain.data.syntax).not.toMatch(/^(COMPUTE|SELECT IF)/m);
    const latest = await server.call<{
      items: { analysisId: string; transformCount: number }[];
    }>('/analysis-history/list', { page: 1, size: 100 });
    expect(latest.data.items.find((i) => i.analysisId === plain.data.analysisId)).toMatchObject({
      transformCount: 0,
    });
  });

  it('lets no other guest read or change the list, nor a guessed uuid', async () => {
    const before = await server.call<{ result: Dataset }>('/description/get', { uuid });
    const versions = await versionCount(server, uuid);
    const objects = storedObjects(server);
    const list = [{ type: 'compute', target: 'w', expression: 'q1 * 2' }];
    for (const path of ['/dataset/transforms', '/dataset/transforms/preview']) {
      expectError(
        await server.call(path, { uuid, transforms: list }, GUEST_B),
        404,
        'DATASET_NOT_FOUND',
      );
      expectError(
        await server.call(path, { uuid: '00000000-0000-4000-8000-000000000000', transforms: list }),
        404,
        'DATASET_NOT_FOUND',
      );
    }
    expect(await versionCount(server, uuid)).toBe(versions);
    expect(storedObjects(server)).toEqual(objects);
    const after = await server.call<{ result: Dataset }>('/description/get', { uuid });
    expect(after.data.result.version).toEqual(before.data.result.version);
  });
});

describe('data preparation in the worker pool', () => {
  let server: TestServer;
  let pool: ReturnType<typeof createWorkerPool>;
  beforeAll(async () => {
    pool = createWorkerPool({ size: 1, cacheBytes: 64 * 1024 * 1024 });
    server = await startTestServer({}, { engine: pool });
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
  });

  it('applies a list in a worker; the analysis equals the engine on the transformed table', async () => {
    const uuid = (await server.upload<{ result: Dataset }>(csv, 'transforms.csv')).data.result.uuid;
    const list = [
      { type: 'reverse', variables: ['q3', 'q5'], min: 1, max: 5, into: ['q3r', 'q5r'] },
      {
        type: 'scaleScore',
        groups: [{ name: '척도', variables: ['q1', 'q2', 'q3r', 'q4', 'q5r'] }],
      },
      { type: 'filter', condition: "성별 = '남'" },
    ];
    const applied = await server.call<{ result: Dataset }>('/dataset/transforms', {
      uuid,
      transforms: list,
    });
    expect(applied.status).toBe(200);
    const request = { variables: ['척도'], testValue: 3 };
    const run = await server.call<{ oneSampleResult: unknown; syntax: string }>('/t/one/analysis', {
      uuid,
      ...request,
    });
    expect(run.status).toBe(200);
    const outcome = applyTransforms(original, list);
    expect(applied.data.result.version.selectedCount).toBe(outcome.selectedCount);
    expect(run.data.oneSampleResult).toEqual(
      JSON.parse(
        JSON.stringify(analyze(selectedCases(outcome), { analysis: 't/one', ...request })),
      ),
    );
    expect(run.data.syntax).toMatch(/^COMPUTE 척도 = MEAN\.5\(/m);
    // A bad list fails in the worker with the engine's own bilingual error.
    expectError(
      await server.call('/dataset/transforms', {
        uuid,
        transforms: [{ type: 'filter', condition: '나이 < 0' }],
      }),
      400,
      'FILTER_EMPTY',
    );
  });
});

describe('the syntax facts of an original', () => {
  let server: TestServer;
  const takenFromTable: string[] = [];
  beforeAll(async () => {
    const inner = createInlineEngine();
    const engine: AnalysisEngine = {
      ...inner,
      syntaxFacts: (source, dataset) => {
        takenFromTable.push(source.versionId);
        return inner.syntaxFacts(source, dataset);
      },
    };
    server = await startTestServer({}, { engine });
  });
  afterAll(() => server.close());

  const versionRow = (id: string) =>
    server.db
      .selectFrom('dataset_versions')
      .select(['syntax_columns_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('are kept with the upload, so a first run reads no column it does not analyse', async () => {
    const up = await server.upload<{ result: Dataset }>(csv, 'transforms.csv');
    expect(up.status).toBe(200);
    const { uuid } = up.data.result;
    const kept = await versionRow(up.data.result.version.versionId);
    expect(JSON.parse(kept.syntax_columns_json!)).toEqual(
      syntaxDataset(original, 'transforms.csv').columns,
    );
    const run = await server.call<{ syntax: string }>('/t/one/analysis', {
      uuid,
      variables: ['나이'],
      testValue: 30,
    });
    expect(run.status).toBe(200);
    expect(run.data.syntax).toMatch(/^GET DATA/m);
    expect(run.data.syntax).toMatch(/^T-TEST/m);
    expect(takenFromTable).toEqual([]);
  });

  it('of an original stored before are taken from its table once and kept', async () => {
    const up = await server.upload<{ result: Dataset }>(csv, 'transforms.csv');
    const { uuid } = up.data.result;
    const versionId = up.data.result.version.versionId;
    const request = { uuid, variables: ['나이'], testValue: 30 };
    // What a version stored before the facts were kept looks like; its row is read afresh.
    await server.db
      .updateTable('dataset_versions')
      .set({ syntax_columns_json: null })
      .where('id', '=', versionId)
      .execute();
    const withStored = (await server.call<{ syntax: string }>('/t/one/analysis', request)).data;
    expect(takenFromTable).toEqual([versionId]);
    expect(JSON.parse((await versionRow(versionId)).syntax_columns_json!)).toEqual(
      syntaxDataset(original, 'transforms.csv').columns,
    );
    const again = (await server.call<{ syntax: string }>('/t/one/analysis', request)).data;
    expect(again.syntax).toBe(withStored.syntax);
    expect(takenFromTable).toEqual([versionId]);
  });
});
