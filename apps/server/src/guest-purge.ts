import { DAY_MS } from './config';
import { removeOwnDatasets } from './datasets';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { startPeriodic, type PeriodicJob } from './periodic';
import type { ObjectStore } from './storage/object-store';

/** How many stale datasets one sweep removes at most, so a sweep never holds the database long. */
const BATCH = 200;

/**
 * Removes guests' datasets (with their analyses and kept files) untouched for `maxAgeDays`:
 * neither the dataset nor any analysis on it changed since the cut-off. Members' data is never
 * touched; a guest who signed up has had their data moved to the account already. Each guest's
 * datasets go in one step (`removeOwnDatasets`), so a failure leaves rows and files as they were.
 * Answers how many datasets were removed.
 */
export async function purgeGuestData(
  db: Database,
  store: ObjectStore,
  now: Date,
  maxAgeDays: number,
): Promise<number> {
  if (maxAgeDays <= 0) return 0;
  const cutoff = new Date(now.getTime() - maxAgeDays * DAY_MS).toISOString();
  const stale = await db
    .selectFrom('datasets')
    .select(['id', 'owner'])
    .where('owner', 'like', 'guest-%')
    .where((eb) => eb(eb.fn.coalesce('updated_at', 'created_at'), '<', cutoff))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('analyses')
            .select('analyses.id')
            .whereRef('analyses.dataset_id', '=', 'datasets.id')
            .where('analyses.created_at', '>=', cutoff),
        ),
      ),
    )
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  const byOwner = new Map<string, string[]>();
  for (const row of stale) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.id]);
  let removed = 0;
  for (const [owner, ids] of byOwner) {
    await removeOwnDatasets(db, store, owner, ids, now);
    removed += ids.length;
  }
  return removed;
}

/**
 * Runs `purgeGuestData` shortly after the start and then every `everyMs` (an hour) until stopped;
 * failures are logged.
 */
export function startGuestPurge(
  db: Database,
  store: ObjectStore,
  now: () => Date,
  maxAgeDays: number,
  logger: Logger,
  everyMs = 60 * 60 * 1000,
): PeriodicJob {
  return startPeriodic({
    name: 'guest data purge',
    everyMs,
    firstAfterMs: 5_000,
    logger,
    run: () => purgeGuestData(db, store, now(), maxAgeDays),
  });
}
