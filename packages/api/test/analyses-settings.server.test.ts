import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  getAnovaMulti,
  getReliabilityRedirection,
  isApiError,
  listDatasets,
  runAnalysis,
  saveCategories,
  saveFactorGroups,
  updateDataset,
  uploadDataset,
  type ApiClient,
} from '../src';
import { testServer } from './server-client';

/**
 * The setting-step client calls against the real server, started as its own process (this
 * package cannot import the server). Values are checked against the engine's R references.
 */
const root = resolve(import.meta.dirname, '../../..');
const fixtures = join(root, 'packages/stats/test/fixtures');
const server = testServer({
  name: 'api-analyses-settings',
  envelopeKey: 'analyses-settings-test-envelope-key',
  env: { ANALYSIS_WORKERS: '1' },
});

async function upload(client: ApiClient, name: string) {
  const bytes = await readFile(join(fixtures, name));
  return uploadDataset(client, { file: new Blob([new Uint8Array(bytes)]), fileName: name });
}

const identity = (uuid: string, fileName: string) => ({
  uuid,
  fileName,
  account: '',
  userUuid: '',
});

describe('setting-step calls through the client', () => {
  it('getAnovaMulti: the cell structure and R’s error mean square', async () => {
    const client = server.guest();
    const dataset = await upload(client, 'anova-factorial.csv');
    const reference = JSON.parse(await readFile(join(fixtures, 'anova.json'), 'utf8')) as {
      factorial: { factorial: { terms: { ss: number; df: number; ms?: number }[] }[] }[];
    };
    const terms = reference.factorial[0]!.factorial[0]!.terms;
    const error = terms[terms.length - 3]!;
    const answer = await getAnovaMulti(client, {
      ...identity(dataset.uuid, dataset.fileName),
      factors: ['성별', '처치'],
      dependents: ['반응'],
      anovaAnalysisType: 'factorial',
    });
    expect(answer.MSErr[0]!.df).toBe(error.df);
    expect(answer.MSErr[0]!.ms!).toBeCloseTo(error.ms!, 10);
    expect(answer.preResult.factors).toEqual([
      { name: '성별', levels: ['남', '여'] },
      { name: '처치', levels: ['가', '나', '다'] },
    ]);
    expect(answer.preResult.dependents[0]!.cells).toHaveLength(6);
    expect(answer.preResult.dependents[0]!.estimable).toBe(true);
  });

  it('saveFactorGroups then getReliabilityRedirection; without groups a 404 ApiError', async () => {
    const client = server.guest();
    const dataset = await upload(client, 'reliability.csv');
    const missing = await getReliabilityRedirection(client, dataset.uuid).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isApiError(missing) && missing.status === 404 && missing.code).toBe(
      'FACTOR_GROUPS_NOT_FOUND',
    );
    const groups = [
      { name: '요인1', variables: ['문항1', '문항2', '문항3'] },
      { name: '요인2', variables: ['문항4', '문항5', '문항6'] },
    ];
    const saved = await saveFactorGroups(client, {
      dataUuid: dataset.uuid,
      factorGroups: groups,
      selectedScoreOptions: null,
    });
    expect(saved.factorGroups).toEqual(groups);
    const opened = await getReliabilityRedirection(client, dataset.uuid);
    expect(opened.factorGroups).toEqual(groups);
    expect(opened.reliabilityVariables).toEqual(groups.flatMap((g) => g.variables));
    // Another visitor cannot read them.
    const other = await getReliabilityRedirection(server.guest(), dataset.uuid).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isApiError(other) && other.code).toBe('DATASET_NOT_FOUND');
  });

  it('updateDataset stores value labels that the column summary and listing show', async () => {
    const client = server.guest();
    const dataset = await upload(client, 'survey.csv');
    const updated = await updateDataset(client, {
      uuid: dataset.uuid,
      variables: [{ name: '집단', label: '실험 집단', valueLabels: { '1': '통제', '2': '처치' } }],
      selectedCleaningOptions: { fillMethod: 'exclude' },
    });
    expect(updated.columns.find((c) => c.name === '집단')).toMatchObject({
      label: '실험 집단',
      valueLabels: { '1': '통제', '2': '처치' },
    });
    const listed = (await listDatasets(client)).find((d) => d.uuid === dataset.uuid)!;
    expect(listed.columns?.find((c) => c.name === '집단')?.valueLabels).toEqual({
      '1': '통제',
      '2': '처치',
    });
  });

  it('saveCategories: stored groups recode a later frequencies run (R reference)', async () => {
    const client = server.guest();
    const dataset = await upload(client, 'survey.csv');
    const recoded = (
      JSON.parse(await readFile(join(fixtures, 'frequencies.json'), 'utf8')) as {
        recoded: { rows: { value: string; frequency: number }[] };
      }
    ).recoded;
    const stored = await saveCategories(client, {
      file: dataset.uuid,
      statsType: 'frequencies',
      factorGroups: [
        {
          variable: '만족도',
          groups: [
            { label: '불만족', values: [1, 2] },
            { label: '보통', values: [3] },
            { label: '만족', values: [4, 5] },
          ],
        },
      ],
      needDeleteNUpdate: true,
      deletedFactorGroups: [],
    });
    expect(stored).toHaveLength(1);
    const { result } = await runAnalysis(client, 'frequencies', {
      ...identity(dataset.uuid, dataset.fileName),
      variables: ['만족도'],
    });
    const rows = (
      result as unknown as { variables: { rows: { value: string; frequency: number }[] }[] }
    ).variables[0]!.rows;
    expect(rows.map((r) => [r.value, r.frequency])).toEqual(
      recoded.rows.map((r) => [r.value, r.frequency]),
    );
  });
});
