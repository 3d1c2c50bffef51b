import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paySignature, sha256 } from '../src/store/inicis';
import { newMember } from './accounts-helpers';
import { expectError, GUEST_A } from './helpers';
import { startInicisDouble, type InicisDouble } from './inicis-double';
import {
  guestOrder,
  memberOrder,
  okData,
  orderOf,
  paymentRows,
  postFeedback,
  SAMPLE,
  shop,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

const SITE = 'https://site.example';

interface CardStart {
  payUrl: string;
  fields: Record<string, string>;
}

describe('card payment through the INIStdPay double', () => {
  let server: StoreServer;
  let double: InicisDouble;
  let buyer: Awaited<ReturnType<typeof newMember>>;

  beforeAll(async () => {
    double = await startInicisDouble();
    server = await startStoreServer(
      {},
      {
        inicis: {
          mid: double.mid,
          signKey: double.signKey,
          payUrl: `${double.url}/pay`,
          returnBase: 'http://127.0.0.1',
          siteBase: SITE,
          authHosts: [double.host],
          timeoutMs: 5000,
          apiKey: double.apiKey,
          apiUrl: double.refundUrl,
        },
      },
    );
    buyer = await newMember(server, { user_name: '카드' });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  async function cardOrder(quantity = 1) {
    const created = okData(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity }], { paymentMethod: 'card' }),
        buyer.token,
      ),
    );
    const order = created.order as { orderNo: string; total: number };
    return { order, start: created.payment as CardStart };
  }

  it('prepares signed form fields: signature, verification, mKey and the return URL', async () => {
    const { order, start } = await cardOrder();
    expect(start.payUrl).toBe(`${double.url}/pay`);
    const { fields } = start;
    expect(fields).toMatchObject({ mid: double.mid, oid: order.orderNo, price: '42000' });
    expect(fields.signature).toBe(paySignature(order.orderNo, 42_000, fields.timestamp!));
    expect(fields.mKey).toBe(sha256(double.signKey));
    expect(fields.returnUrl).toMatch(/\/order\/feedbackFromInicis$/);
    expect(JSON.stringify(start)).not.toContain(double.signKey);
    // The provider refuses a form whose price was changed after signing.
    const tampered = await fetch(`${double.url}/pay?format=json`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, price: '100' }),
    });
    expect(tampered.status).toBe(400);
  });

  it('approves at authUrl, checks the amount and marks the order paid once', async () => {
    const { order, start } = await cardOrder();
    const back = await double.pay(start.fields);
    const calls = double.authCalls;
    const result = await postFeedback(server, back);
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${SITE}/orderComplete?orderNo=${order.orderNo}`);
    expect(double.authCalls).toBe(calls + 1);
    const paid = orderOf(
      await shop(server, '/order/detail', { orderNo: order.orderNo }, buyer.token),
    );
    expect(paid.status).toBe('paid');
    const rows = await paymentRows(server, order.orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'payment', provider: 'inicis', amount: 42_000 });

    // The same return again (a reload, a replay): paid once, the provider not asked again.
    const again = await postFeedback(server, back);
    expect(again.location).toBe(`${SITE}/orderComplete?orderNo=${order.orderNo}`);
    expect(double.authCalls).toBe(calls + 1);
    expect(await paymentRows(server, order.orderNo)).toHaveLength(1);
  });

  it('pays once when the same return arrives five times at once', async () => {
    const { order, start } = await cardOrder();
    const back = await double.pay(start.fields);
    const cancels = double.netCancels.length;
    const results = await Promise.all(Array.from({ length: 5 }, () => postFeedback(server, back)));
    for (const result of results)
      expect(result.location).toBe(`${SITE}/orderComplete?orderNo=${order.orderNo}`);
    expect(await paymentRows(server, order.orderNo)).toHaveLength(1);
    expect(double.netCancels.length).toBe(cancels);
  });

  it('never calls an authUrl outside the allow-list', async () => {
    const { order, start } = await cardOrder();
    const back = await double.pay(start.fields);
    const calls = double.authCalls;
    for (const authUrl of [
      'https://evil.example/auth',
      `http://user:pw@${double.host}/auth`,
      'file:///etc/passwd',
    ]) {
      const result = await postFeedback(server, { ...back, authUrl });
      expect(result.location).toContain(
        '/order/feedbackFromInicis?result=fail&reason=URL_NOT_ALLOWED',
      );
    }
    expect(double.authCalls).toBe(calls);
    const unpaid = orderOf(
      await shop(server, '/order/detail', { orderNo: order.orderNo }, buyer.token),
    );
    expect(unpaid.status).toBe('ordered');
  });

  it('cancels the approval at netCancelUrl when the approved amount differs', async () => {
    const { order, start } = await cardOrder();
    const back = await double.pay(start.fields);
    double.tamperPrice = 100;
    try {
      const result = await postFeedback(server, back);
      expect(result.location).toContain('reason=AMOUNT_MISMATCH');
    } finally {
      double.tamperPrice = null;
    }
    expect(double.netCancels.at(-1)).toMatchObject({ oid: order.orderNo });
    expect(await paymentRows(server, order.orderNo)).toEqual([]);
  });

  it('cancels the approval at netCancelUrl when its own database step fails', async () => {
    const { order, start } = await cardOrder();
    const back = await double.pay(start.fields);
    // Another payment row already holds the order's one payment slot: the insert will fail.
    const row = await server.store
      .selectFrom('store_orders')
      .select('id')
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    await server.store
      .insertInto('store_payments')
      .values({
        id: randomUUID(),
        order_id: row.id,
        provider: 'bank',
        kind: 'payment',
        provider_tid: null,
        amount: 1,
        detail_json: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const cancels = double.netCancels.length;
    const result = await postFeedback(server, back);
    expect(result.location).toContain('result=fail');
    expect(double.netCancels.length).toBe(cancels + 1);
    const still = orderOf(
      await shop(server, '/order/detail', { orderNo: order.orderNo }, buyer.token),
    );
    expect(still.status).toBe('ordered');
  });

  it('does not approve a declined or foreign return', async () => {
    const { order, start } = await cardOrder();
    const back = await double.pay(start.fields);
    const calls = double.authCalls;
    expect((await postFeedback(server, { ...back, resultCode: 'V013' })).location).toContain(
      'reason=V013',
    );
    expect((await postFeedback(server, { ...back, mid: 'OTHERMID' })).location).toContain(
      'reason=MID_MISMATCH',
    );
    expect(
      (await postFeedback(server, { ...back, orderNumber: '20990101000000' })).location,
    ).toContain('reason=ORDER_NOT_FOUND');
    expect(double.authCalls).toBe(calls);
    double.authResultCode = 'R201';
    try {
      expect((await postFeedback(server, back)).location).toContain('reason=APPROVAL_R201');
    } finally {
      double.authResultCode = '0000';
    }
    const unpaid = orderOf(
      await shop(server, '/order/detail', { orderNo: order.orderNo }, buyer.token),
    );
    expect(unpaid.status).toBe('ordered');
  });

  it('lets a guest pay by card with the order number and password, and refunds on cancel', async () => {
    const created = okData(
      await shop(
        server,
        '/order/create',
        guestOrder([{ optionId: SAMPLE, quantity: 1 }], { paymentMethod: 'card' }),
        GUEST_A,
      ),
    );
    const orderNo = (created.order as { orderNo: string }).orderNo;
    expectError(await shop(server, '/order/pay', { orderNo }, GUEST_A), 404, 'ORDER_NOT_FOUND');
    const start = okData(
      await shop(server, '/order/pay', { orderNo, password: 'pass1234' }, GUEST_A),
    ).payment as CardStart;
    await postFeedback(server, await double.pay(start.fields));
    const cancelled = orderOf(
      await shop(server, '/order/cancel', { orderNo, password: 'pass1234' }, GUEST_A),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: 6000 });
    const rows = await paymentRows(server, orderNo);
    expect(rows.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['payment', 6000],
      ['refund', 6000],
    ]);
  });
});
