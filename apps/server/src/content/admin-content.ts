import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import type { PolicyKind } from '../db/schema';
import { ApiError } from '../errors';
import { validate } from '../protocol';
import { sanitizePostHtml } from './sanitize';
import {
  ENTITIES,
  loose,
  POLICY_KINDS,
  present,
  snakeCase,
  type ContentDb,
  type ContentRow,
  type EntityName,
} from './site-content';
import { paged, type Paging } from './common';

/**
 * Administration of the site content: create, update,
 * delete and a paged list of everything (unpublished and out-of-period rows too). Each change
 * and its audit record (`recordAdminChange`) are written in one transaction.
 */

const idSchema = z.looseObject({ id: z.string().trim().min(1).max(100) });

/** The update payload of an entity: its id and any of the create fields. */
export function updateSchema(name: EntityName) {
  const spec = ENTITIES[name];
  const fixed = new Set<string>('fixed' in spec ? spec.fixed : []);
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(spec.create.shape)) {
    if (fixed.has(key)) continue;
    // No defaults on update: a missing field stays as it is.
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
    shape[key] = inner.optional();
  }
  return z.looseObject({ ...shape, id: z.string().trim().min(1).max(100) });
}

export const deleteSchema = idSchema;

/** The columns of a validated payload (camelCase keys → snake_case columns). */
function columnsOf(payload: Record<string, unknown>, keys: string[]): ContentRow {
  const row: ContentRow = {};
  for (const key of keys) {
    const value = payload[key];
    if (value !== undefined) row[snakeCase(key)] = value as string | number | null;
  }
  return row;
}

/** What the audit record keeps of a change: values, with long HTML as its length only. */
function auditDetail(row: ContentRow): Record<string, unknown> {
  const detail: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'id' || column === 'created_at' || column === 'updated_at') continue;
    detail[column] =
      column === 'content_html' && typeof value === 'string' ? { length: value.length } : value;
  }
  return detail;
}

function checkPeriod(name: EntityName, row: ContentRow): void {
  if (
    typeof row.starts_at === 'string' &&
    typeof row.ends_at === 'string' &&
    row.ends_at <= row.starts_at
  )
    throw new ApiError(name === 'center-ads' ? 'AD_PERIOD_INVALID' : 'POPUP_PERIOD_INVALID');
}

async function checkUnique(
  db: ContentDb,
  name: EntityName,
  row: ContentRow,
  ownId: string | undefined,
): Promise<void> {
  const spec = ENTITIES[name];
  for (const column of 'unique' in spec ? spec.unique : []) {
    const value = row[column];
    if (value === undefined || value === null) continue;
    let query = loose(db).selectFrom(spec.table).select('id').where(column, '=', value);
    if (ownId !== undefined) query = query.where('id', '<>', ownId);
    if (await query.executeTakeFirst())
      throw new ApiError('CONTENT_ID_TAKEN', { id: String(value) });
  }
}

export async function listEntity(db: ContentDb, name: EntityName, paging: Paging) {
  const spec = ENTITIES[name];
  let query = loose(db).selectFrom(spec.table).selectAll();
  for (const [column, direction] of spec.order) query = query.orderBy(column, direction);
  const [count, rows] = await Promise.all([
    loose(db)
      .selectFrom(spec.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    query
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size)
      .execute(),
  ]);
  return paged(rows.map(present), Number(count.n), paging);
}

export async function createEntity(
  db: ContentDb,
  admin: AdminIdentity,
  name: EntityName,
  raw: unknown,
  now: Date,
) {
  const spec = ENTITIES[name];
  const payload = validate(spec.create, raw) as Record<string, unknown>;
  const stamp = now.toISOString();
  const keys = Object.keys(spec.create.shape).filter((key) => key !== 'id');
  const row: ContentRow = {
    id: ('ownId' in spec && (payload.id as string | undefined)) || randomUUID(),
    ...columnsOf(payload, keys),
    created_at: stamp,
    updated_at: stamp,
  };
  if (name === 'news' && row.published_at === undefined) row.published_at = stamp;
  checkPeriod(name, row);
  const id = String(row.id);
  return db.transaction().execute(async (trx) => {
    if (
      await loose(trx).selectFrom(spec.table).select('id').where('id', '=', id).executeTakeFirst()
    )
      throw new ApiError('CONTENT_ID_TAKEN', { id });
    await checkUnique(trx, name, row, undefined);
    await loose(trx).insertInto(spec.table).values(row).execute();
    await recordAdminChange(
      trx,
      admin,
      { action: 'create', entity: name, entityId: id, detail: auditDetail(row) },
      now,
    );
    return present(row);
  });
}

export async function updateEntity(
  db: ContentDb,
  admin: AdminIdentity,
  name: EntityName,
  raw: unknown,
  now: Date,
) {
  const spec = ENTITIES[name];
  const schema = updateSchema(name);
  const payload = validate(schema, raw) as Record<string, unknown> & { id: string };
  const keys = Object.keys(schema.shape).filter((key) => key !== 'id');
  const changes = columnsOf(payload, keys);
  return db.transaction().execute(async (trx) => {
    const current = await loose(trx)
      .selectFrom(spec.table)
      .selectAll()
      .where('id', '=', payload.id)
      .executeTakeFirst();
    if (!current) throw new ApiError('CONTENT_NOT_FOUND', { entity: `${name} ${payload.id}` });
    checkPeriod(name, { ...current, ...changes });
    await checkUnique(trx, name, changes, payload.id);
    const row = { ...changes, updated_at: now.toISOString() };
    await loose(trx).updateTable(spec.table).set(row).where('id', '=', payload.id).execute();
    await recordAdminChange(
      trx,
      admin,
      { action: 'update', entity: name, entityId: payload.id, detail: auditDetail(changes) },
      now,
    );
    return present({ ...current, ...row });
  });
}

