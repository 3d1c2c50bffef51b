import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../src/logger';
import { defaultStoreConfig } from '../src/store/config';
import { startSubscriptionSweeper, sweepSubscriptions } from '../src/store/subscription-cycles';
import { newMember } from './accounts-helpers';
import {
  okData,
  RECIPIENT,
  SAMPLE,
  setStockDirect,
  shop,
  startStoreServer,
  stockOf,
  TAPE,
  type StoreServer,
} from './store-helpers';

interface Subscription {
  subscriptionId: string;
  nextDeliveryOn: string | null;
  cycles: { deliveryOn: string; status: string; reason: string | null; orderNo: string | null }[];
  history: { action: string }[];
}

interface OrderItem {
  orderNo: string;
  status: string;
  paymentMethod: string;
  total: number;
}

describe('per-cycle subscription orders', () => {
  // 2026-03-01 10:00 in Korea: with two days' lead, a first delivery on 03-03 is due now.
  let now = new Date('2026-03-01T01:00:00.000Z');
  let server: StoreServer;
  const config = defaultStoreConfig;

  beforeAll(async () => {
    server = await startStoreServer({ now: () => now });
  }, 60_000);
  afterAll(() => server.close());

  async function subscribe(
    token: string,
    optionId: string,
    quantity: number,
    paymentMethod = 'bank',
  ): Promise<Subscription> {
    return okData(
      await shop(
        server,
        '/subscriptions/create',
        {
          optionId,
          quantity,
          cycleWeeks: 2,
          paymentMethod,
          recipient: RECIPIENT,
          agreeTerms: true,
        },
        token,
      ),
    ).subscription as Subscription;
  }
  async function detail(token: string, subscriptionId: string): Promise<Subscription> {
    return okData(await shop(server, '/subscriptions/detail', { subscriptionId }, token))
      .subscription as Subscription;
  }
  async function orders(token: string): Promise<OrderItem[]> {
    return okData(await shop(server, '/order/list', {}, token)).items as OrderItem[];
  }

  it('orders a due cycle at today’s price with stock reserved, and moves the next date on', async () => {
    const member = await newMember(server, { user_name: '정기주문' });
    const sub = await subscribe(member.token, TAPE, 2);
    expect(sub.nextDeliveryOn).toBe('2026-03-03');
    // The price changed after subscribing: the order is priced from today's database.
    await server.store
      .updateTable('store_price_tiers')
      .set({ unit_price: 40_000 })
      .where('option_id', '=', TAPE)
      .where('min_quantity', '=', 1)
      .execute();
    const stock = await stockOf(server, TAPE);

    expect(await sweepSubscriptions(server.store, config, now)).toEqual({ ordered: 1, failed: 0 });
    const [order] = await orders(member.token);
    // 2 × 40,000 = 80,000: free shipping from 50,000.
    expect(order).toMatchObject({ status: 'ordered', paymentMethod: 'bank', total: 80_000 });
    expect(await stockOf(server, TAPE)).toBe(stock - 2);
    const after = await detail(member.token, sub.subscriptionId);
    expect(after.nextDeliveryOn).toBe('2026-03-17');
    expect(after.cycles).toEqual([
      {
        deliveryOn: '2026-03-03',
        status: 'ordered',
        reason: null,
        orderNo: order!.orderNo,
        orderStatus: 'ordered',
      },
    ]);
    expect(after.history.map((event) => event.action)).toEqual(['create', 'cycle_order']);
    // The order waits for the deposit like any bank-transfer order (three days).
    const full = okData(
      await shop(server, '/order/detail', { orderNo: order!.orderNo }, member.token),
    ).order as { payDueAt: string; recipient: { name: string } };
    expect(full.payDueAt).toBe('2026-03-04T01:00:00.000Z');
    expect(full.recipient.name).toBe(RECIPIENT.name);

    // Nothing is due any more: a second sweep makes nothing.
    expect(await sweepSubscriptions(server.store, config, now)).toEqual({ ordered: 0, failed: 0 });
    expect(await orders(member.token)).toHaveLength(1);

    // Two weeks on, the next cycle is due and ordered once more.
    now = new Date('2026-03-15T01:00:00.000Z');
    try {
      expect(await sweepSubscriptions(server.store, config, now)).toMatchObject({ ordered: 1 });
    } finally {
      now = new Date('2026-03-01T01:00:00.000Z');
    }
    const later = await detail(member.token, sub.subscriptionId);
    expect(later.nextDeliveryOn).toBe('2026-03-31');
    expect(later.cycles.map((cycle) => cycle.deliveryOn)).toEqual(['2026-03-17', '2026-03-03']);
    expect(await orders(member.token)).toHaveLength(2);
  });

  it('makes each cycle once when sweeps run at the same time', async () => {
    const members = await Promise.all(
      ['동시가', '동시나', '동시다'].map((name) => newMember(server, { user_name: name })),
    );
    const subs = [];
    for (const member of members) subs.push(await subscribe(member.token, TAPE, 1));
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sweepSubscriptions(server.store, config, now)),
    );
    expect(results.reduce((sum, result) => sum + result.ordered, 0)).toBe(3);
    for (const [index, member] of members.entries()) {
      expect(await orders(member.token)).toHaveLength(1);
      const sub = await detail(member.token, subs[index]!.subscriptionId);
      expect(sub.cycles).toHaveLength(1);
      expect(sub.nextDeliveryOn).toBe('2026-03-17');
    }
    // The unique pair refuses a second row for the same cycle whatever the code does.
    const cycle = await server.store
      .selectFrom('store_subscription_cycles')
      .selectAll()
      .where('subscription_id', '=', subs[0]!.subscriptionId)
      .executeTakeFirstOrThrow();
    await expect(
      server.store
        .insertInto('store_subscription_cycles')
        .values({ ...cycle, id: 'another-id' })
        .execute(),
    ).rejects.toThrow();
  });

  it('records a cycle that cannot be ordered (out of stock) once and moves on', async () => {
    const member = await newMember(server, { user_name: '품절' });
    const sub = await subscribe(member.token, SAMPLE, 1);
    await setStockDirect(server, SAMPLE, 0);
    expect(await sweepSubscriptions(server.store, config, now)).toEqual({ ordered: 0, failed: 1 });
    expect(await orders(member.token)).toEqual([]);
    const after = await detail(member.token, sub.subscriptionId);
    expect(after.cycles).toEqual([
      expect.objectContaining({
        deliveryOn: '2026-03-03',
        status: 'failed',
        reason: 'OUT_OF_STOCK',
        orderNo: null,
      }),
    ]);
    expect(after.nextDeliveryOn).toBe('2026-03-17');
    expect(after.history.map((event) => event.action)).toEqual(['create', 'cycle_failed']);
    expect(await sweepSubscriptions(server.store, config, now)).toEqual({ ordered: 0, failed: 0 });
    await setStockDirect(server, SAMPLE, 100);
  });

  it('leaves paused subscriptions alone and runs from the sweeper timer', async () => {
    const member = await newMember(server, { user_name: '타이머' });
    const paused = await subscribe(member.token, TAPE, 1);
    okData(
      await shop(
        server,
        '/subscriptions/pause',
        { subscriptionId: paused.subscriptionId },
        member.token,
      ),
    );
    const active = await subscribe(member.token, TAPE, 1, 'card');
    const logger = createMemoryLogger();
    const sweeper = startSubscriptionSweeper(server.store, config, () => now, logger, 20);
    try {
      await expect
        .poll(async () => (await detail(member.token, active.subscriptionId)).cycles.length, {
          timeout: 5000,
        })
        .toBe(1);
    } finally {
      await sweeper.stop();
    }
    expect(logger.records.filter((record) => record.level === 'error')).toEqual([]);
    expect((await detail(member.token, paused.subscriptionId)).cycles).toEqual([]);
    // Card payment is off on this server: the card subscription's order is a bank transfer.
    const list = await orders(member.token);
    expect(list).toHaveLength(1);
    expect(list[0]?.paymentMethod).toBe('bank');
  });
});
