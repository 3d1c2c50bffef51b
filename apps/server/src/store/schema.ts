import { randomUUID } from 'node:crypto';
import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/schema';

/** The store's tables (migration `0008_store`), as Kysely sees them. Money in integer won. */
export interface StoreCategoriesTable {
  code: string;
  name: string;
  name_en: string;
  sort_order: number;
  is_exclusive: number;
}

export interface StoreProductsTable {
  id: string;
  alias: string | null;
  category_code: string;
  name: string;
  name_en: string;
  summary: string;
  description: string;
  list_price: number;
  today_shipping: number;
  is_sample: number;
  recommend_order: number | null;
  sold_count: number;
  image_color: string;
  is_published: number;
  created_at: string;
  updated_at: string;
}

export interface StoreProductOptionsTable {
  id: string;
  product_id: string;
  name: string;
  name_en: string;
  width_mm: number | null;
  length_mm: number | null;
  height_mm: number | null;
  min_quantity: number;
  quantity_step: number;
  stock: number;
  print_unit_price: number | null;
  sort_order: number;
  is_active: number;
}

export interface StorePriceTiersTable {
  id: string;
  option_id: string;
  min_quantity: number;
  unit_price: number;
}

export interface StoreCollectionsTable {
  id: string;
  name: string;
  name_en: string;
  description: string;
  sort_order: number;
}

export interface StoreCollectionItemsTable {
  collection_id: string;
  product_id: string;
  sort_order: number;
}

export interface StoreBoxtapeTypesTable {
  id: string;
  name: string;
  name_en: string;
  description: string;
  width_mm: number;
  color: string;
  product_id: string | null;
  sort_order: number;
}

export interface StoreCartItemsTable {
  id: string;
  owner: string;
  option_id: string;
  quantity: number;
  print: number;
  created_at: string;
  updated_at: string;
}

export interface StoreCouponsTable {
  id: string;
  name: string;
  name_en: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_discount: number | null;
  min_order: number;
  starts_at: string;
  ends_at: string;
  is_offered: number;
  is_active: number;
  created_at: string;
}

export interface StoreMemberCouponsTable {
  id: string;
  coupon_id: string;
  member_id: string;
  used_order_id: string | null;
  issued_at: string;
  used_at: string | null;
}

export interface StoreOrdersTable {
  id: string;
  order_no: string;
  member_id: string | null;
  guest_owner: string | null;
  password_hash: string | null;
  agree_terms: number;
  agree_privacy: number;
  orderer_name: string;
  orderer_phone: string;
  orderer_email: string | null;
  recipient_name: string;
  recipient_phone: string;
  zipcode: string;
  address1: string;
  address2: string;
  delivery_memo: string;
  status: string;
  payment_method: 'bank' | 'card';
  depositor_name: string | null;
  items_total: number;
  shipping_fee: number;
  coupon_discount: number;
  points_used: number;
  total: number;
  refunded_amount: number;
  member_coupon_id: string | null;
  points_earned: number;
  courier_code: string | null;
  tracking_no: string | null;
  pay_due_at: string;
  paid_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface StoreOrderItemsTable {
  id: string;
  order_id: string;
  product_id: string;
  option_id: string;
  product_name: string;
  option_name: string;
  quantity: number;
  unit_price: number;
  print: number;
  print_unit_price: number;
  line_total: number;
  cancelled: number;
}

export interface StoreOrderEventsTable {
  id: string;
  order_id: string;
  action: string;
  from_status: string;
  to_status: string;
  actor: string;
  detail_json: string | null;
  created_at: string;
}

export interface StorePaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  kind: 'payment' | 'refund';
  provider_tid: string | null;
  amount: number;
  detail_json: string | null;
  created_at: string;
  /**
   * Refunds (migration 0010): 'done', 'pending' (a bank refund owed, or a card refund not yet
   * answered by the provider) or 'failed' (a card refund the provider refused, migration 0014);
   * null on payments.
   */
  refund_status: Generated<'done' | 'pending' | 'failed' | null>;
  /** A bank refund's account `{ bank, account, holder }` as JSON. */
  refund_account_json: Generated<string | null>;
  completed_at: Generated<string | null>;
  /** 'provider' or 'admin:<uuid>'. */
  completed_by: Generated<string | null>;
  /** Card refunds (migration 0014): provider calls made, the last one's start, its failure. */
  refund_attempts: Generated<number>;
  refund_attempted_at: Generated<string | null>;
  /** `{ code, message }` of the last failed call. */
  refund_error_json: Generated<string | null>;
}

export interface StorePointLedgerTable {
  id: string;
  member_id: string;
  order_id: string | null;
  reason: 'earn' | 'spend' | 'return' | 'revoke' | 'admin';
  delta: number;
  created_at: string;
}

export interface StorePointBalancesTable {
  member_id: string;
  balance: number;
}

// A type alias, not an interface: `withTables` needs an index-signature-compatible record.
export interface StoreSubscriptionsTable {
  id: string;
  member_id: string;
  /** Null for a made-to-order subscription (migration 0013, `ordermade-subscriptions.ts`). */
  option_id: string | null;
  quantity: number;
  print: number;
  cycle_weeks: number;
  next_delivery_on: string;
  status: 'active' | 'paused' | 'cancelled';
  payment_method: 'bank' | 'card';
  recipient_json: string;
  terms_version: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** The made-to-order request delivered (migration 0013); null for a catalogue option. */
  ordermade_request_id: Generated<string | null>;
  /** The quoted unit price each cycle is charged (made-to-order only). */
  unit_price: Generated<number | null>;
}

