import { sql, type Kysely } from 'kysely';

/**
 * Regular delivery: a member's subscription to one product option, delivered
 * every `cycle_weeks` weeks from `next_delivery_on` (a Korean calendar date), which can be
 * skipped, paused, resumed or cancelled; every change is an event. Made-to-order: a
 * member's request (type, dimensions, material, print, quantity), quoted by an administrator
 * and then ordered at the quoted price. Member extras: wishes, recently viewed products,
 * restock notification requests and product reviews written after delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'text', (col) => col.notNull().references('store_product_options.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('print', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cycle_weeks', 'integer', (col) => col.notNull())
    // YYYY-MM-DD in Korean time.
    .addColumn('next_delivery_on', 'text', (col) => col.notNull())
    // 'active', 'paused' or 'cancelled'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('recipient_json', 'text', (col) => col.notNull())
    // The subscription-terms version agreed to (null when none is published).
    .addColumn('terms_version', 'integer')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_subscriptions_member')
    .on('store_subscriptions')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('store_subscription_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('store_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('detail_json', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('store_ordermade_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // 'box', 'tape', 'bag' or 'other'.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('width_mm', 'integer')
    .addColumn('length_mm', 'integer')
    .addColumn('height_mm', 'integer')
    .addColumn('material', 'text', (col) => col.notNull())
    .addColumn('print_colors', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    // 'requested', 'quoted', 'ordered' or 'cancelled'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('quote_unit_price', 'integer')
    .addColumn('quote_note', 'text')
    .addColumn('quote_valid_until', 'text')
    .addColumn('order_id', 'text', (col) => col.references('store_orders.id'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_ordermade_requests_member')
    .on('store_ordermade_requests')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('store_wishes')
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (col) =>
      col.notNull().references('store_products.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_wishes_pk', ['member_id', 'product_id'])
    .execute();
  // The owner is a member's uuid or a guest id; the latest views are kept.
  await db.schema
    .createTable('store_recent_views')
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('product_id', 'text', (col) =>
      col.notNull().references('store_products.id').onDelete('cascade'),
    )
    .addColumn('viewed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_recent_views_pk', ['owner', 'product_id'])
    .execute();
  await db.schema
    .createTable('store_restock_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'text', (col) =>
      col.notNull().references('store_product_options.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Set when the option is back in stock (the notice to send).
    .addColumn('notified_at', 'text')
    .addUniqueConstraint('store_restock_requests_once', ['member_id', 'option_id'])
    .execute();
  // One review per order line, by the member who received it.
  await db.schema
    .createTable('store_reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('order_item_id', 'text', (col) =>
      col.notNull().unique().references('store_order_items.id'),
    )
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('store_reviews_rating', sql`rating between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('store_reviews_product')
    .on('store_reviews')
    .columns(['product_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'store_reviews',
    'store_restock_requests',
    'store_recent_views',
    'store_wishes',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('store_ordermade_requests').execute();
  await db.schema.dropTable('store_subscription_events').execute();
  await db.schema.dropTable('store_subscriptions').execute();
}
