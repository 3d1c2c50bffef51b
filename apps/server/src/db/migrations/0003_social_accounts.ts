import type { Kysely } from 'kysely';

/**
 * Social sign-in (Kakao, Naver, Google). Portable like 0002: text and integer columns only,
 * times as ISO-8601 text.
 * - `social_accounts`: a provider account linked to a member, at most once per provider id.
 * - `oauth_states`: the `state` (and PKCE verifier) of an authorization started by
 *   `/user/social/:provider/start`; short-lived and used up by `/user/socialLogin`.
 * - `social_tickets`: what `/user/socialLogin` hands out when it cannot sign in yet: a
 *   `signup` ticket `/user/reg` takes to create a linked account, or a `link` ticket for the
 *   member whose e-mail the provider account has (`/user/socialLink`).
 * Secrets (state, tickets) are stored as SHA-256 hashes, like session tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'kakao', 'naver' or 'google'.
    .addColumn('provider', 'text', (col) => col.notNull())
    // The provider's own user id (Kakao's number as text, Naver's id, Google's `sub`).
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    // The provider's e-mail when the link was made (information only).
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('social_accounts_provider_user')
    .on('social_accounts')
    .columns(['provider', 'provider_user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('social_accounts_user_id')
    .on('social_accounts')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    // PKCE verifier (Kakao, Google); null where the provider has no PKCE (Naver).
    .addColumn('code_verifier', 'text')
    // SHA-256 of the guest id or token that started it: only the same caller may finish it.
    .addColumn('caller_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('oauth_states_expires_at')
    .on('oauth_states')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('social_tickets')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    // 'signup' or 'link'.
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    // The member a `link` ticket is for; null for `signup`.
    .addColumn('user_id', 'text', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('social_tickets_expires_at')
    .on('social_tickets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_tickets').execute();
  await db.schema.dropTable('oauth_states').execute();
  await db.schema.dropTable('social_accounts').execute();
}
