import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { defaultStoreConfig } from '../src/store/config';
import { seedStoreCatalogue } from '../src/store/seed';
import { storeDb } from '../src/store/schema';
import { sweepSubscriptions } from '../src/store/subscription-cycles';
import { newMember } from './accounts-helpers';
import { expectError } from './helpers';
import {
  newAdmin,
  okData,
  ORDERER,
  RECIPIENT,
  shop,
  startStoreServer,
  type StoreServer,
} from './store-helpers';
import { createTestDatabase, testDatabaseKind } from './test-database';

interface Request {
  requestId: string;
  status: string;
  quote: { unitPrice: number; itemsTotal: number; maxMultiple: number } | null;
  orderNo: string | null;
  subscriptionId: string | null;
}

interface Subscription {
  subscriptionId: string;
  status: string;
  optionId: string | null;
  ordermadeRequestId: string | null;
  unitPrice: number | null;
  productName: string | null;
  optionName: string | null;
  quantity: number;
  cycleWeeks: number;
  nextDeliveryOn: string | null;
  delivery: { itemsTotal: number; shippingFee: number; total: number } | null;
  cycles: { deliveryOn: string; status: string; orderNo: string | null }[];
  history: { action: string }[];
}

interface OrderDetail {
  orderNo: string;
  status: string;
  itemsTotal: number;
  shippingFee: number;
  total: number;
  items: { productName: string; optionName: string; quantity: number; unitPrice: number }[];
}

const REQUEST = {
  kind: 'box',
  widthMm: 300,
  lengthMm: 200,
  heightMm: 150,
  material: '골판지 5겹',
  printColors: 2,
  quantity: 500,
  note: '매달 받을 상자',
};

