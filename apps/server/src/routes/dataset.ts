import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { isoNow } from '../clock';
import {
  findCurrentVersion,
  insertVersion,
  previewOfVersion,
  summaryOfVersion,
  tablePrefix,
  tableRefOf,
  unreadableTable,
  type NewVersion,
} from '../dataset-versions';
import { StoredTableUnreadable } from '../storage/table-loader';
import {
  nextNumber,
  originalOf,
  reapplyOnNewOriginal,
  transformsOf,
  versionInfoOf,
} from '../dataset-transforms';
import {
  applyCategoryChange,
  categoriesOf,
  contentDisposition,
  FILE_CONTENT_TYPES,
  findOwnDataset,
  insertDataset,
  listOwnDatasets,
  removeOwnDatasets,
  PREVIEW_ROW_COUNT,
  settingsOf,
  STORED_NAME,
  type StoredCategories,
  uploadedDatasetOf,
  uploadFormatOf,
} from '../datasets';
import type { DatasetSummary, ReadInfo } from '@tonggye/stats';
import type { AppEnv, RouteDeps } from '../env';
import type { UploadReader } from '../engine/types';
import { ApiError, formatBytes } from '../errors';
import { openPayload, readPayload, sendResult } from '../protocol';
import { requireMember } from './user';
import { jsonBodyLimit } from './limits';
import { receiveMultipartFile } from './multipart-file';
import { emptySchema, uuidSchema } from './schemas';
import {
  cancelDeletion,
  runDeletions,
  scheduleDeletion,
  UPLOAD_LEASE_MS,
} from '../storage/deletions';
import { StoredObjectMissing } from '../storage/object-store';
import { copySampleDataset } from '../sample-dataset';
import { sealed } from './sealed-docs';
import { defineRoute } from './define';
import { sealedDoc } from './sealed-docs';

const datasetUuid = z.string().trim().min(1).max(100);
const variableName = z.string().min(1).max(500);

/** One variable's value groups (`frequencies`'s `factorGroups` of the analysis contract). */
export const valueGroupingSchema = z.object({
  variable: variableName,
  groups: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(200),
        values: z
          .array(z.union([z.string().max(500), z.number()]))
          .min(1)
          .max(10_000),
      }),
    )
    .max(500),
});

/**
 * `/dataset/category` (the frequency setting step's category request). `file` is the dataset's
 * uuid (`uuid` is taken as well); `tableData` is accepted and ignored (the stored data is used).
 */
export const categorySchema = z
  .object({
    file: datasetUuid.optional(),
    uuid: datasetUuid.optional(),
    statsType: z
      .string()
      .trim()
      .regex(/^[a-z][A-Za-z/-]{0,49}$/)
      .default('frequencies'),
    tableData: z.unknown().optional(),
    factorGroups: z.array(valueGroupingSchema).max(1000).default([]),
    needDeleteNUpdate: z.boolean().default(false),
    deletedFactorGroups: z.array(variableName).max(1000).default([]),
  })
  .loose()
  .refine((value) => value.file !== undefined || value.uuid !== undefined, {
    path: ['file'],
  });

/** `/dataset/update`: variable types, labels, value labels and cleaning options. */
export const updateSchema = z
  .object({
    uuid: datasetUuid,
    title: z.string().trim().min(1).max(200).optional(),
    variables: z
      .array(
        z.object({
          name: variableName,
          type: z.enum(['numeric', 'categorical']).optional(),
          label: z.string().max(500).nullable().optional(),
          valueLabels: z
            .record(z.string().max(500), z.string().max(500))
            .refine((labels) => Object.keys(labels).length <= 10_000)
            .nullable()
            .optional(),
        }),
      )
      .max(20_000)
      .default([]),
    selectedCleaningOptions: z
      .unknown()
      .refine((value) => JSON.stringify(value ?? null).length <= 64 * 1024)
      .optional(),
  })
  .loose();

