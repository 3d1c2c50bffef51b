import { expect } from 'vitest';
import type { AppConfig } from '../src/config';
import { defaultStoreConfig, type StoreConfig } from '../src/store/config';
import { storeDb, type StoreDb } from '../src/store/schema';
import { seedStoreCatalogue } from '../src/store/seed';
import { plainPost } from './accounts-helpers';
import { getContent, newAdmin } from './content-helpers';
import { startTestServer, type Reply, type TestServer } from './helpers';

export interface StoreServer extends TestServer {
  store: StoreDb;
}

/** A test server with the sample catalogue loaded (the quick start's seed). */
export async function startStoreServer(
  overrides: Partial<AppConfig> = {},
  store: Partial<StoreConfig> = {},
): Promise<StoreServer> {
  const server = await startTestServer({
    ...overrides,
    store: { ...defaultStoreConfig, ...store },
  });
  await seedStoreCatalogue(server.db, new Date('2026-01-01T00:00:00.000Z'));
  return Object.assign(server, { store: storeDb(server.db) });
}

/** A store POST with a plain JSON body, as the site sends it. */
export function shop(
  server: TestServer,
  path: string,
  body: unknown,
  credential: string | null,
): Promise<Reply<Record<string, unknown>>> {
  return plainPost(server, `/shop${path}`, body, credential);
}

export function shopGet(
  server: TestServer,
  path: string,
  credential: string | null = null,
): Promise<Reply<Record<string, unknown>>> {
  return getContent(server, `/shop${path}`, credential);
}

export { newAdmin };

/** The sample box A-type 1호 (10 units minimum, steps of 10; 320 won, 288 from 100, 256 from 500). */
export const BOX_1 = 'prd-box-a-type-o1';
/** OPP tape, one box of 50 rolls (39,000 won, 36,000 from 5). */
export const TAPE = 'prd-tape-opp-o1';
/** The sample kit (3,000 won). */
export const SAMPLE = 'prd-sample-box-o1';

export const ORDERER = { name: '홍길동', phone: '010-1234-5678', email: 'buyer@example.com' };
export const RECIPIENT = {
  name: '김철수',
  phone: '010-9876-5432',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 123',
  address2: '4층',
  memo: '문 앞에 놓아 주세요',
};

/** A non-member bank-transfer order body (consents, password). */
export function guestOrder(items: unknown[], extra: Record<string, unknown> = {}) {
  return {
    items,
    paymentMethod: 'bank',
    orderer: ORDERER,
    recipient: RECIPIENT,
    agreeTerms: true,
    agreePrivacy: true,
    password: 'pass1234',
    ...extra,
  };
}

export function memberOrder(items: unknown[], extra: Record<string, unknown> = {}) {
  return { items, paymentMethod: 'bank', orderer: ORDERER, recipient: RECIPIENT, ...extra };
}

export async function stockOf(server: StoreServer, optionId: string): Promise<number> {
  const row = await server.store
    .selectFrom('store_product_options')
    .select('stock')
    .where('id', '=', optionId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}

export async function setStockDirect(server: StoreServer, optionId: string, stock: number) {
  await server.store
    .updateTable('store_product_options')
    .set({ stock })
    .where('id', '=', optionId)
    .execute();
}

export function okData(reply: Reply<Record<string, unknown>>): Record<string, unknown> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.data;
}

export interface OrderView {
  orderNo: string;
  status: string;
  items: { itemId: string; quantity: number; lineTotal: number; cancelled: boolean }[];
  itemsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  pointsUsed: number;
  total: number;
  refundedAmount: number;
  pointsEarned: number;
  tracking: { courierName: string; trackingNo: string; url: string } | null;
  history: { action: string; from: string; to: string }[];
}

export function orderOf(reply: Reply<Record<string, unknown>>): OrderView {
  return okData(reply).order as OrderView;
}

/** Posts the fields the payment window sends back to the server's return URL, as the browser would. */
export async function postFeedback(
  server: TestServer,
  fields: Record<string, string>,
): Promise<{ status: number; location: string }> {
  const response = await fetch(`${server.url}/shop/order/feedbackFromInicis`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export async function paymentRows(server: StoreServer, orderNo: string) {
  return server.store
    .selectFrom('store_payments as p')
    .innerJoin('store_orders as o', 'o.id', 'p.order_id')
    .select(['p.kind', 'p.amount', 'p.provider', 'p.provider_tid'])
    .where('o.order_no', '=', orderNo)
    .execute();
}
