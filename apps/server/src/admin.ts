import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './db/schema';
import { ApiError } from './errors';
import type { Identity } from './identity';

export type AdminIdentity = Extract<Identity, { kind: 'member' }>;

/** The caller when it is a signed-in administrator; otherwise 401 for guests, 403 for members. */
export function requireAdmin(identity: Identity): AdminIdentity {
  if (identity.kind !== 'member') throw new ApiError('LOGIN_REQUIRED');
  if (identity.user.level !== 'admin') throw new ApiError('ADMIN_REQUIRED');
  return identity;
}

export function isAdmin(identity: Identity | undefined): boolean {
  return identity?.kind === 'member' && identity.user.level === 'admin';
}

/**
 * The caller when it is an administrator changing content written by someone else (a guest or
 * another member); such moderation must be audited. `undefined` for anyone else, including an
 * administrator changing their own content.
 */
export function moderatingAdmin(
  identity: Identity | undefined,
  authorUserId: string | null,
): AdminIdentity | undefined {
  if (identity?.kind !== 'member' || !isAdmin(identity)) return undefined;
  return identity.user.id === authorUserId ? undefined : identity;
}

export interface AdminChange {
  action: string;
  entity: string;
  entityId: string;
  /** Changed fields; must never hold passwords, tokens or other secrets. */
  detail?: Record<string, unknown>;
}

/**
 * Records an administrator's change. Pass the transaction the change itself runs in, so the
 * record and the change land together or not at all.
 */
export async function recordAdminChange(
  db: Kysely<DatabaseSchema>,
  admin: AdminIdentity,
  change: AdminChange,
  now: Date,
): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      id: randomUUID(),
      actor_id: admin.user.id,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId,
      detail_json: change.detail === undefined ? null : JSON.stringify(change.detail),
      created_at: now.toISOString(),
    })
    .execute();
}
