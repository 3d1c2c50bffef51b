import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// iconv-lite is the engine's dependency; borrowed here only to write CP949 fixture bytes.
import iconv from '../../../packages/stats/node_modules/iconv-lite';
import type { UploadedDataset, UploadedDatasetListItem } from '../src/datasets';
import { countRows, GUEST_A, startTestServer, type TestServer } from './helpers';

const readersDir = join(import.meta.dirname, '../../../packages/stats/test/fixtures/readers');

const scores = [85.5, 72, 90.25, 64, 78, 88, 95.5, 70, 81, 67.75];
const utf8Csv =
  '이름,성별,나이,점수\n' +
  scores
    .map((score, i) => `학생${i + 1},${i % 2 === 0 ? '남' : '여'},${20 + i},${score}`)
    .join('\n') +
  '\n';

// 똠 and 햏 are CP949 extension characters that a plain EUC-KR decoder gets wrong.
const cp949Text = '지역,똠양꿍,햏\n서울,3,1\n부산,5,2\n대구,4,\n';
const cp949Bytes = new Uint8Array(iconv.encode(cp949Text, 'cp949'));

const descriptiveRequest = {
  fileName: 'scores.csv',
  account: null,
  userUuid: null,
  variables: ['점수'],
  centralTendency: ['mean', 'median'],
  dispersion: ['std', 'min', 'max'],
  distribution: [],
  confidenceInterval: 95,
  significance: [],
  visualize: [],
  fillMethod: 'exclude',
};

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
function sampleStd(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

describe('datasets over HTTP and SQLite', () => {
  let server: TestServer;
  let utf8: UploadedDataset;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('uploads a UTF-8 CSV and answers with the parsed dataset', async () => {
    const reply = await server.upload<{ result: UploadedDataset }>(utf8Csv, 'scores.csv', {
      title: '중간고사 점수',
      firstRowAsNames: true,
      encoding: 'auto',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.resCode).toBe(200);
    utf8 = reply.data.result;
    expect(utf8.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(utf8.fileName).toBe('scores.csv');
    expect(utf8.title).toBe('중간고사 점수');
    expect(Number.isNaN(Date.parse(utf8.createdAt))).toBe(false);
    expect(utf8.rowCount).toBe(scores.length);
    expect(utf8.columns.map((c) => [c.name, c.type])).toEqual([
      ['이름', 'categorical'],
      ['성별', 'categorical'],
      ['나이', 'numeric'],
      ['점수', 'numeric'],
    ]);
    expect(utf8.info).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',' });
    expect(utf8.preview.columns).toEqual(['이름', '성별', '나이', '점수']);
    expect(utf8.preview.rows).toHaveLength(scores.length);
    expect(utf8.preview.rows[2]).toEqual(['학생3', '남', 22, 90.25]);

    const stored = await server.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', utf8.uuid)
      .executeTakeFirstOrThrow();
    expect(stored.owner).toBe(GUEST_A);
    expect(stored.row_count).toBe(scores.length);
    expect(stored.column_count).toBe(4);
    expect(stored.size_bytes).toBe(new TextEncoder().encode(utf8Csv).byteLength);
  });

  it('uploads a CP949 CSV, decoding extension characters, and titles it after the file', async () => {
    const reply = await server.upload<{ result: UploadedDataset }>(cp949Bytes, '지역 통계.csv', {
      encoding: 'auto',
    });
    expect(reply.status).toBe(200);
    const dataset = reply.data.result;
    expect(dataset.info.encoding).toBe('cp949');
    expect(dataset.fileName).toBe('지역 통계.csv');
    expect(dataset.title).toBe('지역 통계');
    expect(dataset.preview.columns).toEqual(['지역', '똠양꿍', '햏']);
    expect(dataset.preview.rows).toEqual([
      ['서울', 3, 1],
      ['부산', 5, 2],
      ['대구', 4, null],
    ]);
    const 햏 = dataset.columns.find((c) => c.name === '햏');
    expect(햏).toMatchObject({ validCount: 2, missingCount: 1 });
  });

  it('keeps only the first 100 rows in the preview', async () => {
    const csv = 'x\n' + Array.from({ length: 150 }, (_, i) => String(i)).join('\n') + '\n';
    const reply = await server.upload<{ result: UploadedDataset }>(csv, 'long.csv');
    expect(reply.status).toBe(200);
    expect(reply.data.result.rowCount).toBe(150);
    expect(reply.data.result.preview.rows).toHaveLength(100);
    expect(reply.data.result.preview.rows[99]).toEqual([99]);
  });

  it('lists the caller’s datasets, newest first', async () => {
    const reply = await server.call<{ result: UploadedDatasetListItem[] }>(
      '/dataset/uploadedData',
      {},
    );
    expect(reply.status).toBe(200);
    const list = reply.data.result;
    expect(list.map((item) => item.fileName)).toEqual(['long.csv', '지역 통계.csv', 'scores.csv']);
    expect(list[2]).toEqual({
      uuid: utf8.uuid,
      fileName: 'scores.csv',
      title: '중간고사 점수',
      createdAt: utf8.createdAt,
      rowCount: scores.length,
      columnCount: 4,
      columns: utf8.columns,
      version: utf8.version,
    });
  });

  it('gets one dataset for the setting page', async () => {
    const reply = await server.call<{ result: UploadedDataset }>('/description/get', {
      uuid: utf8.uuid,
    });
    expect(reply.status).toBe(200);
    expect(reply.data.result).toEqual(utf8);
  });

  it('runs a descriptive analysis on the stored table and records the run', async () => {
    const before = await countRows(server.db, 'analyses');
    const reply = await server.call<{
      result: { analysis: string; variables: Record<string, unknown>[] };
      analysisId: string;
    }>('/description/analysis', { uuid: utf8.uuid, ...descriptiveRequest });
    expect(reply.status).toBe(200);
    const [score] = reply.data.result.variables;
    expect(reply.data.result.analysis).toBe('descriptive');
    expect(score).toMatchObject({
      variable: '점수',
      n: scores.length,
      missing: 0,
      min: 64,
      max: 95.5,
    });
    expect(score?.mean).toBeCloseTo(mean(scores), 12);
    expect(score?.std).toBeCloseTo(sampleStd(scores), 12);
    expect(score?.median).toBeCloseTo(79.5, 12);

    expect(await countRows(server.db, 'analyses')).toBe(before + 1);
    const stored = await server.db
      .selectFrom('analyses')
      .selectAll()
      .where('id', '=', reply.data.analysisId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      owner: GUEST_A,
      dataset_id: utf8.uuid,
      analysis: 'descriptive',
    });
    expect(JSON.parse(stored.request_json)).toMatchObject({
      analysis: 'descriptive',
      variables: ['점수'],
      confidenceInterval: 95,
    });
    expect(JSON.parse(stored.result_json)).toEqual(reply.data.result);
  });

  it('fills defaults for options the request leaves out', async () => {
    const reply = await server.call<{ result: { variables: Record<string, unknown>[] } }>(
      '/description/analysis',
      {
        uuid: utf8.uuid,
        variables: ['나이'],
        centralTendency: ['mean'],
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.data.result.variables[0]?.mean).toBeCloseTo(24.5, 12);
  });

  it('answers an engine input error (unknown variable) with 400 and both messages', async () => {
    const before = await countRows(server.db, 'analyses');
    const reply = await server.call('/description/analysis', {
      uuid: utf8.uuid,
      ...descriptiveRequest,
      variables: ['없는변수'],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.resCode).toBe(400);
    expect(reply.body.message).toMatch(/없는변수/);
    expect(await countRows(server.db, 'analyses')).toBe(before);
  });

  it('rejects an analysis of a categorical variable with an input error naming it', async () => {
    const reply = await server.call('/description/analysis', {
      uuid: utf8.uuid,
      ...descriptiveRequest,
      variables: ['성별'],
    });
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toMatch(/성별/);
  });

  it('removes a dataset together with its analyses', async () => {
    const reply = await server.call<{ result: { uuid: string } }>('/dataset/removeData', {
      uuid: utf8.uuid,
    });
    expect(reply.status).toBe(200);
    expect(reply.data.result).toEqual({ uuid: utf8.uuid });
    const analyses = await server.db
      .selectFrom('analyses')
      .select('id')
      .where('dataset_id', '=', utf8.uuid)
      .execute();
    expect(analyses).toEqual([]);

    const list = await server.call<{ result: UploadedDatasetListItem[] }>(
      '/dataset/uploadedData',
      {},
    );
    expect(list.data.result.map((item) => item.uuid)).not.toContain(utf8.uuid);
    expect((await server.call('/description/get', { uuid: utf8.uuid })).status).toBe(404);
    expect((await server.call('/dataset/removeData', { uuid: utf8.uuid })).status).toBe(404);
  });

  it('uploads an XLSX workbook, reading the sheet asked for and naming every sheet', async () => {
    const bytes = readFileSync(join(readersDir, 'survey.xlsx'));
    const first = await server.upload<{ result: UploadedDataset }>(bytes, '설문.xlsx');
    expect(first.status).toBe(200);
    expect(first.data.result.info).toMatchObject({ format: 'xlsx', sheet: '설문' });
    expect(first.data.result.info.sheets).toEqual(['설문', '점수', '여백']);
    const second = await server.upload<{ result: UploadedDataset }>(bytes, '설문.xlsx', {
      sheet: '점수',
    });
    expect(second.status).toBe(200);
    expect(second.data.result.columns.map((c) => c.name)).toEqual(['x', 'y']);
    const missing = await server.upload(bytes, '설문.xlsx', { sheet: '없는시트' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('없는시트');
  });

  it('uploads an SPSS .sav file with its Korean variable and value labels', async () => {
    const bytes = readFileSync(join(readersDir, 'survey-cp949.sav'));
    const reply = await server.upload<{ result: UploadedDataset }>(bytes, 'survey.sav');
    expect(reply.status).toBe(200);
    expect(reply.data.result.info.format).toBe('sav');
    expect(reply.data.result.columns.some((c) => c.label && /[가-힣]/.test(c.label))).toBe(true);
  });
});
