import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStoreConfig, type InicisConfig, type StoreConfig } from '../src/store/config';
import { refundHash, retryPendingRefunds } from '../src/store/refunds';
import { newMember } from './accounts-helpers';
import { expectError } from './helpers';
import { inicisConfigFor, startInicisDouble, type InicisDouble } from './inicis-double';
import {
  memberOrder,
  newAdmin,
  okData,
  orderOf,
  paymentRows,
  postFeedback,
  SAMPLE,
  shop,
  startStoreServer,
  stockOf,
  TAPE,
  type OrderView,
  type StoreServer,
} from './store-helpers';

interface CardStart {
  payUrl: string;
  fields: Record<string, string>;
}

interface RefundView {
  refundId: string;
  amount: number;
  provider: string;
  status: string;
  completedAt: string | null;
}

interface DetailView extends OrderView {
  refunds: (RefundView & { statusLabel: string; statusLabelEn: string })[];
}

function detailOf(reply: Awaited<ReturnType<typeof shop>>): DetailView {
  return orderOf(reply) as DetailView;
}

const ACCOUNT = { bank: '국민은행', account: '123-456-789012', holder: '김환불' };

describe('refunds: card orders through INIAPI, bank orders by the shop', () => {
  let server: StoreServer;
  let double: InicisDouble;
  let inicis: InicisConfig;
  /** The server's store config as the refund sweep gets it (the same `inicis` object). */
  let storeConfig: StoreConfig;
  let buyer: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newAdmin>>;

  beforeAll(async () => {
    double = await startInicisDouble();
    inicis = inicisConfigFor(double, { clientIp: '10.0.0.7' });
    server = await startStoreServer({}, { inicis });
    storeConfig = { ...defaultStoreConfig, inicis };
    buyer = await newMember(server, { user_name: '환불' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  async function refundRows(orderNo: string) {
    return server.store
      .selectFrom('store_payments as p')
      .innerJoin('store_orders as o', 'o.id', 'p.order_id')
      .select([
        'p.refund_status',
        'p.refund_attempts',
        'p.refund_error_json',
        'p.completed_by',
        'p.amount',
      ])
      .where('o.order_no', '=', orderNo)
      .where('p.kind', '=', 'refund')
      .orderBy('p.created_at')
      .execute();
  }

  /** A member card order, paid through the double; answers the order number. */
  async function paidCardOrder(items: { optionId: string; quantity: number }[]) {
    const created = okData(
      await shop(
        server,
        '/order/create',
        memberOrder(items, { paymentMethod: 'card' }),
        buyer.token,
      ),
    );
    const orderNo = (created.order as { orderNo: string }).orderNo;
    await postFeedback(server, await double.pay((created.payment as CardStart).fields));
    const paid = orderOf(await shop(server, '/order/detail', { orderNo }, buyer.token));
    expect(paid.status).toBe('paid');
    return { orderNo, order: paid };
  }

  it('hashes the INIAPI fields with SHA-512 over the documented order', () => {
    const fields = {
      type: 'PartialRefund' as const,
      paymethod: 'Card' as const,
      timestamp: '20260101120000',
      clientIp: '10.0.0.7',
      mid: 'INIpayTest',
      tid: 'T1',
      msg: 'x',
      price: '1000',
      confirmPrice: '500',
    };
    // Reference values from coreutils, not from our code:
    //   printf '%s' 'KEYPartialRefundCard2026010112000010.0.0.7INIpayTestT11000500' | sha512sum
    //   printf '%s' 'KEYRefundCard2026010112000010.0.0.7INIpayTestT1' | sha512sum
    expect(refundHash('KEY', fields)).toBe(
      '8ce4ad9e354211f2fe401f2ff965b3566720a3d1c6f368269d66ff991934abdc' +
        '84d7dabb1e825b0b71a0041dd4ab3048b0964ba203ee5cc14ebf78e65e7c9ac5',
    );
    // A whole refund leaves price and confirmPrice out of the hash.
    expect(refundHash('KEY', { ...fields, type: 'Refund' })).toBe(
      '4a520131d1f1f168449cb5bce43f75fe213d66f54fb38e45dde522d74472cdb5' +
        'c8c797717093f7ad160d013ac1142708c4f3840ef1df8815b60f841db2a09137',
    );
  });

  it('refunds a whole card order at INIAPI and records the answer; a repeat refunds nothing', async () => {
    const { orderNo } = await paidCardOrder([{ optionId: TAPE, quantity: 1 }]);
    const calls = double.refundCalls;
    const cancelled = okData(await shop(server, '/order/cancel', { orderNo }, buyer.token))
      .order as { status: string; refundedAmount: number; refunds: RefundView[] };
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: 42_000 });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ amount: 42_000, provider: 'inicis', status: 'done' }),
    ]);
    expect(double.refunds.at(-1)).toMatchObject({ type: 'Refund', price: 42_000, remains: 0 });
    expect(double.refundCalls).toBe(calls + 1);

    const row = await server.store
      .selectFrom('store_payments as p')
      .innerJoin('store_orders as o', 'o.id', 'p.order_id')
      .select(['p.detail_json', 'p.refund_status', 'p.completed_by'])
      .where('o.order_no', '=', orderNo)
      .where('p.kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ refund_status: 'done', completed_by: 'provider' });
    expect(JSON.parse(row.detail_json!)).toMatchObject({ type: 'Refund', resultCode: '00' });

    // The same cancellation again: refused by the state, the provider not called again.
    expectError(
      await shop(server, '/order/cancel', { orderNo }, buyer.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    expect(double.refundCalls).toBe(calls + 1);
    expect((await paymentRows(server, orderNo)).filter((r) => r.kind === 'refund')).toHaveLength(1);
  });

  it('refunds part of a card order, then the rest, as partial refunds with what stays charged', async () => {
    // Tape 39,000 + sample 3,000 + shipping 3,000 = 45,000.
    const { orderNo, order } = await paidCardOrder([
      { optionId: TAPE, quantity: 1 },
      { optionId: SAMPLE, quantity: 1 },
    ]);
    expect(order.total).toBe(45_000);
    const sample = order.items.find((item) => item.lineTotal === 3000)!;
    const after = orderOf(
      await shop(server, '/order/cancel', { orderNo, itemIds: [sample.itemId] }, buyer.token),
    );
    expect(after).toMatchObject({ status: 'paid', total: 42_000, refundedAmount: 3000 });
    expect(double.refunds.at(-1)).toMatchObject({
      type: 'PartialRefund',
      price: 3000,
      remains: 42_000,
    });
    // The same partial cancellation again: the line is no longer there to cancel.
    const calls = double.refundCalls;
    expectError(
      await shop(server, '/order/cancel', { orderNo, itemIds: [sample.itemId] }, buyer.token),
      404,
      'ORDER_NOT_FOUND',
    );
    expect(double.refundCalls).toBe(calls);

    const rest = orderOf(await shop(server, '/order/cancel', { orderNo }, buyer.token));
    expect(rest).toMatchObject({ status: 'cancelled', refundedAmount: 45_000 });
    expect(double.refunds.at(-1)).toMatchObject({
      type: 'PartialRefund',
      price: 42_000,
      remains: 0,
    });
    const refunds = (await paymentRows(server, orderNo)).filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([3000, 42_000]);
    // Each partial refund keeps its own provider tid.
    expect(new Set(refunds.map((r) => r.provider_tid)).size).toBe(2);
    expect(refunds.every((r) => r.provider_tid?.startsWith('StdpayCARDPRTC'))).toBe(true);
  });

  it('refuses a card cancellation, changing nothing, when refunds are not configured', async () => {
    const { orderNo } = await paidCardOrder([{ optionId: TAPE, quantity: 1 }]);
    const stock = await stockOf(server, TAPE);
    inicis.apiKey = null;
    try {
      expectError(
        await shop(server, '/order/cancel', { orderNo }, buyer.token),
        503,
        'REFUND_NOT_CONFIGURED',
      );
    } finally {
      inicis.apiKey = double.apiKey;
    }
    const still = orderOf(await shop(server, '/order/detail', { orderNo }, buyer.token));
    expect(still).toMatchObject({ status: 'paid', total: 42_000, refundedAmount: 0 });
    expect(await stockOf(server, TAPE)).toBe(stock);
    expect((await paymentRows(server, orderNo)).map((r) => r.kind)).toEqual(['payment']);
    expect(still.history.map((event) => event.action)).toEqual(['create', 'pay']);
  });

  it('commits a cancellation while the provider is down; the sweep refunds once it is back', async () => {
    const { orderNo } = await paidCardOrder([{ optionId: TAPE, quantity: 1 }]);
    const stock = await stockOf(server, TAPE);
    const made = double.refunds.length;
    const savedUrl = inicis.apiUrl;
    inicis.apiUrl = 'http://127.0.0.1:9/api/v1/refund';
    let cancelled: DetailView;
    try {
      cancelled = detailOf(await shop(server, '/order/cancel', { orderNo }, buyer.token));
      // Younger than a minute: the sweep leaves it to the request that made it.
      expect(await retryPendingRefunds(server.store, storeConfig, new Date())).toEqual({
        done: 0,
        failed: 0,
        pending: 0,
      });
    } finally {
      inicis.apiUrl = savedUrl;
    }
    // The cancellation is committed (stock back) and the refund shows as processing.
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: 42_000 });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({
        amount: 42_000,
        provider: 'inicis',
        status: 'pending',
        statusLabel: '처리 중',
        statusLabelEn: 'Processing',
      }),
    ]);
    expect(await stockOf(server, TAPE)).toBe(stock + 1);
    expect(double.refunds.length).toBe(made);
    const pending = await refundRows(orderNo);
    expect(pending).toEqual([
      expect.objectContaining({ refund_status: 'pending', refund_attempts: 1 }),
    ]);
    expect(JSON.parse(pending[0]!.refund_error_json!)).toMatchObject({ code: 'UNAVAILABLE' });

    // The provider is back; two sweeps at once send the refund once.
    const later = new Date(Date.now() + 2 * 60_000);
    const calls = double.refundCalls;
    const sweeps = await Promise.all([
      retryPendingRefunds(server.store, storeConfig, later),
      retryPendingRefunds(server.store, storeConfig, later),
    ]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.done, 0)).toBe(1);
    expect(double.refundCalls).toBe(calls + 1);
    expect(double.refunds.slice(made)).toEqual([
      expect.objectContaining({ type: 'Refund', price: 42_000, remains: 0 }),
    ]);
    const done = detailOf(await shop(server, '/order/detail', { orderNo }, buyer.token));
    expect(done.refunds).toEqual([
      expect.objectContaining({ status: 'done', statusLabel: '환불 완료' }),
    ]);
    expect(await refundRows(orderNo)).toEqual([
      expect.objectContaining({
        refund_status: 'done',
        completed_by: 'provider',
        refund_error_json: null,
      }),
    ]);
    // Nothing left for the sweep.
    expect(await retryPendingRefunds(server.store, storeConfig, later)).toEqual({
      done: 0,
      failed: 0,
      pending: 0,
    });
    expect(double.refundCalls).toBe(calls + 1);
  });

  it('lists a refused card refund for the administrator, who retries it', async () => {
    const { orderNo } = await paidCardOrder([{ optionId: TAPE, quantity: 1 }]);
    const made = double.refunds.length;
    double.refundResultCode = 'R501';
    let cancelled: DetailView;
    try {
      cancelled = detailOf(await shop(server, '/order/cancel', { orderNo }, buyer.token));
    } finally {
      double.refundResultCode = '00';
    }
    // The member sees it processing; the shop owes it.
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: 42_000 });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ status: 'pending', statusLabel: '처리 중' }),
    ]);
    expect(double.refunds.length).toBe(made);
    const refundId = cancelled.refunds[0]!.refundId;

    expectError(await shop(server, '/admin/refunds/list', { status: 'failed' }, buyer.token), 403);
    const failed = okData(
      await shop(server, '/admin/refunds/list', { status: 'failed' }, admin.token),
    ).refunds as { refundId: string; orderNo: string; error: unknown; attempts: number }[];
    expect(failed.find((row) => row.refundId === refundId)).toMatchObject({
      orderNo,
      attempts: 1,
      error: { code: 'R501', message: expect.stringContaining('refused') },
    });
    // A refused refund is not the sweep's: only the administrator sends it again.
    const calls = double.refundCalls;
    await retryPendingRefunds(server.store, storeConfig, new Date(Date.now() + 2 * 60_000));
    expect(double.refundCalls).toBe(calls);

    expectError(await shop(server, '/admin/refunds/retry', { refundId }, buyer.token), 403);
    const retried = okData(await shop(server, '/admin/refunds/retry', { refundId }, admin.token));
    expect(retried.status).toBe('done');
    expect((retried.refunds as { refundId: string }[]).map((row) => row.refundId)).not.toContain(
      refundId,
    );
    expect(double.refunds.slice(made)).toEqual([
      expect.objectContaining({ type: 'Refund', price: 42_000 }),
    ]);
    expectError(
      await shop(server, '/admin/refunds/retry', { refundId }, admin.token),
      409,
      'REFUND_ALREADY_DONE',
    );
    expect(double.refunds.length).toBe(made + 1);
    const done = detailOf(await shop(server, '/order/detail', { orderNo }, buyer.token));
    expect(done.refunds[0]).toMatchObject({ status: 'done' });
    const audit = await server.db
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'refund-retry')
      .execute();
    expect(audit).toEqual([{ action: 'refund-retry', actor_id: admin.userUuid }]);
  });

  it('never refunds twice when the answer of a made refund was lost', async () => {
    // Tape 39,000 + sample 3,000 + shipping 3,000 = 45,000; the sample is cancelled first.
    const { orderNo, order } = await paidCardOrder([
      { optionId: TAPE, quantity: 1 },
      { optionId: SAMPLE, quantity: 1 },
    ]);
    const sample = order.items.find((item) => item.lineTotal === 3000)!;
    const made = double.refunds.length;
    // The provider refunds but its answer comes after the server stopped waiting.
    inicis.timeoutMs = 300;
    double.refundDelayMs = 1000;
    let after: DetailView;
    try {
      after = detailOf(
        await shop(server, '/order/cancel', { orderNo, itemIds: [sample.itemId] }, buyer.token),
      );
    } finally {
      inicis.timeoutMs = 5000;
      double.refundDelayMs = 0;
    }
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 3000, status: 'pending' })]);
    expect(double.refunds.slice(made)).toEqual([
      expect.objectContaining({ type: 'PartialRefund', price: 3000, remains: 42_000 }),
    ]);
    // The sweep sends the same request again: the provider refuses the repeat, nothing more
    // goes back, and the row is left to the administrator.
    const sweep = await retryPendingRefunds(
      server.store,
      storeConfig,
      new Date(Date.now() + 2 * 60_000),
    );
    expect(sweep).toEqual({ done: 0, failed: 1, pending: 0 });
    expect(double.refunds.length).toBe(made + 1);
    // An administrator's retry is refused the same way.
    const refundId = after.refunds[0]!.refundId;
    const retried = okData(await shop(server, '/admin/refunds/retry', { refundId }, admin.token));
    expect(retried.status).toBe('failed');
    expect(double.refunds.length).toBe(made + 1);
    const [row] = await refundRows(orderNo);
    expect(row).toMatchObject({ refund_status: 'failed', refund_attempts: 3 });
    expect(JSON.parse(row!.refund_error_json!)).toMatchObject({ code: '01' });
    // Seen in the merchant console as refunded: the administrator marks it done by hand.
    okData(await shop(server, '/admin/refunds/complete', { refundId }, admin.token));
    const done = detailOf(await shop(server, '/order/detail', { orderNo }, buyer.token));
    expect(done.refunds[0]).toMatchObject({ status: 'done' });
    // The rest then goes back as the next partial refund, what stays charged counted right.
    const rest = detailOf(await shop(server, '/order/cancel', { orderNo }, buyer.token));
    expect(rest).toMatchObject({ status: 'cancelled', refundedAmount: 45_000 });
    expect(double.refunds.slice(made)).toEqual([
      expect.objectContaining({ price: 3000, remains: 42_000 }),
      expect.objectContaining({ type: 'PartialRefund', price: 42_000, remains: 0 }),
    ]);
  });

  it('holds no lock while the provider answers: another order is made meanwhile', async () => {
    const { orderNo } = await paidCardOrder([{ optionId: TAPE, quantity: 1 }]);
    const calls = double.refundCalls;
    double.refundDelayMs = 3000;
    let cancelSettled = false;
    try {
      const cancel = shop(server, '/order/cancel', { orderNo }, buyer.token).finally(() => {
        cancelSettled = true;
      });
      // The provider has the request: the cancellation is committed and waits for the answer.
      const deadline = Date.now() + 5000;
      while (double.refundCalls === calls && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(double.refundCalls).toBe(calls + 1);
      const started = Date.now();
      const other = orderOf(
        await shop(
          server,
          '/order/create',
          memberOrder([{ optionId: SAMPLE, quantity: 1 }]),
          buyer.token,
        ),
      );
      const waited = Date.now() - started;
      expect(other.status).toBe('ordered');
      // Written while the cancellation still waited for the provider, without waiting for it.
      expect(cancelSettled).toBe(false);
      expect(waited).toBeLessThan(2500);
      const cancelled = detailOf(await cancel);
      expect(cancelled.refunds).toEqual([expect.objectContaining({ status: 'done' })]);
    } finally {
      double.refundDelayMs = 0;
    }
  });

  it('refunds once when the same cancellation arrives twice at once', async () => {
    const { orderNo } = await paidCardOrder([{ optionId: TAPE, quantity: 1 }]);
    const before = double.refunds.length;
    const replies = await Promise.all([
      shop(server, '/order/cancel', { orderNo }, buyer.token),
      shop(server, '/order/cancel', { orderNo }, buyer.token),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(double.refunds.length).toBe(before + 1);
    expect((await paymentRows(server, orderNo)).filter((r) => r.kind === 'refund')).toHaveLength(1);
  });

  it('refunds the rest at INIAPI when an administrator refunds a shipped order after a partial cancel', async () => {
    const { orderNo, order } = await paidCardOrder([
      { optionId: TAPE, quantity: 1 },
      { optionId: SAMPLE, quantity: 1 },
    ]);
    const sample = order.items.find((item) => item.lineTotal === 3000)!;
    orderOf(
      await shop(server, '/order/cancel', { orderNo, itemIds: [sample.itemId] }, buyer.token),
    );
    await server.db
      .insertInto('site_couriers')
      .values({
        id: 'c-refunds',
        name: 'CJ대한통운',
        code: 'cj',
        tracking_url: 'https://t.example/{invoice}',
        sort_order: 0,
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    for (const step of [
      { action: 'prepare' },
      { action: 'ship', courierCode: 'cj', trackingNo: '123456789012' },
    ])
      okData(await shop(server, '/admin/orders/transition', { orderNo, ...step }, admin.token));
    const refunded = orderOf(
      await shop(server, '/admin/orders/transition', { orderNo, action: 'refund' }, admin.token),
    );
    // What was still charged (42,000) goes back, not the total minus what was refunded before.
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: 45_000 });
    expect(double.refunds.at(-1)).toMatchObject({
      type: 'PartialRefund',
      price: 42_000,
      remains: 0,
    });
  });

  it('owes a bank-transfer refund to the given account until an administrator marks it done', async () => {
    const created = orderOf(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }]),
        buyer.token,
      ),
    );
    await shop(server, '/admin/orders/confirm-bank', { orderNo: created.orderNo }, admin.token);
    expectError(
      await shop(
        server,
        '/order/cancel',
        { orderNo: created.orderNo, refundAccount: { ...ACCOUNT, account: 'abc' } },
        buyer.token,
      ),
      400,
    );
    const cancelled = okData(
      await shop(
        server,
        '/order/cancel',
        { orderNo: created.orderNo, refundAccount: ACCOUNT },
        buyer.token,
      ),
    ).order as { status: string; refundedAmount: number; refunds: RefundView[] };
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: 42_000 });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ amount: 42_000, provider: 'bank', status: 'pending' }),
    ]);
    const refundId = cancelled.refunds[0]!.refundId;

    expectError(await shop(server, '/admin/refunds/list', {}, buyer.token), 403);
    const pending = okData(await shop(server, '/admin/refunds/list', {}, admin.token)).refunds as {
      refundId: string;
      account: unknown;
      orderNo: string;
    }[];
    expect(pending.find((row) => row.refundId === refundId)).toMatchObject({
      orderNo: created.orderNo,
      account: ACCOUNT,
    });
    expectError(await shop(server, '/admin/refunds/complete', { refundId }, buyer.token), 403);
    okData(await shop(server, '/admin/refunds/complete', { refundId }, admin.token));
    expectError(
      await shop(server, '/admin/refunds/complete', { refundId }, admin.token),
      409,
      'REFUND_ALREADY_DONE',
    );
    const done = okData(
      await shop(server, '/order/detail', { orderNo: created.orderNo }, buyer.token),
    ).order as { refunds: RefundView[] };
    expect(done.refunds[0]).toMatchObject({ status: 'done' });
    expect(done.refunds[0]!.completedAt).not.toBeNull();
    const audit = await server.db
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'refund-done')
      .where('detail_json', 'like', `%${refundId}%`)
      .execute();
    expect(audit).toEqual([{ action: 'refund-done', actor_id: admin.userUuid }]);
  });

  it('asks for the account when a bank refund without one is marked done', async () => {
    const created = orderOf(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: SAMPLE, quantity: 1 }]),
        buyer.token,
      ),
    );
    await shop(server, '/admin/orders/confirm-bank', { orderNo: created.orderNo }, admin.token);
    const cancelled = okData(
      await shop(
        server,
        '/admin/orders/transition',
        { orderNo: created.orderNo, action: 'cancel' },
        admin.token,
      ),
    ).order as { refunds: RefundView[] };
    const refundId = cancelled.refunds[0]!.refundId;
    expect(cancelled.refunds[0]).toMatchObject({ amount: 6000, status: 'pending' });
    expectError(
      await shop(server, '/admin/refunds/complete', { refundId }, admin.token),
      400,
      'REFUND_ACCOUNT_REQUIRED',
    );
    okData(
      await shop(server, '/admin/refunds/complete', { refundId, account: ACCOUNT }, admin.token),
    );
    const all = okData(await shop(server, '/admin/refunds/list', { status: 'done' }, admin.token))
      .refunds as { refundId: string; account: unknown }[];
    expect(all.find((row) => row.refundId === refundId)?.account).toEqual(ACCOUNT);
  });
});
