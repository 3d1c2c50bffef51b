import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import { readPlainAnswer } from './qna';

/**
 * The store's orders, payments, coupons and points, under `/shop`: plain JSON POSTs
 * answered `{ resCode: 200, dataRes }`. Members are known by their token, guests by their guest
 * id (the client sends both headers); a non-member order is reached with its number and the
 * order password. Every amount is the server's: the quote and the order are recomputed there,
 * whatever the page shows. A failure throws an `ApiError` in the server's words.
 */
export const STORE_ORDER_PATHS = {
  cartList: '/shop/cart/list',
  quote: '/shop/order/quote',
  create: '/shop/order/create',
  pay: '/shop/order/pay',
  detail: '/shop/order/detail',
  list: '/shop/order/list',
  cancel: '/shop/order/cancel',
  couponOffers: '/shop/coupon-offers',
  couponIssue: '/shop/coupons/issue',
  couponsMine: '/shop/coupons/mine',
  points: '/shop/points',
} as const;

const text = z.string().nullish();

/** One line to buy now: an option, units and whether it is printed. */
export interface OrderLineRequest {
  optionId: string;
  quantity: number;
  print?: boolean;
}

/** What is bought (buy-now `items` or the caller's `cartItemIds`), with a coupon and points. */
export interface QuoteRequest {
  items?: OrderLineRequest[];
  cartItemIds?: string[];
  memberCouponId?: string | null;
  points?: number;
}