export interface StoreSubscriptionEventsTable {
  id: string;
  subscription_id: string;
  action: string;
  from_status: string;
  to_status: string;
  detail_json: string | null;
  created_at: string;
}

export interface StoreOrdermadeRequestsTable {
  id: string;
  member_id: string;
  kind: 'box' | 'tape' | 'bag' | 'other';
  width_mm: number | null;
  length_mm: number | null;
  height_mm: number | null;
  material: string;
  print_colors: number;
  quantity: number;
  note: string;
  status: 'requested' | 'quoted' | 'ordered' | 'cancelled';
  quote_unit_price: number | null;
  quote_note: string | null;
  quote_valid_until: string | null;
  order_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** The regular delivery the quotation was taken up as (migration 0013). */
  subscription_id: Generated<string | null>;
  /** A delivery may be up to this many times the quantity (null: the quantity only). */
  quote_max_multiple: Generated<number | null>;
}

export interface StoreWishesTable {
  member_id: string;
  product_id: string;
  created_at: string;
}

export interface StoreRecentViewsTable {
  owner: string;
  product_id: string;
  viewed_at: string;
}

export interface StoreRestockRequestsTable {
  id: string;
  member_id: string;
  option_id: string;
  created_at: string;
  notified_at: string | null;
}

export interface StoreReviewsTable {
  id: string;
  member_id: string;
  product_id: string;
  order_item_id: string;
  rating: number;
  content: string;
  nickname: string;
  hidden: number;
  created_at: string;
  /** When its author last edited it (migration 0015); null as first written. */
  updated_at: string | null;
}

/** Guest cart merge tickets (migration 0010, `cart-merge.ts`). */
export interface StoreCartMergeTicketsTable {
  ticket_hash: string;
  guest_id: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  created_at: string;
}

/** One cycle of a subscription (migration 0010, `subscription-cycles.ts`). */
export interface StoreSubscriptionCyclesTable {
  id: string;
  subscription_id: string;
  delivery_on: string;
  order_id: string | null;
  status: 'ordered' | 'failed';
  reason: string | null;
  created_at: string;
}

/** Quotation requests (migration 0010, `estimates.ts`). */
export interface StoreEstimatesTable {
  id: string;
  member_id: string;
  company_name: string;
  desired_on: string;
  memo: string;
  status: 'requested' | 'answered';
  answer_note: string | null;
  valid_until: string | null;
  answered_by: string | null;
  answered_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface StoreEstimateItemsTable {
  id: string;
  estimate_id: string;
  option_id: string;
  product_id: string;
  product_name: string;
  option_name: string;
  quantity: number;
  list_unit_price: number;
  quoted_unit_price: number | null;
  sort_order: number;
}

/** Made-to-order files and review photos (migration 0010, `files.ts`). */
export interface StoreFilesTable {
  id: string;
  owner_kind: 'ordermade' | 'review';
  owner_id: string;
  member_id: string;
  file_name: string;
  stored_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

export type StoreTables = {
  store_categories: StoreCategoriesTable;
  store_products: StoreProductsTable;
  store_product_options: StoreProductOptionsTable;
  store_price_tiers: StorePriceTiersTable;
  store_collections: StoreCollectionsTable;
  store_collection_items: StoreCollectionItemsTable;
  store_boxtape_types: StoreBoxtapeTypesTable;
  store_cart_items: StoreCartItemsTable;
  store_coupons: StoreCouponsTable;
  store_member_coupons: StoreMemberCouponsTable;
  store_orders: StoreOrdersTable;
  store_order_items: StoreOrderItemsTable;
  store_order_events: StoreOrderEventsTable;
  store_payments: StorePaymentsTable;
  store_point_ledger: StorePointLedgerTable;
  store_point_balances: StorePointBalancesTable;
  store_subscriptions: StoreSubscriptionsTable;
  store_subscription_events: StoreSubscriptionEventsTable;
  store_ordermade_requests: StoreOrdermadeRequestsTable;
  store_wishes: StoreWishesTable;
  store_recent_views: StoreRecentViewsTable;
  store_restock_requests: StoreRestockRequestsTable;
  store_reviews: StoreReviewsTable;
  store_cart_merge_tickets: StoreCartMergeTicketsTable;
  store_subscription_cycles: StoreSubscriptionCyclesTable;
  store_estimates: StoreEstimatesTable;
  store_estimate_items: StoreEstimateItemsTable;
  store_files: StoreFilesTable;
};

export type StoreSchema = DatabaseSchema & StoreTables;
export type StoreDb = Kysely<StoreSchema>;
export type StoreTrx = Transaction<StoreSchema>;
/** A connection or a transaction: what the helpers that run inside a change take. */
export type StoreConn = StoreDb | StoreTrx;

export type OrderRow = Selectable<StoreOrdersTable>;
export type OrderItemRow = Selectable<StoreOrderItemsTable>;
export type CouponRow = Selectable<StoreCouponsTable>;

/** The app's database with the store's tables known to the query builder. */
export function storeDb(db: Database): StoreDb {
  return db.withTables<StoreTables>();
}

/** The same connection typed as the app's database (for shared helpers like the audit log). */
export function appConn(conn: StoreConn): Kysely<DatabaseSchema> {
  return conn as unknown as Kysely<DatabaseSchema>;
}

let eventSequence = 0;

/**
 * An id for an event row that sorts in the order the events were written within this process
 * (events are listed by time, then id; two events can share a millisecond).
 */
export function eventId(): string {
  eventSequence += 1;
  return `${String(eventSequence).padStart(12, '0')}-${randomUUID()}`;
}
