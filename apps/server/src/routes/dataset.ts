import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readDataFileAsync, summarizeTable, tableToJSON } from '@tonggye/stats';
import { z } from 'zod';
import { insertDataset, listOwnDatasets, removeOwnDataset, toUploadedDataset } from '../datasets';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError, formatBytes } from '../errors';
import { openPayload, readPayload, sendResult } from '../protocol';
import { jsonBodyLimit } from './limits';
import { emptySchema, uuidSchema } from './schemas';

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

/** `/dataset/*` of spec point 7. */
export function datasetRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  routes.post(
    '/upload',
    // Counts bytes as they arrive and answers 413 as soon as the limit is passed,
    // so an oversized upload is never held in memory (parseBody buffers everything).
    bodyLimit({
      maxSize: config.uploadLimitBytes,
      onError: () => {
        throw new ApiError('UPLOAD_TOO_LARGE', { limit: formatBytes(config.uploadLimitBytes) });
      },
    }),
    async (c) => {
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError('BAD_MULTIPART');
      }
      const sealed = form.encryptedData;
      const options =
        sealed === undefined
          ? uploadOptionsSchema.parse({})
          : openPayload(sealed, uploadOptionsSchema, key);
      const file = form.file;
      if (!(file instanceof File)) throw new ApiError('UPLOAD_FILE_MISSING');

      const fileName = cleanFileName(file.name);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { table, info } = await readDataFileAsync(bytes, {
        fileName,
        firstRowAsNames: options.firstRowAsNames,
        encoding: options.encoding,
        ...(options.sheet !== undefined ? { sheet: options.sheet } : {}),
      });
      if (table.rowCount === 0 || table.columns.length === 0) throw new ApiError('EMPTY_DATASET');
      const summary = summarizeTable(table);
      const row = await insertDataset(db, {
        owner: c.get('identity').owner,
        fileName,
        title: options.title || titleFrom(fileName),
        info,
        summary,
        tableJson: tableToJSON(table),
        sizeBytes: bytes.byteLength,
      });
      return sendResult(c, { result: toUploadedDataset(row, table) }, key);
    },
  );

  routes.post('/uploadedData', jsonBodyLimit(config), async (c) => {
    await readPayload(c, emptySchema, key);
    return sendResult(c, { result: await listOwnDatasets(db, c.get('identity').owner) }, key);
  });

  routes.post('/removeData', jsonBodyLimit(config), async (c) => {
    const { uuid } = await readPayload(c, uuidSchema, key);
    await removeOwnDataset(db, c.get('identity').owner, uuid);
    return sendResult(c, { result: { uuid } }, key);
  });

  return routes;
}