/** `/user/downloadFiles`: one dataset's original file. */
export const downloadFileSchema = z.object({ uuid: datasetUuid }).loose();
/** `/user/deleteFiles`: several datasets at once (`uuid` alone is taken as a list of one). */
export const deleteFilesSchema = z
  .object({
    uuids: z.array(datasetUuid).min(1).max(100).optional(),
    uuid: datasetUuid.optional(),
  })
  .loose()
  .refine((value) => value.uuids !== undefined || value.uuid !== undefined, {
    path: ['uuids'],
  });

export const uploadOptionsSchema = z.object({
  title: z.string().trim().max(200).optional(),
  firstRowAsNames: z.boolean().default(true),
  encoding: z.enum(['auto', 'utf-8', 'cp949']).default('auto'),
  /** XLSX: the sheet to read, by name or by number from 1; the first one by default. */
  sheet: z.union([z.string().trim().min(1).max(200), z.number().int().min(1).max(1000)]).optional(),
});

/** Keeps the last path segment and a sane length; the name is only shown and used for the format. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.slice(-255) || 'data';
}

function titleFrom(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 200);
}

/** `/dataset/*`: uploads, the data step's edits and a dataset's files. */
export function datasetRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, engine, storage, logger } = deps;
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  defineRoute(
    routes,
    {
      method: 'post',
      path: '/upload',
      tag: 'dataset',
      summaryKo: '데이터 파일 업로드 (CSV, XLSX, SAV …)',
      summaryEn: 'Upload a data file (CSV, XLSX, SAV …)',
      body: 'upload',
      schema: uploadOptionsSchema,
      caller: 'identity',
      reply: 'sealed',
      resultKo: 'result: 올린 데이터 (uuid, 변수, 요약)',
      resultEn: 'result: the uploaded dataset (uuid, variables, summary)',
      errors: [
        'BAD_MULTIPART',
        'UPLOAD_FILE_MISSING',
        'UPLOAD_TOO_LARGE',
        'EMPTY_DATASET',
        'SERVER_BUSY',
        'UPLOAD_TIMEOUT',
      ],
    },
    async (c) => {
      const tooLarge = () =>
        new ApiError('UPLOAD_TOO_LARGE', { limit: formatBytes(config.uploadLimitBytes) });
      // The original is streamed from the request straight to a temporary file (never held in
      // memory whole, and refused as soon as it passes the limit); at the same time its bytes go
      // to a worker of the engine pool, which reads them as they come (a CSV line by line), so a
      // large file is mostly read when its last byte arrives and never holds up other requests.
      // Only a file that reads well is kept (its objects are written under lease records, so a
      // crash half-way leaves nothing behind), and the row that names them is stored in the
      // transaction that takes the leases back.
      const id = randomUUID();
      const versionId = randomUUID();
      const prefix = tablePrefix(id, versionId);
      const incoming = await mkdtemp(join(tmpdir(), 'tonggye-upload-'));
      const path = join(incoming, 'upload');
      const leased: string[] = [];
      const target = { storage: storage.spec, prefix, maxTableBytes: config.datasetCacheBytes };
      const declared = Number.parseInt(c.req.header('content-length') ?? '', 10);
      // The engine's reading of this upload, from the file part's first byte until told to finish.
      const receiving: { reader: UploadReader | null } = { reader: null };
      let row;
      let parsed;
      try {
        const { fields, file } = await receiveMultipartFile(c, {
          path,
          fileField: 'file',
          limitBytes: config.uploadLimitBytes,
          tooLarge,
          onFile: (name) => {
            const started = engine.receive(
              cleanFileName(name),
              target,
              Number.isFinite(declared) ? declared : 0,
              path,
            );
            receiving.reader = started;
            return (piece) => started.push(piece);
          },
        });
        const sealed = fields.encryptedData;
        const options =
          sealed === undefined
            ? uploadOptionsSchema.parse({})
            : openPayload(sealed, uploadOptionsSchema, key);
        const reading = receiving.reader;
        if (file === null || reading === null) throw new ApiError('UPLOAD_FILE_MISSING');
        const fileName = cleanFileName(file.name);
        const format = uploadFormatOf(fileName);
        const storedName = format === null ? null : `${id}.${format}`;
        const now = config.now();
        // The worker writes the table's columns once told to finish, and the original is put
        // into the store at the same time: both leased first.
        const keys = storedName === null ? [prefix] : [prefix, storedName];
        await scheduleDeletion(db, keys, now, UPLOAD_LEASE_MS);
        leased.push(...keys);
        // Both settled before going on, so a lease is never removed while its object is written.
        const [read, original] = await Promise.allSettled([
          reading.finish({
            fileName,
            firstRowAsNames: options.firstRowAsNames,
            encoding: options.encoding,
            ...(options.sheet !== undefined ? { sheet: options.sheet } : {}),
          }),
          storedName === null ? Promise.resolve() : storage.putFile(storedName, path, true),
        ]);
        // Finished: nothing is left to abandon.
        receiving.reader = null;
        if (read.status === 'rejected') throw read.reason;
        if (original.status === 'rejected') throw original.reason;
        parsed = read.value;
        const { info, summary, stored, preview } = parsed;
        if (summary.rowCount === 0 || summary.columns.length === 0 || stored === undefined)
          throw new ApiError('EMPTY_DATASET');
        if (storedName !== `${id}.${info.format}`) throw new Error('upload format mismatch');
        row = await db.transaction().execute((trx) =>
          insertDataset(trx, {
            id,
            owner: c.get('identity').owner,
            fileName,
            title: options.title || titleFrom(fileName),
            info,
            summary,
            preview,
            sizeBytes: file.size,
            storedName,
            version: { id: versionId, prefix, stored },
          }),
        );
      } catch (error) {
        // A reading not yet told to finish stores nothing; it is stopped and not waited for.
        receiving.reader?.abort();
        await runDeletions(db, storage, leased, logger);
        throw error;
      } finally {
        await rm(incoming, { recursive: true, force: true });
      }
      return sendResult(
        c,
        {
          result: uploadedDatasetOf(row, parsed.summary.columns, parsed.preview, {
            versionId,
            transforms: [],
            selectedCount: parsed.summary.rowCount,
            syntax: '',
          }),
        },
        key,
      );
    },
  );

  // "Try it with sample data": the caller's own copy of the shared sample dataset.
  defineRoute(
    routes,
    sealedDoc(
      '/sample',
      'dataset',
      '샘플 데이터를 내 데이터로 복사',
      'Copy the sample dataset into my datasets',
      emptySchema,
      'result: 복사된 내 데이터 (uuid, 변수, 요약)',
      'result: the caller’s own copy (uuid, variables, summary)',
      ['SAMPLE_DATASET_MISSING'],
    ),
    jsonBodyLimit(config),
    async (c) => {
      await readPayload(c, emptySchema, key);
      const row = await copySampleDataset(
        db,
        storage,
        c.get('identity').owner,
        config.now(),
        logger,
      );
      const { columns } = JSON.parse(row.summary_json) as DatasetSummary;
      const version = await findCurrentVersion(db, row);
      return sendResult(
        c,
        {
          result: uploadedDatasetOf(
            row,
            columns,
            previewOfVersion(version),
            versionInfoOf(version),
          ),
        },
        key,
      );
    },
  );

  defineRoute(
    routes,
    sealedDoc(
      '/uploadedData',
      'dataset',
      '내 데이터 목록',
      'My datasets',
      emptySchema,
      'result: 데이터 목록',
      'result: the list of datasets',
    ),
    jsonBodyLimit(config),
    async (c) => {
      await readPayload(c, emptySchema, key);
      return sendResult(c, { result: await listOwnDatasets(db, c.get('identity').owner) }, key);
    },
  );

  defineRoute(
    routes,
    sealedDoc(
      '/removeData',
      'dataset',
      '데이터 삭제',
      'Remove a dataset',
      uuidSchema,
      'result: { uuid }',
      'result: { uuid }',
      ['DATASET_NOT_FOUND'],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const { uuid } = await readPayload(c, uuidSchema, key);
      await removeOwnDatasets(db, storage, c.get('identity').owner, [uuid], config.now());
      return sendResult(c, { result: { uuid } }, key);
    },
  );

  defineRoute(
    routes,
    sealed(
      '/category',
      'dataset',
      ['빈도분석 범주 묶음 저장', 'Store the frequency value groups'],
      categorySchema,
      [
        'result: { uuid, statsType, factorGroups } (저장된 묶음)',
        'result: { uuid, statsType, factorGroups } (what is stored)',
      ],
      ['DATASET_NOT_FOUND'],
      [
        '`file`(데이터 uuid)의 값 묶음을 `statsType`(기본 frequencies)별로 데이터와 함께 저장합니다. `deletedFactorGroups`에 적은 변수의 묶음은 지워지고, `needDeleteNUpdate`가 true이면 그 statsType의 묶음 전체를 `factorGroups`로 바꾸며, false이면 `factorGroups`에 있는 변수의 묶음만 바꾸고 나머지는 그대로 둡니다. 변수는 데이터에 있어야 하고(UNKNOWN_VARIABLE), 한 값은 한 묶음에만 들어갈 수 있습니다. 아무것도 바꾸지 않으면 저장된 묶음을 돌려줍니다. `factorGroups` 없이 보낸 빈도분석(`/frequencies/analysis`)은 요청한 변수의 저장된 묶음을 적용하고(기록에도 남김), 빈 목록을 보내면 적용하지 않습니다. `tableData`는 받되 쓰지 않습니다.',
        'Stores value groups with the dataset `file` (its uuid), per `statsType` (default frequencies). The groups of the variables in `deletedFactorGroups` are removed; with `needDeleteNUpdate` true every group of that statsType is replaced by `factorGroups`, with false only the variables in `factorGroups` are replaced and the others stay. Variables must be in the data (UNKNOWN_VARIABLE) and a value may be in one group only. A call that changes nothing answers what is stored. A frequencies run (`/frequencies/analysis`) without `factorGroups` applies the stored groups of its variables (and records them with the run); an explicit empty list applies none. `tableData` is accepted and ignored.',
      ],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const payload = await readPayload(c, categorySchema, key);
      const uuid = (payload.file ?? payload.uuid)!;
      const owner = c.get('identity').owner;
      let row = await findOwnDataset(db, owner, uuid);
      let stored: StoredCategories;
      // Compare-and-set on what was read: two changes at once never lose one another.
      for (let attempt = 1; ; attempt++) {
        const columns = (JSON.parse(row.summary_json) as DatasetSummary).columns.map(
          (col) => col.name,
        );
        stored = applyCategoryChange(categoriesOf(row), payload, columns);
        const previous = row.category_json;
        const result = await db
          .updateTable('datasets')
          .set({ category_json: JSON.stringify(stored), updated_at: isoNow() })
          .where('id', '=', row.id)
          .where('owner', '=', owner)
          .where((eb) =>
            previous === null
              ? eb('category_json', 'is', null)
              : eb('category_json', '=', previous),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) break;
        if (attempt >= 5) throw new ApiError('SERVER_BUSY');
        row = await findOwnDataset(db, owner, uuid);
      }
      return sendResult(
        c,
        {
          result: {
            uuid: row.id,
            statsType: payload.statsType,
            factorGroups: stored[payload.statsType] ?? [],
          },
        },
        key,
      );
    },
  );

  defineRoute(
    routes,
    sealed(
      '/update',
      'dataset',
      [
        '변수 유형, 레이블, 값 레이블, 정리 옵션 저장',
        'Store variable types, labels, value labels and cleaning options',
      ],
      updateSchema,
      [
        'result: 바뀐 데이터 (columns에 valueLabels 포함, selectedCleaningOptions)',
        'result: the updated dataset (columns with valueLabels, selectedCleaningOptions)',
      ],
      ['DATASET_NOT_FOUND'],
      [
        '저장된 표 자체를 바꾸므로 이후 분석에 바로 쓰입니다. 숫자형으로 바꾼 변수에 숫자가 아닌 값이 있으면 NOT_NUMERIC(변수, 행, 값)으로 거절하고 아무것도 바꾸지 않습니다. label·valueLabels에 null을 보내면 지웁니다. selectedCleaningOptions는 보낸 그대로 저장되고, 보내지 않으면 이전 값이 남습니다.',
        'Changes the stored table itself, so later analyses use it at once. A variable made numeric that holds a non-number is refused with NOT_NUMERIC (variable, row, value) and nothing changes. null for label or valueLabels removes them. selectedCleaningOptions is stored as sent and kept when not sent.',
      ],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const payload = await readPayload(c, updateSchema, key);
      const row = await findOwnDataset(db, c.get('identity').owner, payload.uuid);
      const current = await findCurrentVersion(db, row);
      const settings = settingsOf(row);
      if (payload.selectedCleaningOptions !== undefined)
        settings.selectedCleaningOptions = payload.selectedCleaningOptions ?? null;
      const now = config.now();

      // Variable settings change the table: a new version (analyses keep the one they ran on).
      // They change the original a transform list applies to, and the list is applied again.
      const transforms = transformsOf(current);
      const original = await originalOf(db, row, current);
      let next: NewVersion | null = null;
      let listed: NewVersion | null = null;
      if (payload.variables.length > 0) {
        const versionId = randomUUID();
        const prefix = tablePrefix(row.id, versionId);
        await scheduleDeletion(db, [prefix], now, UPLOAD_LEASE_MS);
        try {
          const derived = await engine.deriveVersion(
            tableRefOf(original, storage),
            payload.variables,
            {
              storage: storage.spec,
              prefix,
              maxTableBytes: config.datasetCacheBytes,
            },
          );
          next = {
            id: versionId,
            datasetId: row.id,
            number: 0,
            baseVersionId: original.id,
            transforms: null,
            summary: derived.summary,
            preview: derived.preview,
            stored: derived.stored,
            prefix,
            createdAt: now.toISOString(),
          };
        } catch (error) {
          await runDeletions(db, storage, [prefix], logger);
          if (error instanceof StoredTableUnreadable) throw unreadableTable(logger, row, error);
          throw error;
        }
        if (transforms.length > 0) {
          try {
            listed = await reapplyOnNewOriginal(deps, row, next, transforms, PREVIEW_ROW_COUNT);
          } catch (error) {
            await runDeletions(db, storage, [next.prefix], logger);
            throw error;
          }
        }
      }
      const shown = listed ?? next;

      let updated;
      try {
        updated = await db.transaction().execute(async (trx) => {
          if (next !== null)
            await insertVersion(trx, { ...next, number: await nextNumber(trx, row.id) });
          if (listed !== null)
            await insertVersion(trx, { ...listed, number: await nextNumber(trx, row.id) });
          const changed = await trx
            .updateTable('datasets')
            .set({
              title: payload.title ?? row.title,
              settings_json: JSON.stringify(settings),
              updated_at: now.toISOString(),
              ...(shown === null
                ? {}
                : {
                    current_version_id: shown.id,
                    content_hash: shown.stored.contentHash,
                    summary_json: JSON.stringify({
                      rowCount: shown.summary.rowCount,
                      columns: shown.summary.columns,
                    }),
                    row_count: shown.summary.rowCount,
                    column_count: shown.summary.columns.length,
                  }),
            })
            .where('id', '=', row.id)
            .where('owner', '=', row.owner)
            // Compare-and-set: a change made meanwhile is never lost under this one.
            .where('current_version_id', '=', current.id)
            .returningAll()
            .executeTakeFirst();
          if (!changed) throw new ApiError('SERVER_BUSY');
          if (next !== null) {
            // The old original too, when a list was current (the new list's base is `next`).
            await trx
              .updateTable('dataset_versions')
              .set({ superseded_at: now.toISOString() })
              .where('id', 'in', [...new Set([current.id, original.id])])
              .execute();
            if (listed !== null)
              await trx
                .updateTable('dataset_versions')
                .set({ superseded_at: now.toISOString() })
                .where('id', '=', next.id)
                .execute();
            await cancelDeletion(trx, [next.prefix, ...(listed !== null ? [listed.prefix] : [])]);
          }
          return changed;
        });
      } catch (error) {
        if (next !== null)
          await runDeletions(
            db,
            storage,
            [next.prefix, ...(listed !== null ? [listed.prefix] : [])],
            logger,
          );
        throw error;
      }
      const version = shown ?? {
        summary: summaryOfVersion(current),
        preview: previewOfVersion(current),
      };
      const info =
        shown === null
          ? versionInfoOf(current)
          : versionInfoOf({
              id: shown.id,
              transforms_json: shown.transforms === null ? null : JSON.stringify(shown.transforms),
              row_count: shown.stored.rowCount,
              summary_json: JSON.stringify(shown.summary),
            });
      return sendResult(
        c,
        { result: uploadedDatasetOf(updated, version.summary.columns, version.preview, info) },
        key,
      );
    },
  );

  return routes;
}

