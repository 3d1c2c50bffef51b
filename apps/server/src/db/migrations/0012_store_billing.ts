import type { Kysely } from 'kysely';

/**
 * Card regular delivery with an Inicis billing key (`store/billing.ts`):
 *
 * - `store_billing_keys`: one row per billing authorisation a member starts for a subscription
 *   (the standard payment window with BILLAUTH). 'pending' until the provider's return is
 *   approved, then 'active' with the billing key ENCRYPTED (AES-256-GCM, never sent to a client
 *   or logged) and the masked card number for display; a newer key makes the older 'replaced';
 *   a refused or tampered return changes nothing (it stays 'pending'). `oid` is the order id
 *   the provider saw.
 * - `store_billing_charges`: one row per cycle order charged with a key (unique order, so never
 *   twice): 'charging' is claimed before the provider is called (the order number is the
 *   provider's moid), then 'paid', 'declined' (the member pays by hand) or 'unknown' (no answer:
 *   reconcile with the merchant console before anyone pays again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_billing_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('oid', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('store_subscriptions.id').onDelete('cascade'),
    )
    // 'create' (a new subscription) or 'change' (the payment method changed to card).
    .addColumn('purpose', 'text', (col) => col.notNull())
    // 'pending', 'active' or 'replaced'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('bill_key_enc', 'text')
    .addColumn('card_masked', 'text')
    .addColumn('card_code', 'text')
    .addColumn('provider_tid', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_billing_keys_subscription')
    .on('store_billing_keys')
    .columns(['subscription_id', 'status'])
    .execute();

  await db.schema
    .createTable('store_billing_charges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('store_orders.id'))
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('store_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('billing_key_id', 'text', (col) => col.notNull().references('store_billing_keys.id'))
    // 'charging', 'paid', 'declined', 'unknown' or 'void' (the order was no longer payable).
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('result_code', 'text')
    .addColumn('result_msg', 'text')
    .addColumn('provider_tid', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_billing_charges').execute();
  await db.schema.dropTable('store_billing_keys').execute();
}