export async function deleteEntity(
  db: ContentDb,
  admin: AdminIdentity,
  name: EntityName,
  raw: unknown,
  now: Date,
) {
  const spec = ENTITIES[name];
  const { id } = validate(deleteSchema, raw);
  return db.transaction().execute(async (trx) => {
    const removed = await loose(trx).deleteFrom(spec.table).where('id', '=', id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0)
      throw new ApiError('CONTENT_NOT_FOUND', { entity: `${name} ${id}` });
    await recordAdminChange(trx, admin, { action: 'delete', entity: name, entityId: id }, now);
    return { id };
  });
}

// ---------------------------------------------------------------------------------------------
// Policy versions: a new version is a new row; an old one is never changed.

export const policyCreateSchema = z.looseObject({
  kind: z.enum(POLICY_KINDS),
  contentHtml: z
    .string()
    .min(1)
    .max(500_000)
    .transform((value) => sanitizePostHtml(value).html),
});
export const policyListSchema = z.looseObject({ kind: z.enum(POLICY_KINDS).optional() });

const POLICY_ENTITY: Record<PolicyKind, string> = {
  terms: 'terms_version',
  privacy: 'privacy_version',
  subscription: 'subscription_terms_version',
};

export async function createPolicyVersion(
  db: ContentDb,
  admin: AdminIdentity,
  raw: unknown,
  now: Date,
) {
  const { kind, contentHtml } = validate(policyCreateSchema, raw);
  const id = randomUUID();
  const stamp = now.toISOString();
  // The unique (kind, version) index stops two versions racing for one number.
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('site_policy_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('kind', '=', kind)
      .executeTakeFirst();
    const version = Number(last?.version ?? 0) + 1;
    await trx
      .insertInto('site_policy_versions')
      .values({ id, kind, version, content_html: contentHtml, created_at: stamp })
      .execute();
    await recordAdminChange(
      trx,
      admin,
      {
        action: 'create',
        entity: POLICY_ENTITY[kind],
        entityId: id,
        detail: { kind, version, content_html: { length: contentHtml.length } },
      },
      now,
    );
    return { id, kind, version, created_at: stamp, content: contentHtml };
  });
}

export async function deletePolicyVersion(
  db: ContentDb,
  admin: AdminIdentity,
  raw: unknown,
  now: Date,
) {
  const { id } = validate(deleteSchema, raw);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('site_policy_versions')
      .select(['kind', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError('CONTENT_NOT_FOUND', { entity: `policy version ${id}` });
    await trx.deleteFrom('site_policy_versions').where('id', '=', id).execute();
    await recordAdminChange(
      trx,
      admin,
      {
        action: 'delete',
        entity: POLICY_ENTITY[row.kind],
        entityId: id,
        detail: { kind: row.kind, version: row.version },
      },
      now,
    );
    return { id };
  });
}

export async function listPolicyVersions(
  db: ContentDb,
  kind: PolicyKind | undefined,
  paging: Paging,
) {
  let count = db.selectFrom('site_policy_versions').select((eb) => eb.fn.countAll().as('n'));
  let rows = db
    .selectFrom('site_policy_versions')
    .select(['id', 'kind', 'version', 'created_at', 'content_html']);
  if (kind !== undefined) {
    count = count.where('kind', '=', kind);
    rows = rows.where('kind', '=', kind);
  }
  const [total, items] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .orderBy('kind')
      .orderBy('version', 'desc')
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size)
      .execute(),
  ]);
  return paged(
    items.map(({ content_html, ...rest }) => ({ ...rest, content: content_html })),
    Number(total.n),
    paging,
  );
}

// ---------------------------------------------------------------------------------------------
// Audit log

export const auditLogSchema = z.looseObject({
  entity: z.string().trim().min(1).max(100).optional(),
});

/** The administrators' changes, newest first, with who (id, e-mail, name) and when. */
export async function auditLog(db: ContentDb, entity: string | undefined, paging: Paging) {
  let count = db.selectFrom('admin_audit_log').select((eb) => eb.fn.countAll().as('n'));
  let rows = db
    .selectFrom('admin_audit_log')
    .leftJoin('users', 'users.id', 'admin_audit_log.actor_id')
    .select([
      'admin_audit_log.id',
      'admin_audit_log.actor_id',
      'users.email as actor_email',
      'users.name as actor_name',
      'admin_audit_log.action',
      'admin_audit_log.entity',
      'admin_audit_log.entity_id',
      'admin_audit_log.detail_json',
      'admin_audit_log.created_at',
    ]);
  if (entity !== undefined) {
    count = count.where('entity', '=', entity);
    rows = rows.where('admin_audit_log.entity', '=', entity);
  }
  const [total, items] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .orderBy('admin_audit_log.created_at', 'desc')
      .orderBy('admin_audit_log.id')
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size)
      .execute(),
  ]);
  return paged(
    items.map(({ detail_json, ...rest }) => ({
      id: rest.id,
      actorId: rest.actor_id,
      actorEmail: rest.actor_email,
      actorName: rest.actor_name,
      action: rest.action,
      entity: rest.entity,
      entityId: rest.entity_id,
      detail: detail_json === null ? null : (JSON.parse(detail_json) as unknown),
      createdAt: rest.created_at,
    })),
    Number(total.n),
    paging,
  );
}
