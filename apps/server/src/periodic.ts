import type { Database } from './db/database';
import { withDatabaseLock } from './db/locks';
import { describeError, type Logger } from './logger';

/**
 * Decides whether this process runs a pass of the named job now; `run` is the pass. Several
 * server processes share one database: `databaseCoordinator` runs each job once per interval
 * across all of them.
 */
export type PeriodicCoordinator = (
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
) => Promise<{ ran: boolean }>;

let coordinator: PeriodicCoordinator | undefined;

/** Every job started after this call asks `next` before each pass (main.ts sets it once). */
export function coordinatePeriodicJobs(next: PeriodicCoordinator | undefined): void {
  coordinator = next;
}

/** Share of an interval that must have gone by since any process last started the job. */
const CLAIM_SHARE = 0.9;

/**
 * One pass per interval across every process on `db`: a pass is claimed by moving the job's
 * `periodic_runs.started_at` forward only when 90% of an interval has gone by since the last
 * start (one conditional update, so of processes ticking together exactly one claims it); on
 * PostgreSQL the pass also holds an advisory lock, so a pass longer than its interval never runs
 * beside the next one.
 */
export function databaseCoordinator(
  db: Database,
  kind: 'sqlite' | 'postgres',
  now: () => Date = () => new Date(),
): PeriodicCoordinator {
  return async (name, everyMs, run) => {
    const locked = await withDatabaseLock(
      db,
      kind,
      `periodic:${name}`,
      async () => {
        const at = now().getTime();
        await db
          .insertInto('periodic_runs')
          .values({ name, started_at: 0 })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        const claimed = await db
          .updateTable('periodic_runs')
          .set({ started_at: at })
          .where('name', '=', name)
          .where('started_at', '<=', at - Math.floor(everyMs * CLAIM_SHARE))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        await run();
        return true;
      },
      { wait: false },
    );
    return { ran: locked.ran && locked.value };
  };
}

export interface PeriodicOptions {
  /** What the job is, in log lines: `<name> failed`, `<name> skipped: …`. */
  name: string;
  everyMs: number;
  /** One pass; a rejection is logged as an error and the next tick runs again. */
  run: () => Promise<unknown>;
  logger: Logger;
  /** A first pass this long after the start, before the first full interval has gone by. */
  firstAfterMs?: number;
}

export interface PeriodicJob {
  /** No more ticks; answers once a pass still running has finished (so shutdown never cuts one). */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` until stopped. Two passes of the job never overlap: a tick that comes
 * while the last pass is still going is skipped (logged at debug). The timers never keep the
 * process alive.
 */
export function startPeriodic({
  name,
  everyMs,
  run,
  logger,
  firstAfterMs,
}: PeriodicOptions): PeriodicJob {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running !== undefined) {
      logger.debug(`${name} skipped: the previous pass is still running`);
      return;
    }
    const shared = coordinator;
    running = Promise.resolve()
      .then(async () => {
        if (shared === undefined) return run();
        const { ran } = await shared(name, everyMs, run);
        if (!ran) logger.debug(`${name} skipped: another process ran it this interval`);
      })
      .then(
        () => undefined,
        (error: unknown) => logger.error(`${name} failed`, { error: describeError(error) }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = firstAfterMs === undefined ? undefined : setTimeout(tick, firstAfterMs);
  first?.unref();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
