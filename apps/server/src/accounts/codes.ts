import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

/** What a code is for: confirming an address at sign-up, or resetting a password. */
export type CodePurpose = 'verify' | 'reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses a code survives; after that it is dead and a new one must be sent. */
export const CODE_MAX_ATTEMPTS = 5;

function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`, 'utf8').digest('hex');
}

/** Stores a new six-digit code for `email` (earlier ones of the purpose die) and answers it. */
export async function issueCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_codes')
      .set({ used_at: now.toISOString() })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        id,
        email,
        code_hash: hashCode(id, code),
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        used_at: null,
        attempts: 0,
      })
      .execute();
  });
  return code;
}

/**
 * Checks `code` against the live code of `email` and `purpose`; a wrong guess counts as
 * an attempt. With `consume`, a right code is used up.
 */
export async function checkCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  consume: boolean,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (row === undefined || Number(row.attempts) >= CODE_MAX_ATTEMPTS) return false;
  if (hashCode(row.id, code) !== row.code_hash) {
    await db
      .updateTable('email_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  if (consume) {
    const used = await db
      .updateTable('email_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // Two requests racing with one code: only the first uses it.
    return Number(used.numUpdatedRows) === 1;
  }
  return true;
}
