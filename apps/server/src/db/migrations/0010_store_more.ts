import type { Kysely } from 'kysely';

/**
 * The store's missing parts:
 *
 * - Refunds: a refund row of `store_payments` (kind 'refund') says whether the money went back
 *   ('done': the card provider confirmed it) or is owed ('pending': a bank-transfer refund an
 *   administrator pays to `refund_account_json` and then marks done, with who and when).
 * - Guest cart merge tickets: proof that a member held a guest id before signing in (a random
 *   ticket handed to that guest, stored hashed, used once, short-lived).
 * - Subscription cycles: one row per subscription and delivery date, made by the sweep with the
 *   order it created (or why none could be made); the unique pair means never twice.
 * - Quotation requests (`/estimate`): a member's list of catalogue options and volumes with a
 *   desired date, company and memo; an administrator answers a unit price per line and a
 *   validity date.
 * - Files: a made-to-order request's drawings (PDF/AI, PNG, JPEG) and a review's photos, checked
 *   by content like the Q&A attachments and stored under random names in DATA_DIR/store-files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('store_payments').addColumn('refund_status', 'text').execute();
  await db.schema.alterTable('store_payments').addColumn('refund_account_json', 'text').execute();
  await db.schema.alterTable('store_payments').addColumn('completed_at', 'text').execute();
  await db.schema.alterTable('store_payments').addColumn('completed_by', 'text').execute();

  await db.schema
    .createTable('store_cart_merge_tickets')
    // SHA-256 of the ticket (hex); the ticket itself is only ever with the guest's browser.
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('guest_id', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    // The member whose cart it was merged into (a repeat by the same member merges nothing).
    .addColumn('used_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('store_subscription_cycles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('store_subscriptions.id').onDelete('cascade'),
    )
    // The delivery date (YYYY-MM-DD, Korean calendar) this cycle's order is for.
    .addColumn('delivery_on', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.references('store_orders.id'))
    // 'ordered' or 'failed' (reason: the store error code, e.g. OUT_OF_STOCK).
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('store_subscription_cycles_once', ['subscription_id', 'delivery_on'])
    .execute();

  await db.schema
    .createTable('store_estimates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('company_name', 'text', (col) => col.notNull())
    // YYYY-MM-DD (Korean calendar).
    .addColumn('desired_on', 'text', (col) => col.notNull())
    .addColumn('memo', 'text', (col) => col.notNull().defaultTo(''))
    // 'requested' or 'answered'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('answer_note', 'text')
    // YYYY-MM-DD: the quoted prices hold through this day.
    .addColumn('valid_until', 'text')
    .addColumn('answered_by', 'text', (col) => col.references('users.id'))
    .addColumn('answered_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_estimates_member')
    .on('store_estimates')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('store_estimates_status')
    .on('store_estimates')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('store_estimate_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('estimate_id', 'text', (col) =>
      col.notNull().references('store_estimates.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'text', (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('option_name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    // The catalogue's unit price for this volume when asked (for reference).
    .addColumn('list_unit_price', 'integer', (col) => col.notNull())
    .addColumn('quoted_unit_price', 'integer')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_estimate_items_estimate')
    .on('store_estimate_items')
    .column('estimate_id')
    .execute();

  await db.schema
    .createTable('store_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'ordermade' (owner_id: a made-to-order request) or 'review' (owner_id: a review).
    .addColumn('owner_kind', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_files_owner')
    .on('store_files')
    .columns(['owner_kind', 'owner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_files').execute();
  await db.schema.dropTable('store_estimate_items').execute();
  await db.schema.dropTable('store_estimates').execute();
  await db.schema.dropTable('store_subscription_cycles').execute();
  await db.schema.dropTable('store_cart_merge_tickets').execute();
  for (const column of ['completed_by', 'completed_at', 'refund_account_json', 'refund_status'])
    await db.schema.alterTable('store_payments').dropColumn(column).execute();
}