const quoteItemSchema = z.looseObject({
  productId: z.string(),
  optionId: z.string(),
  productName: z.string(),
  productNameEn: text,
  optionName: z.string(),
  optionNameEn: text,
  quantity: z.number(),
  unitPrice: z.number(),
  print: z.boolean(),
  printUnitPrice: z.number(),
  lineTotal: z.number(),
  stock: z.number(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

const quoteSchema = z.looseObject({
  items: z.array(quoteItemSchema),
  itemsTotal: z.number(),
  shippingFee: z.number(),
  couponDiscount: z.number(),
  pointsUsed: z.number(),
  total: z.number(),
  coupon: z.looseObject({ memberCouponId: z.string(), name: z.string(), nameEn: text }).nullable(),
  pointsBalance: z.number(),
  pointsEarnedOnDelivery: z.number(),
  shortages: z.array(z.looseObject({ optionId: z.string(), name: z.string(), stock: z.number() })),
  shippingRule: z.looseObject({ fee: z.number(), freeFrom: z.number() }),
});
export type OrderQuote = z.infer<typeof quoteSchema>;

const orderItemSchema = z.looseObject({
  itemId: z.string(),
  productId: z.string(),
  optionId: z.string(),
  productName: z.string(),
  optionName: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  print: z.boolean(),
  printUnitPrice: z.number(),
  lineTotal: z.number(),
  cancelled: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const orderSchema = z.looseObject({
  orderNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  statusLabelEn: z.string(),
  isMemberOrder: z.boolean(),
  paymentMethod: z.string(),
  bankAccount: z
    .looseObject({
      bank: z.string(),
      account: z.string(),
      holder: z.string(),
      depositorName: text,
      dueAt: text,
    })
    .nullable(),
  orderer: z.looseObject({ name: z.string(), phone: z.string(), email: text }),
  recipient: z.looseObject({
    name: z.string(),
    phone: z.string(),
    zipcode: z.string(),
    address1: z.string(),
    address2: z.string(),
    memo: z.string(),
  }),
  items: z.array(orderItemSchema),
  itemsTotal: z.number(),
  shippingFee: z.number(),
  couponDiscount: z.number(),
  pointsUsed: z.number(),
  total: z.number(),
  refundedAmount: z.number(),
  pointsEarned: z.number(),
  /** Points this member order earns on delivery (the server's rule), 0 for a guest. */
  pointsOnDelivery: z.number().optional(),
  refunds: z.array(
    z.looseObject({
      amount: z.number(),
      provider: z.string(),
      createdAt: z.string(),
      /** 'pending' until the money is back (a card refund is sent after the cancel commits). */
      status: z.enum(['pending', 'done']).optional(),
    }),
  ),
  tracking: z
    .looseObject({ courierName: z.string(), trackingNo: z.string(), url: z.string() })
    .nullable(),
  payDueAt: text,
  paidAt: text,
  createdAt: z.string(),
  history: z.array(
    z.looseObject({ action: z.string(), from: z.string(), to: z.string(), at: z.string() }),
  ),
});
export type StoreOrder = z.infer<typeof orderSchema>;

const bankPaymentSchema = z.looseObject({
  bank: z.string(),
  account: z.string(),
  holder: z.string(),
  amount: z.number(),
  depositorName: text,
  dueAt: text,
});
const cardPaymentSchema = z.looseObject({
  payUrl: z.string(),
  fields: z.record(z.string(), z.string()),
});
const paymentSchema = z.union([cardPaymentSchema, bankPaymentSchema]);
export type BankPayment = z.infer<typeof bankPaymentSchema>;
export type CardPayment = z.infer<typeof cardPaymentSchema>;
export type OrderPayment = BankPayment | CardPayment;

export function isCardPayment(payment: OrderPayment | null | undefined): payment is CardPayment {
  return payment !== null && payment !== undefined && 'payUrl' in payment;
}

export interface OrderAddress {
  name: string;
  phone: string;
  zipcode: string;
  address1: string;
  address2?: string;
  memo?: string;
}

export interface CreateOrderRequest extends QuoteRequest {
  paymentMethod: 'bank' | 'card';
  depositorName?: string | null;
  orderer: { name: string; phone: string; email?: string | null };
  recipient: OrderAddress;
  /** Preferred courier company code (`/boards/courier_companies`). */
  courierCode?: string | null;
  /** Non-member orders: both consents and an order password (4–20 characters). */
  agreeTerms?: boolean;
  agreePrivacy?: boolean;
  password?: string | null;
}

/** An order of the caller (member), or a non-member order with its password. */
export interface OrderRef {
  orderNo: string;
  password?: string | null;
}

const orderListItemSchema = z.looseObject({
  orderNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  statusLabelEn: z.string(),
  paymentMethod: z.string(),
  total: z.number(),
  refundedAmount: z.number(),
  firstItemName: z.string(),
  lineCount: z.number(),
  ordererName: z.string(),
  createdAt: z.string(),
});
export type StoreOrderListItem = z.infer<typeof orderListItemSchema>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    items: z.array(item),
    totalCount: z.number(),
    totalPage: z.number(),
    currentPage: z.number(),
    pageSize: z.number(),
  });
}
const orderPageSchema = pageOf(orderListItemSchema);
export type StoreOrderPage = z.infer<typeof orderPageSchema>;

const couponSchema = z.looseObject({
  couponId: z.string(),
  name: z.string(),
  nameEn: text,
  kind: z.string(),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minOrder: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
});
const offerSchema = couponSchema.extend({ issued: z.boolean() });
export type CouponOffer = z.infer<typeof offerSchema>;
const memberCouponSchema = couponSchema.extend({
  memberCouponId: z.string(),
  issuedAt: z.string(),
  usedAt: text,
  usable: z.boolean(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

const pointEntrySchema = z.looseObject({
  reason: z.string(),
  delta: z.number(),
  orderNo: text,
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;
const pointPageSchema = pageOf(pointEntrySchema).extend({ balance: z.number() });
export type PointHistory = z.infer<typeof pointPageSchema>;

const cartLineSchema = z.looseObject({
  itemId: z.string(),
  optionId: z.string(),
  quantity: z.number(),
  available: z.boolean(),
});
export type OrderCartLine = z.infer<typeof cartLineSchema>;

function post<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  body: object,
  schema: S,
  options?: CallOptions,
) {
  return readPlainAnswer(
    client,
    path,
    { method: 'POST', body: body as Record<string, unknown> },
    schema,
    options,
  );
}

/** The lines of the caller's cart (ids and availability), to order them from `/ordersheet`. */
export async function listCartLinesForOrder(
  client: ApiClient,
  options?: CallOptions,
): Promise<OrderCartLine[]> {
  const data = await post(
    client,
    STORE_ORDER_PATHS.cartList,
    {},
    z.looseObject({ items: z.array(cartLineSchema) }),
    options,
  );
  return data.items;
}

/** The server's price of what would be ordered: lines, shipping, coupon, points, total. */
export async function quoteOrder(
  client: ApiClient,
  request: QuoteRequest,
  options?: CallOptions,
): Promise<OrderQuote> {
  const data = await post(
    client,
    STORE_ORDER_PATHS.quote,
    request,
    z.looseObject({ quote: quoteSchema }),
    options,
  );
  return data.quote;
}

/** Places the order; `payment` says how to pay (bank account, card form fields, or nothing). */
export async function createOrder(
  client: ApiClient,
  request: CreateOrderRequest,
  options?: CallOptions,
): Promise<{ order: StoreOrder; payment: OrderPayment | null }> {
  return post(
    client,
    STORE_ORDER_PATHS.create,
    request,
    z.looseObject({ order: orderSchema, payment: paymentSchema.nullable() }),
    options,
  );
}

/** Starts (again) paying an unpaid order: the bank account or the Inicis form fields. */
export async function payOrder(
  client: ApiClient,
  ref: OrderRef,
  options?: CallOptions,
): Promise<OrderPayment> {
  const data = await post(
    client,
    STORE_ORDER_PATHS.pay,
    ref,
    z.looseObject({ payment: paymentSchema }),
    options,
  );
  return data.payment;
}

/** One order: a member's own, or a guest's with its number and password. */
export async function getOrder(
  client: ApiClient,
  ref: OrderRef,
  options?: CallOptions,
): Promise<StoreOrder> {
  const data = await post(
    client,
    STORE_ORDER_PATHS.detail,
    ref,
    z.looseObject({ order: orderSchema }),
    options,
  );
  return data.order;
}

/** Guest order look-up: the order number and the order password chosen at ordering. */
export function lookUpGuestOrder(
  client: ApiClient,
  orderNo: string,
  password: string,
  options?: CallOptions,
): Promise<StoreOrder> {
  return getOrder(client, { orderNo, password }, options);
}

/** The member's orders; `view` 'active' (order-shipping-list) or 'cancel' (order-cancel-list). */
export async function listOrders(
  client: ApiClient,
  request: { page: number; size: number; view?: 'all' | 'active' | 'cancel'; status?: string },
  options?: CallOptions,
): Promise<StoreOrderPage> {
  return post(client, STORE_ORDER_PATHS.list, request, orderPageSchema, options);
}

/** The account a paid bank-transfer order's refund goes to (the shop pays it back by hand). */
export interface RefundAccount {
  bank: string;
  account: string;
  holder: string;
}

/**
 * Cancels before shipping: the whole order, or only `itemIds` (a paid bank-transfer order gives
 * the `refundAccount`); answers the order after it, with the refund.
 */
export async function cancelOrder(
  client: ApiClient,
  ref: OrderRef & { itemIds?: string[]; refundAccount?: RefundAccount | null },
  options?: CallOptions,
): Promise<StoreOrder> {
  const data = await post(
    client,
    STORE_ORDER_PATHS.cancel,
    ref,
    z.looseObject({ order: orderSchema }),
    options,
  );
  return data.order;
}

/** Coupons on offer now, each with whether the signed-in member already holds it. */
export async function listCouponOffers(
  client: ApiClient,
  options?: CallOptions,
): Promise<CouponOffer[]> {
  const data = await readPlainAnswer(
    client,
    STORE_ORDER_PATHS.couponOffers,
    { method: 'GET' },
    z.looseObject({ coupons: z.array(offerSchema) }),
    options,
  );
  return data.coupons;
}

/** The member takes an offered coupon (once); answers the held coupon's id. */
export async function issueCoupon(
  client: ApiClient,
  couponId: string,
  options?: CallOptions,
): Promise<string> {
  const data = await post(
    client,
    STORE_ORDER_PATHS.couponIssue,
    { couponId },
    z.looseObject({ memberCouponId: z.string() }),
    options,
  );
  return data.memberCouponId;
}

/** The member's coupons: usable ones first, then used or expired ones. */
export async function listMyCoupons(
  client: ApiClient,
  options?: CallOptions,
): Promise<MemberCoupon[]> {
  const data = await post(
    client,
    STORE_ORDER_PATHS.couponsMine,
    {},
    z.looseObject({ coupons: z.array(memberCouponSchema) }),
    options,
  );
  return data.coupons;
}

/** The member's points balance and history (earned on delivery, spent, returned). */
export async function getPointHistory(
  client: ApiClient,
  request: { page: number; size: number },
  options?: CallOptions,
): Promise<PointHistory> {
  return post(client, STORE_ORDER_PATHS.points, request, pointPageSchema, options);
}
