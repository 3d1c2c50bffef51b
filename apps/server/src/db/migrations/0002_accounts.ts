import { sql, type Kysely } from 'kysely';

/**
 * Member accounts, server-side sessions, login history and e-mail codes. Portable to
 * PostgreSQL: text, integer and bigint columns only; times are ISO-8601 text; flags
 * are integers 0/1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Stored lower-case; unique among accounts that are not deleted (index below).
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('birth', 'text')
    .addColumn('gender', 'text')
    .addColumn('level', 'text', (col) => col.notNull().defaultTo('member'))
    .addColumn('profile_image', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // A deleted account frees its address for a new sign-up; partial indexes exist on both dialects.
  await db.schema
    .createIndex('users_email_live')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 (hex) of the opaque token; the token itself is never stored.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('success', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_history_user_created_at')
    .on('login_history')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    // 'verify' (sign-up) or 'reset' (password reset).
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('email_codes_email_purpose')
    .on('email_codes')
    .columns(['email', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_codes').execute();
  await db.schema.dropTable('login_history').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
