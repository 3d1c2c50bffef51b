import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset, UploadedDatasetListItem, ValueGroupings } from '../src/datasets';
import { contentDisposition } from '../src/datasets';
import { newMember } from './accounts-helpers';
import {
  countRows,
  expectError,
  GUEST_A,
  GUEST_B,
  identityHeaders,
  startTestServer,
  type TestServer,
} from './helpers';

const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');
const surveyCsv = readFileSync(join(fixtures, 'survey.csv'));
const surveySav = readFileSync(join(fixtures, 'readers/survey-utf8.sav'));
// R's table() of the recoded 만족도 (make-frequencies.R), the engine's reference.
const recodedReference = JSON.parse(readFileSync(join(fixtures, 'frequencies.json'), 'utf8'))
  .recoded as {
  variable: string;
  valid: number;
  missing: number;
  rows: { value: string; frequency: number; percent: number; validPercent: number }[];
};

const satisfactionGroups: ValueGroupings = {
  variable: '만족도',
  groups: [
    { label: '불만족', values: [1, '2'] },
    { label: '보통', values: [3] },
    { label: '만족', values: [4, 5] },
  ],
};

interface CategoryResult {
  result: { uuid: string; statsType: string; factorGroups: ValueGroupings[] };
}

describe('dataset settings over HTTP: category, update, a member’s files', () => {
  let server: TestServer;
  let fileDir: string;
  let survey: UploadedDataset;

  beforeAll(async () => {
    fileDir = mkdtempSync(join(tmpdir(), 'dataset-files-'));
    server = await startTestServer({ datasetFileDir: fileDir });
    const reply = await server.upload<{ result: UploadedDataset }>(surveyCsv, 'survey.csv');
    expect(reply.status).toBe(200);
    survey = reply.data.result;
  });
  afterAll(async () => {
    await server.close();
    rmSync(fileDir, { recursive: true, force: true });
  });

  describe('/dataset/category', () => {
    it('stores value groups and frequencies without factorGroups use them (R reference)', async () => {
      const stored = await server.call<CategoryResult>('/dataset/category', {
        file: survey.uuid,
        statsType: 'frequencies',
        tableData: [['ignored']],
        factorGroups: [satisfactionGroups],
        needDeleteNUpdate: false,
        deletedFactorGroups: [],
      });
      expect(stored.status).toBe(200);
      expect(stored.data.result).toEqual({
        uuid: survey.uuid,
        statsType: 'frequencies',
        factorGroups: [satisfactionGroups],
      });

      const runs = await countRows(server.db, 'analyses');
      const reply = await server.call<{
        result: {
          variables: {
            valid: number;
            missing: number;
            recoded: boolean;
            rows: { value: string; frequency: number; percent: number; validPercent: number }[];
          }[];
        };
        analysisId: string;
      }>('/frequencies/analysis', { uuid: survey.uuid, variables: ['만족도'] });
      expect(reply.status).toBe(200);
      const variable = reply.data.result.variables[0]!;
      expect(variable.recoded).toBe(true);
      expect(variable.valid).toBe(recodedReference.valid);
      expect(variable.missing).toBe(recodedReference.missing);
      expect(variable.rows.map((r) => [r.value, r.frequency])).toEqual(
        recodedReference.rows.map((r) => [r.value, r.frequency]),
      );
      variable.rows.forEach((row, i) => {
        expect(row.percent).toBeCloseTo(recodedReference.rows[i]!.percent, 10);
        expect(row.validPercent).toBeCloseTo(recodedReference.rows[i]!.validPercent, 10);
      });
      // The groups applied are recorded with the run, so reopening it shows the same table.
      expect(await countRows(server.db, 'analyses')).toBe(runs + 1);
      const detail = await server.call<{ result: { request: Record<string, unknown> } }>(
        '/analysis-history/detail',
        { analysisId: reply.data.analysisId },
      );
      expect(detail.data.result.request.factorGroups).toEqual([satisfactionGroups]);

      // An explicit list, even empty, is used as sent.
      const plain = await server.call<{
        result: { variables: { recoded: boolean; rows: unknown[] }[] };
      }>('/frequencies/analysis', { uuid: survey.uuid, variables: ['만족도'], factorGroups: [] });
      expect(plain.data.result.variables[0]!.recoded).toBe(false);
      expect(plain.data.result.variables[0]!.rows).toHaveLength(5);
    });

    it('merges per variable, deletes named variables, and replaces all with needDeleteNUpdate', async () => {
      const sex: ValueGroupings = {
        variable: '성별',
        groups: [{ label: '전체', values: ['남', '여'] }],
      };
      const merged = await server.call<CategoryResult>('/dataset/category', {
        file: survey.uuid,
        factorGroups: [sex],
      });
      expect(merged.data.result.statsType).toBe('frequencies');
      expect(merged.data.result.factorGroups).toEqual([satisfactionGroups, sex]);

      const deleted = await server.call<CategoryResult>('/dataset/category', {
        file: survey.uuid,
        statsType: 'frequencies',
        factorGroups: [],
        deletedFactorGroups: ['만족도'],
      });
      expect(deleted.data.result.factorGroups).toEqual([sex]);

      const replaced = await server.call<CategoryResult>('/dataset/category', {
        file: survey.uuid,
        statsType: 'frequencies',
        factorGroups: [satisfactionGroups],
        needDeleteNUpdate: true,
      });
      expect(replaced.data.result.factorGroups).toEqual([satisfactionGroups]);

      // Reading: no change asked answers what is stored.
      const read = await server.call<CategoryResult>('/dataset/category', { file: survey.uuid });
      expect(read.data.result.factorGroups).toEqual([satisfactionGroups]);
    });

    it('refuses unknown variables, a value in two groups, and someone else’s dataset', async () => {
      const before = await server.call<CategoryResult>('/dataset/category', { file: survey.uuid });
      const unknown = await server.call('/dataset/category', {
        file: survey.uuid,
        factorGroups: [{ variable: '없는변수', groups: [{ label: 'a', values: [1] }] }],
      });
      expect(expectError(unknown, 400, 'UNKNOWN_VARIABLE').details).toEqual({
        variable: '없는변수',
      });
      const twice = await server.call('/dataset/category', {
        file: survey.uuid,
        factorGroups: [
          {
            variable: '만족도',
            groups: [
              { label: 'a', values: [1, 2] },
              { label: 'b', values: ['2'] },
            ],
          },
        ],
      });
      expectError(twice, 400, 'VALIDATION_FAILED');
      const missingFile = await server.call('/dataset/category', { factorGroups: [] });
      expectError(missingFile, 400, 'VALIDATION_FAILED');
      const foreign = await server.call(
        '/dataset/category',
        { file: survey.uuid, factorGroups: [], needDeleteNUpdate: true },
        GUEST_B,
      );
      const unknownUuid = await server.call(
        '/dataset/category',
        { file: '00000000-0000-4000-8000-000000000000', factorGroups: [] },
        GUEST_B,
      );
      expectError(foreign, 404, 'DATASET_NOT_FOUND');
      expect(foreign.body).toEqual(unknownUuid.body);
      // Nothing changed by the refused calls.
      const after = await server.call<CategoryResult>('/dataset/category', { file: survey.uuid });
      expect(after.data.result).toEqual(before.data.result);
    });
  });

  describe('/dataset/update and value labels', () => {
    it('answers SAV value labels in the column summary of upload, uploadedData and insertion', async () => {
      const upload = await server.upload<{ result: UploadedDataset }>(surveySav, 'survey.sav');
      expect(upload.status).toBe(200);
      const labelled = upload.data.result.columns.filter((c) => c.valueLabels !== undefined);
      expect(labelled.length).toBeGreaterThan(0);
      const list = await server.call<{ result: UploadedDatasetListItem[] }>(
        '/dataset/uploadedData',
        {},
      );
      const item = list.data.result.find((d) => d.uuid === upload.data.result.uuid)!;
      expect(item.columns).toEqual(upload.data.result.columns);
      const insertion = await server.call<{ result: UploadedDataset }>('/t/one/insertion', {
        uuid: upload.data.result.uuid,
      });
      expect(insertion.data.result.columns).toEqual(upload.data.result.columns);
    });

    it('stores labels, value labels, types and cleaning options, and analyses use them', async () => {
      const upload = await server.upload<{ result: UploadedDataset }>(
        '번호,성별,점수\n1,1,70\n2,2,80\n3,1,75\n4,2,85\n',
        'labels.csv',
      );
      const uuid = upload.data.result.uuid;
      const cleaning = { removeOutliers: false, fill: 'exclude' };
      const reply = await server.call<{ result: UploadedDataset }>('/dataset/update', {
        uuid,
        variables: [
          { name: '성별', label: '응답자 성별', valueLabels: { '1': '남', '2': '여' } },
          { name: '번호', type: 'categorical' },
        ],
        selectedCleaningOptions: cleaning,
      });
      expect(reply.status).toBe(200);
      const columns = reply.data.result.columns;
      expect(columns.find((c) => c.name === '성별')).toMatchObject({
        label: '응답자 성별',
        valueLabels: { '1': '남', '2': '여' },
        type: 'numeric',
      });
      expect(columns.find((c) => c.name === '번호')!.type).toBe('categorical');
      expect(reply.data.result.selectedCleaningOptions).toEqual(cleaning);
      expect(reply.data.result.preview.rows[0]).toEqual(['1', 1, 70]);

      // The stored table is what analyses read: frequencies label the values.
      const freq = await server.call<{
        result: { variables: { rows: { value: number; label?: string; frequency: number }[] }[] };
      }>('/frequencies/analysis', { uuid, variables: ['성별'] });
      expect(freq.data.result.variables[0]!.rows).toEqual([
        expect.objectContaining({ value: 1, label: '남', frequency: 2 }),
        expect.objectContaining({ value: 2, label: '여', frequency: 2 }),
      ]);

      // Back to numeric, and labels removed.
      const back = await server.call<{ result: UploadedDataset }>('/dataset/update', {
        uuid,
        variables: [
          { name: '번호', type: 'numeric' },
          { name: '성별', label: null, valueLabels: null },
        ],
      });
      const sex = back.data.result.columns.find((c) => c.name === '성별')!;
      expect(sex.label).toBeUndefined();
      expect(sex.valueLabels).toBeUndefined();
      expect(back.data.result.preview.rows[0]).toEqual([1, 1, 70]);
      // Cleaning options are kept when not sent.
      expect(back.data.result.selectedCleaningOptions).toEqual(cleaning);
    });

    it('refuses a text variable made numeric and leaves the dataset as it was', async () => {
      const before = await server.call<{ result: UploadedDataset }>('/t/one/insertion', {
        uuid: survey.uuid,
      });
      const reply = await server.call('/dataset/update', {
        uuid: survey.uuid,
        variables: [
          { name: '만족도', label: '바뀌면 안 됨' },
          { name: '성별', type: 'numeric' },
        ],
      });
      expect(expectError(reply, 400, 'NOT_NUMERIC').details).toMatchObject({
        variable: '성별',
        row: 1,
      });
      const after = await server.call<{ result: UploadedDataset }>('/t/one/insertion', {
        uuid: survey.uuid,
      });
      expect(after.data.result).toEqual(before.data.result);

      const foreign = await server.call(
        '/dataset/update',
        { uuid: survey.uuid, variables: [{ name: '만족도', label: 'x' }] },
        GUEST_B,
      );
      expectError(foreign, 404, 'DATASET_NOT_FOUND');
      const unknown = await server.call('/dataset/update', {
        uuid: survey.uuid,
        variables: [{ name: '없는변수', label: 'x' }],
      });
      expectError(unknown, 400, 'UNKNOWN_VARIABLE');
    });
  });

  describe('/user/downloadFiles and /user/deleteFiles', () => {
    async function download(token: string | null, uuid: string) {
      return fetch(`${server.url}/user/downloadFiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...identityHeaders(token) },
        body: JSON.stringify({ encryptedData: sealEnvelope({ uuid }, server.config.envelopeKey) }),
      });
    }

    it('writes RFC 5987 Content-Disposition with an ASCII fallback', () => {
      expect(contentDisposition('설문 "결과" 2024.csv')).toBe(
        `attachment; filename="__ ____ 2024.csv"; filename*=UTF-8''%EC%84%A4%EB%AC%B8%20%22%EA%B2%B0%EA%B3%BC%22%202024.csv`,
      );
      expect(contentDisposition("a'b(c)*.csv")).toBe(
        `attachment; filename="a'b(c)*.csv"; filename*=UTF-8''a%27b%28c%29%2A.csv`,
      );
      expect(contentDisposition('x\r\ny;z%.csv')).toBe(
        `attachment; filename="xy_z_.csv"; filename*=UTF-8''xy%3Bz%25.csv`,
      );
    });

    it('streams a member’s original file with its Korean name; others get 404 or 401', async () => {
      const member = await newMember(server);
      const name = '2024 설문 결과.csv';
      const upload = await server.upload<{ result: UploadedDataset }>(
        surveyCsv,
        name,
        undefined,
        member.token,
      );
      expect(upload.status).toBe(200);
      const uuid = upload.data.result.uuid;

      const response = await download(member.token, uuid);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const disposition = response.headers.get('content-disposition')!;
      expect(disposition).toBe(contentDisposition(name));
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
      expect(decodeURIComponent(encoded)).toBe(name);
      expect(Buffer.from(await response.arrayBuffer()).equals(surveyCsv)).toBe(true);

      const other = await newMember(server);
      const foreign = await download(other.token, uuid);
      const unknown = await download(other.token, '00000000-0000-4000-8000-000000000000');
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual(await unknown.json());
      const guest = await download(GUEST_A, uuid);
      expect(guest.status).toBe(401);
      expect(((await guest.json()) as { code: string }).code).toBe('LOGIN_REQUIRED');
    });

    it('deletes several files in one step, or none when one is not the member’s', async () => {
      const member = await newMember(server);
      const other = await newMember(server);
      const uuids: string[] = [];
      for (const name of ['a.csv', 'b.csv']) {
        const upload = await server.upload<{ result: UploadedDataset }>(
          surveyCsv,
          name,
          undefined,
          member.token,
        );
        uuids.push(upload.data.result.uuid);
      }
      const foreignUpload = await server.upload<{ result: UploadedDataset }>(
        surveyCsv,
        'c.csv',
        undefined,
        other.token,
      );
      const foreignUuid = foreignUpload.data.result.uuid;
      const run = await server.call(
        '/t/one/analysis',
        { uuid: uuids[0], variables: ['사전'], populationMean: 50 },
        member.token,
      );
      expect(run.status).toBe(200);
      const files = () => readdirSync(fileDir).filter((f) => uuids.some((u) => f.startsWith(u)));
      expect(files()).toHaveLength(2);
      const datasets = await countRows(server.db, 'datasets');
      const analyses = await countRows(server.db, 'analyses');

      const mixed = await server.call(
        '/user/deleteFiles',
        { uuids: [...uuids, foreignUuid] },
        member.token,
      );
      expectError(mixed, 404, 'DATASET_NOT_FOUND');
      expect(await countRows(server.db, 'datasets')).toBe(datasets);
      expect(files()).toHaveLength(2);
      expect(existsSync(join(fileDir, `${foreignUuid}.csv`))).toBe(true);

      const guest = await server.call('/user/deleteFiles', { uuids }, GUEST_A);
      expectError(guest, 401, 'LOGIN_REQUIRED');

      const reply = await server.call<{ result: { uuids: string[] } }>(
        '/user/deleteFiles',
        { uuids },
        member.token,
      );
      expect(reply.status).toBe(200);
      expect(reply.data.result.uuids).toEqual(uuids);
      expect(await countRows(server.db, 'datasets')).toBe(datasets - 2);
      expect(await countRows(server.db, 'analyses')).toBe(analyses - 1);
      expect(files()).toEqual([]);
      expect(readdirSync(fileDir).filter((f) => f.endsWith('.deleting'))).toEqual([]);
      const again = await download(member.token, uuids[0]!);
      expect(again.status).toBe(404);
      // The other member's file is untouched.
      expect((await download(other.token, foreignUuid)).status).toBe(200);
    });

    it('removeData removes the kept file too', async () => {
      const upload = await server.upload<{ result: UploadedDataset }>(surveyCsv, 'gone.csv');
      const uuid = upload.data.result.uuid;
      expect(existsSync(join(fileDir, `${uuid}.csv`))).toBe(true);
      const reply = await server.call('/dataset/removeData', { uuid });
      expect(reply.status).toBe(200);
      expect(existsSync(join(fileDir, `${uuid}.csv`))).toBe(false);
    });
  });
});
