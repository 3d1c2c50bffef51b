import { sql, type Kysely } from 'kysely';

/**
 * Card refunds outside the order's transaction, and the declined-charge mail:
 *
 * - `store_payments` refund rows of a card order are written 'pending' with the order change and
 *   sent to the provider after the commit: `refund_attempts` counts the calls,
 *   `refund_attempted_at` is the last one's start (a claim: one caller at a time per row), and
 *   `refund_error_json` is the last failure `{ code, message }` ('failed' rows are listed for the
 *   administrator, who may retry them).
 * - `store_billing_charges.declined_mailed_at`: when the member was mailed about the declined
 *   charge (claimed before sending, so a re-run never mails twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('store_payments')
    .addColumn('refund_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('store_payments').addColumn('refund_attempted_at', 'text').execute();
  await db.schema.alterTable('store_payments').addColumn('refund_error_json', 'text').execute();
  await db.schema
    .alterTable('store_billing_charges')
    .addColumn('declined_mailed_at', 'text')
    .execute();
  // Charges declined before this migration are not mailed now, long after the fact.
  await db
    .updateTable('store_billing_charges' as never)
    .set({ declined_mailed_at: sql`updated_at` } as never)
    .where('status' as never, '=', 'declined' as never)
    .execute();
  await db.schema
    .createIndex('store_payments_refund_status')
    .on('store_payments')
    .columns(['kind', 'refund_status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('store_payments_refund_status').execute();
  await db.schema.alterTable('store_billing_charges').dropColumn('declined_mailed_at').execute();
  for (const column of ['refund_error_json', 'refund_attempted_at', 'refund_attempts'])
    await db.schema.alterTable('store_payments').dropColumn(column).execute();
}
