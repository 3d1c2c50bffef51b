import type { Kysely } from 'kysely';

/**
 * `admin_audit_log`: who changed which piece of site content, how and when. Written in the
 * same transaction as the change it records (see `admin.ts`), never updated or deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('detail_json', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('admin_audit_log_entity')
    .on('admin_audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('admin_audit_log_created_at')
    .on('admin_audit_log')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
}
