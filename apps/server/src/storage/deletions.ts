import { describeError, type Logger } from '../logger';
import type { Database } from '../db/database';
import { startPeriodic, type PeriodicJob } from '../periodic';
import type { ObjectStore } from './object-store';

type Queryable = Pick<Database, 'insertInto' | 'deleteFrom' | 'selectFrom' | 'updateTable'>;

/** How long an upload may take between its first byte stored and its row committed. */
export const UPLOAD_LEASE_MS = 60 * 60 * 1000;

/** Removals one sweep tries at most, so a sweep never runs long. */
const BATCH = 200;

/**
 * Records that `keys` are to be removed from `now + delayMs` on. Called inside the transaction
 * that stops naming them (delay 0), or before an upload's objects are written (a lease, see
 * `UPLOAD_LEASE_MS`), so that whatever happens next, nothing stays in the store unnamed.
 */
export async function scheduleDeletion(
  db: Queryable,
  keys: readonly string[],
  now: Date,
  delayMs = 0,
): Promise<void> {
  if (keys.length === 0) return;
  const due = new Date(now.getTime() + delayMs).toISOString();
  await db
    .insertInto('storage_deletions')
    .values(keys.map((key) => ({ key, due_at: due, created_at: now.toISOString() })))
    .onConflict((oc) => oc.column('key').doUpdateSet({ due_at: due }))
    .execute();
}

/** Takes back a lease: in the transaction that stores the row naming the objects. */
export async function cancelDeletion(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('storage_deletions')
    .where('key', 'in', [...keys])
    .execute();
}

/**
 * Removes the objects of committed deletion records (after the commit); a failure stays
 * recorded for the sweep. Never throws: the caller's answer does not depend on it.
 */
export async function runDeletions(
  db: Database,
  store: ObjectStore,
  keys: readonly string[],
  logger?: Logger,
): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    try {
      // A row naming the object again (a key reused) wins: the record is simply dropped.
      if (!(await stillNamed(db, key))) {
        if (key.endsWith('/')) await store.deletePrefix(key);
        else await store.delete(key);
      }
      await db.deleteFrom('storage_deletions').where('key', '=', key).execute();
      removed++;
    } catch (error) {
      logger?.warn('stored object removal failed; the sweep tries again', {
        key,
        error: describeError(error),
      });
      await db
        .updateTable('storage_deletions')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: describeError(error) }))
        .where('key', '=', key)
        .execute()
        .catch(() => undefined);
    }
  }
  return removed;
}

/** Whether a row still names the object: a dataset's original or a version's table. */
async function stillNamed(db: Database, key: string): Promise<boolean> {
  const original = await db
    .selectFrom('datasets')
    .select('id')
    .where('stored_name', '=', key)
    .executeTakeFirst();
  if (original !== undefined) return true;
  const version = await db
    .selectFrom('dataset_versions')
    .select('id')
    .where('table_prefix', '=', key)
    .executeTakeFirst();
  return version !== undefined;
}

/** One pass over the due records. Answers how many objects (or prefixes) were removed. */
export async function sweepDeletions(
  db: Database,
  store: ObjectStore,
  now: Date,
  logger?: Logger,
): Promise<number> {
  const due = await db
    .selectFrom('storage_deletions')
    .select('key')
    .where('due_at', '<=', now.toISOString())
    .orderBy('due_at')
    .limit(BATCH)
    .execute();
  return await runDeletions(
    db,
    store,
    due.map((row) => row.key),
    logger,
  );
}

/**
 * `sweepDeletions` every minute (and shortly after the start) until stopped, after `before`
 * (which records more removals: the collection of unused dataset versions).
 */
export function startDeletionSweep(
  db: Database,
  store: ObjectStore,
  now: () => Date,
  logger: Logger,
  before: (now: Date) => Promise<unknown> = () => Promise.resolve(),
  everyMs = 60_000,
): PeriodicJob {
  return startPeriodic({
    name: 'stored object removal',
    everyMs,
    firstAfterMs: 3_000,
    logger,
    run: async () => {
      const at = now();
      await before(at);
      return await sweepDeletions(db, store, at, logger);
    },
  });
}