describe('regular delivery of a quoted made-to-order product', () => {
  // 2026-03-01 10:00 in Korea: with two days' lead, the earliest first delivery is 03-03.
  let now = new Date('2026-03-01T01:00:00.000Z');
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    server = await startStoreServer({ now: () => now });
    member = await newMember(server, { user_name: '제작정기' });
    other = await newMember(server, { user_name: '남의것' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(() => server.close());

  async function requestQuoted(
    token: string,
    quote: Record<string, unknown> | null,
  ): Promise<Request> {
    const created = okData(await shop(server, '/ordermade/create', REQUEST, token))
      .request as Request;
    if (quote === null) return created;
    return okData(
      await shop(
        server,
        '/admin/ordermade/quote',
        { requestId: created.requestId, ...quote },
        admin.token,
      ),
    ).request as Request;
  }
  function subscribeBody(requestId: string, extra: Record<string, unknown> = {}) {
    return {
      requestId,
      cycleWeeks: 4,
      paymentMethod: 'bank',
      recipient: RECIPIENT,
      agreeTerms: true,
      ...extra,
    };
  }
  async function detail(token: string, subscriptionId: string): Promise<Subscription> {
    return okData(await shop(server, '/subscriptions/detail', { subscriptionId }, token))
      .subscription as Subscription;
  }
  async function countSubscriptions(): Promise<number> {
    const rows = await server.store.selectFrom('store_subscriptions').select('id').execute();
    return rows.length;
  }

  it('starts from a quotation at the quoted price, whatever the request says', async () => {
    const quoted = await requestQuoted(member.token, { unitPrice: 1200, maxMultiple: 3 });
    expect(quoted.quote).toMatchObject({ unitPrice: 1200, itemsTotal: 600_000, maxMultiple: 3 });
    const reply = okData(
      await shop(
        server,
        '/ordermade/subscribe',
        subscribeBody(quoted.requestId, {
          multiple: 2,
          firstDeliveryOn: '2026-03-10',
          // Never read: the price and quantity come from the quotation.
          unitPrice: 1,
          quantity: 1,
          total: 1,
          optionId: 'prd-tape-opp-o1',
        }),
        member.token,
      ),
    );
    const sub = reply.subscription as Subscription;
    expect(sub).toMatchObject({
      status: 'active',
      optionId: null,
      ordermadeRequestId: quoted.requestId,
      unitPrice: 1200,
      productName: '주문제작 box (골판지 5겹)',
      optionName: '300×200×150mm',
      quantity: 1000,
      cycleWeeks: 4,
      nextDeliveryOn: '2026-03-10',
      // 1000 × 1,200 = 1,200,000: free shipping.
      delivery: { itemsTotal: 1_200_000, shippingFee: 0, total: 1_200_000 },
    });
    // The request shows it is on regular delivery and cannot be taken up again.
    expect(reply.request).toMatchObject({
      status: 'ordered',
      subscriptionId: sub.subscriptionId,
      orderNo: null,
    });
    const ref = { requestId: quoted.requestId };
    const listed = okData(await shop(server, '/ordermade/list', {}, member.token))
      .requests as Request[];
    expect(listed.find((item) => item.requestId === quoted.requestId)?.subscriptionId).toBe(
      sub.subscriptionId,
    );
    expectError(
      await shop(server, '/ordermade/subscribe', subscribeBody(quoted.requestId), member.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    expectError(
      await shop(
        server,
        '/ordermade/order',
        { ...ref, paymentMethod: 'bank', orderer: ORDERER, recipient: RECIPIENT },
        member.token,
      ),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    expectError(await shop(server, '/ordermade/cancel', ref, member.token), 409);

    // Listed and acted on like any subscription.
    const subs = okData(await shop(server, '/subscriptions/list', {}, member.token))
      .subscriptions as Subscription[];
    expect(subs.map((item) => item.subscriptionId)).toContain(sub.subscriptionId);
    const skipped = okData(
      await shop(
        server,
        '/subscriptions/skip',
        { subscriptionId: sub.subscriptionId },
        member.token,
      ),
    ).subscription as Subscription;
    expect(skipped.nextDeliveryOn).toBe('2026-04-07');
    for (const action of ['pause', 'resume'] as const)
      okData(
        await shop(
          server,
          `/subscriptions/${action}`,
          { subscriptionId: sub.subscriptionId },
          member.token,
        ),
      );
    const cancelled = okData(
      await shop(
        server,
        '/subscriptions/cancel',
        { subscriptionId: sub.subscriptionId },
        member.token,
      ),
    ).subscription as Subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', unitPrice: 1200 });
    expect(cancelled.history.map((event) => event.action)).toEqual([
      'create',
      'skip',
      'pause',
      'resume',
      'cancel',
    ]);
  });

  it('starts after a first order of the quotation, once', async () => {
    const quoted = await requestQuoted(member.token, { unitPrice: 500 });
    const ref = { requestId: quoted.requestId };
    okData(
      await shop(
        server,
        '/ordermade/order',
        { ...ref, paymentMethod: 'bank', orderer: ORDERER, recipient: RECIPIENT },
        member.token,
      ),
    );
    const reply = okData(
      await shop(server, '/ordermade/subscribe', subscribeBody(quoted.requestId), member.token),
    );
    const sub = reply.subscription as Subscription;
    expect(sub).toMatchObject({ unitPrice: 500, quantity: 500, nextDeliveryOn: '2026-03-03' });
    const request = reply.request as Request;
    expect(request.status).toBe('ordered');
    expect(request.orderNo).not.toBeNull();
    expect(request.subscriptionId).toBe(sub.subscriptionId);
    expectError(
      await shop(server, '/ordermade/subscribe', subscribeBody(quoted.requestId), member.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
  });

  it('refuses someone else’s request, a multiple the quotation does not allow, no consent', async () => {
    const quoted = await requestQuoted(member.token, { unitPrice: 800 });
    const before = await countSubscriptions();
    // Someone else's id answers like an unknown one.
    const foreign = expectError(
      await shop(server, '/ordermade/subscribe', subscribeBody(quoted.requestId), other.token),
      404,
      'ORDERMADE_NOT_FOUND',
    );
    const unknown = expectError(
      await shop(
        server,
        '/ordermade/subscribe',
        subscribeBody('00000000-0000-4000-8000-000000000000'),
        member.token,
      ),
      404,
      'ORDERMADE_NOT_FOUND',
    );
    expect(foreign).toEqual(unknown);
    // maxMultiple defaults to 1: only the requested quantity.
    const multiple = expectError(
      await shop(
        server,
        '/ordermade/subscribe',
        subscribeBody(quoted.requestId, { multiple: 2 }),
        member.token,
      ),
      400,
      'ORDERMADE_MULTIPLE_INVALID',
    );
    expect(multiple.message).toContain('1배');
    expectError(
      await shop(
        server,
        '/ordermade/subscribe',
        subscribeBody(quoted.requestId, { agreeTerms: false }),
        member.token,
      ),
      400,
      'SUBSCRIPTION_TERMS_REQUIRED',
    );
    expectError(
      await shop(
        server,
        '/ordermade/subscribe',
        subscribeBody(quoted.requestId, { firstDeliveryOn: '2026-03-02' }),
        member.token,
      ),
      400,
      'DELIVERY_DATE_INVALID',
    );
    // Nothing was written by the refusals.
    expect(await countSubscriptions()).toBe(before);
    const after = okData(
      await shop(server, '/ordermade/detail', { requestId: quoted.requestId }, member.token),
    ).request as Request;
    expect(after).toMatchObject({ status: 'quoted', subscriptionId: null });
  });

  it('refuses an unquoted request and an expired quotation in both languages', async () => {
    const unquoted = await requestQuoted(member.token, null);
    const notQuoted = expectError(
      await shop(server, '/ordermade/subscribe', subscribeBody(unquoted.requestId), member.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    expect(notQuoted.message).toContain('requested');
    const expiring = await requestQuoted(member.token, { unitPrice: 900, validDays: 3 });
    now = new Date('2026-03-05T01:00:00.000Z');
    try {
      const expired = expectError(
        await shop(server, '/ordermade/subscribe', subscribeBody(expiring.requestId), member.token),
        409,
        'QUOTE_EXPIRED',
      );
      expect(expired.message).toBe('견적 유효기간이 지났습니다. 다시 견적을 요청해 주세요.');
      expect(expired.messageEn).toBe('The quotation has expired; please ask for a new one.');
    } finally {
      now = new Date('2026-03-01T01:00:00.000Z');
    }
  });

  it('orders each due cycle once at the quoted price, with no catalogue stock', async () => {
    const buyer = await newMember(server, { user_name: '회차주문' });
    const quoted = await requestQuoted(buyer.token, { unitPrice: 70, maxMultiple: 2 });
    const stockBefore = await server.store
      .selectFrom('store_product_options')
      .select(['id', 'stock'])
      .orderBy('id')
      .execute();
    const sub = okData(
      await shop(
        server,
        '/ordermade/subscribe',
        subscribeBody(quoted.requestId, { cycleWeeks: 2 }),
        buyer.token,
      ),
    ).subscription as Subscription;
    expect(sub.nextDeliveryOn).toBe('2026-03-03');
    // The quotation changes in the database afterwards: the subscription keeps its price.
    await server.store
      .updateTable('store_ordermade_requests')
      .set({ quote_unit_price: 1 })
      .where('id', '=', quoted.requestId)
      .execute();

    const first = await sweepSubscriptions(server.store, defaultStoreConfig, now);
    expect(first.ordered).toBeGreaterThanOrEqual(1);
    const after = await detail(buyer.token, sub.subscriptionId);
    expect(after.nextDeliveryOn).toBe('2026-03-17');
    expect(after.cycles).toHaveLength(1);
    expect(after.history.map((event) => event.action)).toEqual(['create', 'cycle_order']);
    const orderNo = after.cycles[0]!.orderNo!;
    const order = okData(await shop(server, '/order/detail', { orderNo }, buyer.token))
      .order as OrderDetail;
    // 500 × 70 = 35,000 with the shipping fee under 50,000 (3,000).
    expect(order).toMatchObject({
      status: 'ordered',
      itemsTotal: 35_000,
      shippingFee: 3000,
      total: 38_000,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productName: '주문제작 box (골판지 5겹)',
        optionName: '300×200×150mm',
        quantity: 500,
        unitPrice: 70,
      }),
    ]);
    // No catalogue stock moved.
    expect(
      await server.store
        .selectFrom('store_product_options')
        .select(['id', 'stock'])
        .orderBy('id')
        .execute(),
    ).toEqual(stockBefore);

    // A second sweep at the same time makes nothing more for this subscription.
    await sweepSubscriptions(server.store, defaultStoreConfig, now);
    const again = await detail(buyer.token, sub.subscriptionId);
    expect(again.cycles).toHaveLength(1);
    const orders = okData(await shop(server, '/order/list', {}, buyer.token)).items as unknown[];
    expect(orders).toHaveLength(1);
  });
});

describe(`migration 0013 on a database with subscriptions (${testDatabaseKind()})`, () => {
  it('lets option_id be null and keeps every row, its events and the foreign keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-om-'));
    const database = await createTestDatabase(dir);
    try {
      const names = Object.keys(migrations);
      const before = names[names.indexOf('0013_ordermade_subscriptions') - 1]!;
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const stamp = '2026-03-01T00:00:00.000Z';
      await seedStoreCatalogue(database.db, new Date(stamp));
      const store = storeDb(database.db);
      await database.db
        .insertInto('users')
        .values({
          id: 'u-1',
          email: 'old@example.com',
          password_hash: 'x',
          name: '기존',
          nickname: null,
          mobile_number: null,
          birth: null,
          gender: null,
          level: 'member',
          profile_image: null,
          payment_method: null,
          is_active: 1,
          created_at: stamp,
          updated_at: stamp,
          deleted_at: null,
        })
        .execute();
      const subscription = {
        id: 's-1',
        member_id: 'u-1',
        option_id: 'prd-tape-opp-o1',
        quantity: 2,
        print: 0,
        cycle_weeks: 2,
        next_delivery_on: '2026-03-03',
        status: 'active' as const,
        payment_method: 'bank' as const,
        recipient_json: '{}',
        terms_version: null,
        version: 0,
        created_at: stamp,
        updated_at: stamp,
      };
      await store.insertInto('store_subscriptions').values(subscription).execute();
      await store
        .insertInto('store_subscription_events')
        .values({
          id: 'e-1',
          subscription_id: 's-1',
          action: 'create',
          from_status: '',
          to_status: 'active',
          detail_json: null,
          created_at: stamp,
        })
        .execute();
      // A catalogue subscription needs its option before the migration.
      await expect(
        store
          .insertInto('store_subscriptions')
          .values({ ...subscription, id: 's-0', option_id: null })
          .execute(),
      ).rejects.toThrow();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(
        await store.selectFrom('store_subscriptions').selectAll().where('id', '=', 's-1').execute(),
      ).toEqual([{ ...subscription, ordermade_request_id: null, unit_price: null }]);
      expect(await store.selectFrom('store_subscription_events').select('id').execute()).toEqual([
        { id: 'e-1' },
      ]);
      await store
        .insertInto('store_subscriptions')
        .values({ ...subscription, id: 's-2', option_id: null, unit_price: 700 })
        .execute();
      // The foreign key to the options still holds, and deleting still cascades to the events.
      await expect(
        store
          .insertInto('store_subscriptions')
          .values({ ...subscription, id: 's-3', option_id: 'no-such-option' })
          .execute(),
      ).rejects.toThrow();
      await store.deleteFrom('store_subscriptions').where('id', '=', 's-1').execute();
      expect(await store.selectFrom('store_subscription_events').select('id').execute()).toEqual(
        [],
      );
    } finally {
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
