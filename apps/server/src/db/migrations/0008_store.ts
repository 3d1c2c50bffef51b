import { sql, type Kysely } from 'kysely';

/**
 * The store: catalogue (categories by `lCate` code, products, options with stock,
 * quantity price tiers, collections, box-tape types), carts of members and guests, orders with
 * their items, events (the state machine's history) and payments, points and coupons.
 * Portable like the rest: text ids, ISO-8601 text times, integer 0/1 flags, money in integer won.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_categories')
    // The `lCate` code of the site's links: '01' boxes, '16' the exclusive category, …
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_exclusive', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('store_products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // A readable second id (`sample_box`), unique when set.
    .addColumn('alias', 'text', (col) => col.unique())
    .addColumn('category_code', 'text', (col) => col.notNull().references('store_categories.code'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // Lowest unit price of the options (won), kept by the server for sorting and filtering.
    .addColumn('list_price', 'integer', (col) => col.notNull())
    .addColumn('today_shipping', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    // Position on the main page's recommended list; null: not recommended.
    .addColumn('recommend_order', 'integer')
    // Units sold (popularity sort).
    .addColumn('sold_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('image_color', 'text', (col) => col.notNull().defaultTo('#c8a27a'))
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_products_category')
    .on('store_products')
    .columns(['category_code', 'created_at'])
    .execute();

  // A size (or kind) of a product with its own stock and price tiers.
  await db.schema
    .createTable('store_product_options')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) =>
      col.notNull().references('store_products.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('width_mm', 'integer')
    .addColumn('length_mm', 'integer')
    .addColumn('height_mm', 'integer')
    // Units per order line: at least min_quantity, in steps of quantity_step.
    .addColumn('min_quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('quantity_step', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
    // Extra won per unit for a printed logo; null: printing is not offered.
    .addColumn('print_unit_price', 'integer')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint('store_product_options_stock', sql`stock >= 0`)
    .execute();
  await db.schema
    .createIndex('store_product_options_product')
    .on('store_product_options')
    .column('product_id')
    .execute();

  // Unit price from a quantity up: the tier with the largest min_quantity <= quantity applies.
  await db.schema
    .createTable('store_price_tiers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('option_id', 'text', (col) =>
      col.notNull().references('store_product_options.id').onDelete('cascade'),
    )
    .addColumn('min_quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price', 'integer', (col) => col.notNull())
    .addUniqueConstraint('store_price_tiers_option_min', ['option_id', 'min_quantity'])
    .execute();

  await db.schema
    .createTable('store_collections')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('store_collection_items')
    .addColumn('collection_id', 'text', (col) =>
      col.notNull().references('store_collections.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (col) =>
      col.notNull().references('store_products.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('store_collection_items_pk', ['collection_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('store_boxtape_types')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('width_mm', 'integer', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.references('store_products.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // A cart line: the owner is a member's uuid or a guest id.
  await db.schema
    .createTable('store_cart_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('option_id', 'text', (col) =>
      col.notNull().references('store_product_options.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('print', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('store_cart_items_line', ['owner', 'option_id', 'print'])
    .execute();

  await db.schema
    .createTable('store_coupons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    // 'percent' (value in %, capped by max_discount) or 'fixed' (value in won).
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('max_discount', 'integer')
    .addColumn('min_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    // Offered on the coupon page for members to take themselves.
    .addColumn('is_offered', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // One coupon per member, used once.
  await db.schema
    .createTable('store_member_coupons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('coupon_id', 'text', (col) => col.notNull().references('store_coupons.id'))
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('used_order_id', 'text')
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addUniqueConstraint('store_member_coupons_once', ['coupon_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // What people and the payment provider see (Inicis `oid` / `MOID`).
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'text', (col) => col.references('users.id'))
    // A non-member order: the guest id it was placed with, and the order password (argon2).
    .addColumn('guest_owner', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('agree_terms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('agree_privacy', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('orderer_name', 'text', (col) => col.notNull())
    .addColumn('orderer_phone', 'text', (col) => col.notNull())
    .addColumn('orderer_email', 'text')
    .addColumn('recipient_name', 'text', (col) => col.notNull())
    .addColumn('recipient_phone', 'text', (col) => col.notNull())
    .addColumn('zipcode', 'text', (col) => col.notNull())
    .addColumn('address1', 'text', (col) => col.notNull())
    .addColumn('address2', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('delivery_memo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull())
    // 'bank' or 'card'.
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('depositor_name', 'text')
    .addColumn('items_total', 'integer', (col) => col.notNull())
    .addColumn('shipping_fee', 'integer', (col) => col.notNull())
    .addColumn('coupon_discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points_used', 'integer', (col) => col.notNull().defaultTo(0))
    // What is charged: items + shipping − coupon − points (never from the client).
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('refunded_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('member_coupon_id', 'text')
    .addColumn('points_earned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('courier_code', 'text')
    .addColumn('tracking_no', 'text')
    // Unpaid orders are expired (and their stock released) after this time.
    .addColumn('pay_due_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    // Bumped by every change: a change made from a stale read updates nothing and is refused.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_orders_member')
    .on('store_orders')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('store_orders_status_due')
    .on('store_orders')
    .columns(['status', 'pay_due_at'])
    .execute();

  await db.schema
    .createTable('store_order_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) =>
      col.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('option_id', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('option_name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price', 'integer', (col) => col.notNull())
    .addColumn('print', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('print_unit_price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('line_total', 'integer', (col) => col.notNull())
    .addColumn('cancelled', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('store_order_items_order')
    .on('store_order_items')
    .column('order_id')
    .execute();

  // Every status change: the state machine's history (who, from, to, when).
  await db.schema
    .createTable('store_order_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) =>
      col.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    // 'customer', 'admin:<uuid>', 'provider' or 'system'.
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('detail_json', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_order_events_order')
    .on('store_order_events')
    .column('order_id')
    .execute();

  // Money in and out: approvals (kind 'payment') and refunds (kind 'refund').
  await db.schema
    .createTable('store_payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('store_orders.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // The provider's transaction id (Inicis `tid`): a replayed approval cannot insert twice.
    .addColumn('provider_tid', 'text', (col) => col.unique())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('detail_json', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // At most one approved payment per order, whatever the provider says.
  await db.schema
    .createIndex('store_payments_one_payment')
    .on('store_payments')
    .columns(['order_id', 'kind'])
    .where(sql.ref('kind'), '=', sql.lit('payment'))
    .unique()
    .execute();

  // A member's spendable points; spent with a conditional UPDATE, so never below zero.
  await db.schema
    .createTable('store_point_balances')
    .addColumn('member_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('store_point_balances_not_negative', sql`balance >= 0`)
    .execute();
  await db.schema
    .createTable('store_point_ledger')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'text')
    // 'earn', 'spend', 'return' (a cancelled order's points back), 'revoke' or 'admin'.
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('store_point_ledger_member')
    .on('store_point_ledger')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'store_point_ledger',
    'store_point_balances',
    'store_payments',
    'store_order_events',
    'store_order_items',
    'store_orders',
    'store_member_coupons',
    'store_coupons',
    'store_cart_items',
    'store_boxtape_types',
    'store_collection_items',
    'store_collections',
    'store_price_tiers',
    'store_product_options',
    'store_products',
    'store_categories',
  ])
    await db.schema.dropTable(table).execute();
}