/**
 * A member's files (the member area's `/user/downloadFiles` and `/user/deleteFiles`), mounted under
 * `/user`: the datasets they uploaded. Guests get LOGIN_REQUIRED; another member's uuid answers
 * as an unknown one.
 */
export function memberFileRoutes({ db, config, storage }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  defineRoute(
    routes,
    {
      method: 'post',
      path: '/downloadFiles',
      tag: 'user',
      summaryKo: '내 데이터 원본 파일 내려받기',
      summaryEn: 'Download the original file of one of my datasets',
      body: 'envelope',
      schema: downloadFileSchema,
      caller: 'member',
      reply: 'raw',
      resultKo:
        '올린 그대로의 파일 (Content-Disposition: attachment; filename="ASCII 대체"; filename*=UTF-8\'\'…, RFC 5987)',
      resultEn:
        'The file as uploaded (Content-Disposition: attachment; filename="ASCII fallback"; filename*=UTF-8\'\'…, RFC 5987)',
      rawTypes: [
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/x-spss-sav',
      ],
      errors: ['LOGIN_REQUIRED', 'TOKEN_INVALID', 'DATASET_NOT_FOUND', 'DATASET_FILE_MISSING'],
    },
    jsonBodyLimit(config),
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const { uuid } = await readPayload(c, downloadFileSchema, key);
      const row = await findOwnDataset(db, member.owner, uuid);
      const name = row.stored_name;
      if (name === null || !STORED_NAME.test(name)) throw new ApiError('DATASET_FILE_MISSING');
      let stored;
      try {
        stored = await storage.getStream(name);
      } catch (error) {
        if (error instanceof StoredObjectMissing) throw new ApiError('DATASET_FILE_MISSING');
        throw error;
      }
      const { size } = stored;
      const format = (JSON.parse(row.info_json) as ReadInfo).format;
      const stream = Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>;
      return c.body(stream, 200, {
        'Content-Type': FILE_CONTENT_TYPES[format],
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(row.file_name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    },
  );

  defineRoute(
    routes,
    {
      method: 'post',
      path: '/deleteFiles',
      tag: 'user',
      summaryKo: '내 데이터 파일 여러 개 삭제 (전부 아니면 전무)',
      summaryEn: 'Delete several of my data files (all or nothing)',
      body: 'envelope',
      schema: deleteFilesSchema,
      caller: 'member',
      reply: 'sealed',
      resultKo: 'result: { uuids }',
      resultEn: 'result: { uuids }',
      errors: ['LOGIN_REQUIRED', 'TOKEN_INVALID', 'DATASET_NOT_FOUND'],
      description: [
        '데이터 행, 그 분석 기록, 보관된 원본 파일을 한 번에 지웁니다. 하나라도 내 것이 아니면(또는 없으면) 아무것도 지우지 않고 DATASET_NOT_FOUND입니다.',
        'Removes the dataset rows, their analysis history and the kept original files in one step. If any uuid is not the member’s (or unknown), nothing is removed and the answer is DATASET_NOT_FOUND.',
      ],
    },
    jsonBodyLimit(config),
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const payload = await readPayload(c, deleteFilesSchema, key);
      const uuids = payload.uuids ?? [payload.uuid!];
      await removeOwnDatasets(db, storage, member.owner, uuids, config.now());
      return sendResult(c, { result: { uuids: [...new Set(uuids)] } }, key);
    },
  );

  return routes;
}
