import { randomUUID } from 'node:crypto';
import type { ReadInfo } from '@tonggye/stats';
import {
  findCurrentVersion,
  previewOfVersion,
  summaryOfVersion,
  tablePrefix,
} from './dataset-versions';
import { insertDataset, STORED_NAME } from './datasets';
import type { Database } from './db/database';
import type { DatasetRow } from './db/schema';
import { ApiError } from './errors';
import type { Logger } from './logger';
import { columnKey, type StoredColumnEntry } from './storage/arrow-table';
import { runDeletions, scheduleDeletion, UPLOAD_LEASE_MS } from './storage/deletions';
import { StoredObjectMissing, type ObjectStore } from './storage/object-store';

/** Fixed id, so running the seed again finds the row instead of adding another. */
export const SAMPLE_DATASET_ID = '00000000-0000-4000-8000-00000000a001';

/**
 * The owner the seeded sample dataset is stored under: a value no identity can have (guests'
 * owners start with `guest-`, members' are UUIDs), so every owner-filtered query (list, rename,
 * analyse, delete, the guest purge) passes it by. Visitors work on their own copies.
 */
export const SAMPLE_OWNER = 'shared:sample';

/**
 * "Try it with sample data": a new dataset of `owner` whose first version is the sample's
 * current table. The stored columns are copied (the sample is small), so the copy is an ordinary
 * dataset its owner may change or delete without touching the shared one; nothing is parsed
 * again. The copies are leased before they are written and the lease is taken back with the row,
 * so a failure half-way leaves nothing behind.
 */
export async function copySampleDataset(
  db: Database,
  storage: ObjectStore,
  owner: string,
  now: Date,
  logger?: Logger,
): Promise<DatasetRow> {
  const sample = await db
    .selectFrom('datasets')
    .selectAll()
    .where('id', '=', SAMPLE_DATASET_ID)
    .where('owner', '=', SAMPLE_OWNER)
    .executeTakeFirst();
  if (sample === undefined) throw new ApiError('SAMPLE_DATASET_MISSING');
  const current = await findCurrentVersion(db, sample);

  const id = randomUUID();
  const versionId = randomUUID();
  const prefix = tablePrefix(id, versionId);
  const sourceName =
    sample.stored_name !== null && STORED_NAME.test(sample.stored_name) ? sample.stored_name : null;
  const storedName = sourceName === null ? null : `${id}.${sample.format}`;
  const leased = [prefix, ...(storedName === null ? [] : [storedName])];
  await scheduleDeletion(db, leased, now, UPLOAD_LEASE_MS);
  try {
    const columns = JSON.parse(current.columns_json) as StoredColumnEntry[];
    const copied: StoredColumnEntry[] = [];
    for (const [index, column] of columns.entries()) {
      const key = columnKey(prefix, index);
      await storage.put(key, await storage.getBytes(column.key));
      copied.push({ ...column, key });
    }
    if (sourceName !== null && storedName !== null)
      await storage.put(storedName, await storage.getBytes(sourceName));
    return await db.transaction().execute((trx) =>
      insertDataset(trx, {
        id,
        owner,
        fileName: sample.file_name,
        title: sample.title,
        info: JSON.parse(sample.info_json) as ReadInfo,
        summary: summaryOfVersion(current),
        preview: previewOfVersion(current),
        sizeBytes: sample.size_bytes,
        storedName,
        version: {
          id: versionId,
          prefix,
          stored: {
            rowCount: current.row_count,
            columns: copied,
            contentHash: current.content_hash,
            sizeBytes: current.size_bytes,
          },
        },
      }),
    );
  } catch (error) {
    await runDeletions(db, storage, leased, logger);
    if (error instanceof StoredObjectMissing) {
      logger?.error('sample dataset unreadable', { key: error.key });
      throw new ApiError('SAMPLE_DATASET_MISSING');
    }
    throw error;
  }
}
