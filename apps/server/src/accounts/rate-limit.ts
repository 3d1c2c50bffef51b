import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Counters whose window ended this long ago are deleted (by a hit, now and then). */
const SWEEP_EVERY_HITS = 500;

/**
 * A fixed-window counter per key, kept in the database (`rate_limits`): every server process on
 * the same database counts together, and a restart forgets nothing. One statement per hit (an
 * upsert that starts a new window or adds one), so processes hitting at once never lose a count.
 */
export class FixedWindowLimiter {
  readonly #db: Database;
  readonly #name: string;
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => Date;
  #hits = 0;

  /** `name` keeps the keys of limiters with other limits or windows apart. */
  constructor(db: Database, name: string, limit: number, windowMs: number, now: () => Date) {
    this.#db = db;
    this.#name = name;
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /**
   * Counts one hit for `key`. Answers 0 when it is allowed, otherwise the seconds until
   * the window ends (for `Retry-After`).
   */
  async hit(key: string): Promise<number> {
    const now = this.#now().getTime();
    const expired = now - this.#windowMs;
    if ((this.#hits += 1) % SWEEP_EVERY_HITS === 0)
      await this.#db.deleteFrom('rate_limits').where('window_start', '<=', expired).execute();
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ key: this.#key(key), window_start: now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
          window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    if (Number(row.count) <= this.#limit) return 0;
    return Math.max(1, Math.ceil((Number(row.window_start) + this.#windowMs - now) / 1000));
  }

  /** Forgets `key` (after a successful login the count of failures starts again). */
  async reset(key: string): Promise<void> {
    await this.#db.deleteFrom('rate_limits').where('key', '=', this.#key(key)).execute();
  }

  #key(key: string): string {
    return `${this.#name}|${key}`;
  }
}
