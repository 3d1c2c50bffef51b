import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DatabaseSchema, UserRow } from '../db/schema';
import { hashToken, newToken } from './crypto';

type Executor = Database | Transaction<DatabaseSchema> | Kysely<DatabaseSchema>;

/** Where a request came from, as recorded with sessions and login history. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** How far a token's end must move before use writes it (one write a minute at most). */
const SLIDE_STEP_MS = 60_000;

/**
 * Starts a session for `userId`; answers the token (only its hash is stored). It ends `ttlMs`
 * after now at the latest, and `idleMs` after its last use (the site's idle logout, sliding).
 */
export async function createSession(
  db: Executor,
  userId: string,
  client: ClientInfo,
  now: Date,
  ttlMs: number,
  idleMs: number,
): Promise<string> {
  const token = newToken();
  const absolute = now.getTime() + ttlMs;
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(Math.min(absolute, now.getTime() + idleMs)).toISOString(),
      absolute_expires_at: new Date(absolute).toISOString(),
      idle_ms: idleMs,
      revoked_at: null,
      ip: client.ip,
      user_agent: client.userAgent,
    })
    .execute();
  return token;
}

export async function recordLogin(
  db: Executor,
  userId: string,
  client: ClientInfo,
  now: Date,
  success: boolean,
): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      id: randomUUID(),
      user_id: userId,
      created_at: now.toISOString(),
      ip: client.ip,
      user_agent: client.userAgent,
      success: success ? 1 : 0,
    })
    .execute();
}

/** The live member of a token: session not revoked nor expired, account active and not deleted. */
export async function findSessionUser(
  db: Database,
  token: string,
  now: Date,
): Promise<{ user: UserRow; tokenHash: string } | undefined> {
  const tokenHash = hashToken(token);
  const found = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.expires_at as session_expires_at',
      'sessions.idle_ms as session_idle_ms',
      'sessions.absolute_expires_at as session_absolute_expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('users.deleted_at', 'is', null)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  if (found === undefined) return undefined;
  const {
    session_expires_at: expiresAt,
    session_idle_ms: idleMs,
    session_absolute_expires_at: absolute,
    ...user
  } = found;
  // Use moves the idle end forward, never past the absolute one.
  if (idleMs !== null && idleMs !== undefined && absolute !== null && absolute !== undefined) {
    const slid = Math.min(Date.parse(absolute), now.getTime() + Number(idleMs));
    if (slid - Date.parse(expiresAt) >= SLIDE_STEP_MS)
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(slid).toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '<', new Date(slid).toISOString())
        .execute();
  }
  return { user, tokenHash };
}

export async function revokeSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a member, but `keep` (the one making the change) when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) query = query.where('token_hash', '!=', keep);
  await query.execute();
}

/** Gives a guest's datasets and analyses to the member who just signed up or in. */
export async function moveGuestData(db: Executor, guestId: string, userId: string): Promise<void> {
  await db.updateTable('datasets').set({ owner: userId }).where('owner', '=', guestId).execute();
  await db.updateTable('analyses').set({ owner: userId }).where('owner', '=', guestId).execute();
}
