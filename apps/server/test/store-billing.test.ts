import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_RETURN_PATH, maskCard, openBillKey } from '../src/store/billing';
import { loadStoreConfig } from '../src/store/config';
import { paySignature, sha256 } from '../src/store/inicis';
import { sweepSubscriptions } from '../src/store/subscription-cycles';
import { newMember } from './accounts-helpers';
import { expectError } from './helpers';
import { startInicisDouble, type InicisDouble } from './inicis-double';
import {
  newAdmin,
  okData,
  paymentRows,
  RECIPIENT,
  shop,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

const SITE = 'https://site.example';

interface BillingForm {
  payUrl: string;
  fields: Record<string, string>;
}

interface Subscription {
  subscriptionId: string;
  paymentMethod: string;
  billing: { cardMasked: string; cardCode: string | null } | null;
  cycles: { deliveryOn: string; status: string; orderNo: string | null; orderStatus: string }[];
  history: { action: string }[];
}

describe('card regular delivery with an Inicis billing key', () => {
  // 2026-03-01 10:00 in Korea: a first delivery on 03-03 (the earliest) is due at once.
  const now = new Date('2026-03-01T01:00:00.000Z');
  let server: StoreServer;
  let double: InicisDouble;
  /** Every answer body the members got, to look for a billing key in. */
  const answers: string[] = [];

  beforeAll(async () => {
    double = await startInicisDouble();
    server = await startStoreServer(
      { now: () => now },
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
          billingUrl: double.billingUrl,
          billKeySecret: 'test-only-billing-secret',
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  async function call(path: string, body: unknown, token: string) {
    const reply = await shop(server, path, body, token);
    answers.push(JSON.stringify(reply.body), JSON.stringify(reply.data ?? null));
    return reply;
  }

  async function subscribe(token: string, paymentMethod = 'card') {
    const data = okData(
      await call(
        '/subscriptions/create',
        {
          optionId: TAPE,
          quantity: 1,
          cycleWeeks: 2,
          paymentMethod,
          recipient: RECIPIENT,
          agreeTerms: true,
        },
        token,
      ),
    );
    return {
      subscription: data.subscription as Subscription,
      billing: data.billing as BillingForm | null,
    };
  }

  async function detail(token: string, subscriptionId: string): Promise<Subscription> {
    return okData(await call('/subscriptions/detail', { subscriptionId }, token))
      .subscription as Subscription;
  }

  async function postBack(fields: Record<string, string>) {
    const response = await fetch(`${server.url}${BILLING_RETURN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    answers.push(await response.text());
    return { status: response.status, location: response.headers.get('location') ?? '' };
  }

  function keyRows(subscriptionId: string) {
    return server.store
      .withTables<{
        store_billing_keys: { subscription_id: string; status: string; bill_key_enc: string };
      }>()
      .selectFrom('store_billing_keys')
      .select(['status', 'bill_key_enc'])
      .where('subscription_id', '=', subscriptionId)
      .execute();
  }

  function chargeRows(orderNo: string) {
    return server.store
      .withTables<{
        store_billing_charges: { order_id: string; status: string; result_code: string | null };
      }>()
      .selectFrom('store_billing_charges as b')
      .innerJoin('store_orders as o', 'o.id', 'b.order_id')
      .select(['b.status', 'b.result_code'])
      .where('o.order_no', '=', orderNo)
      .execute();
  }

  /** A member with a card subscription whose key is issued through the double. */
  async function withKey(name: string) {
    const member = await newMember(server, { user_name: name });
    const { subscription, billing } = await subscribe(member.token);
    const back = await double.pay(billing!.fields);
    const result = await postBack(back);
    expect(result.location).toBe(
      `${SITE}/subsComplete?id=${subscription.subscriptionId}&billing=ok`,
    );
    return { member, subscriptionId: subscription.subscriptionId };
  }

  async function cycleOrder(token: string, subscriptionId: string) {
    const [cycle] = (await detail(token, subscriptionId)).cycles;
    expect(cycle?.orderNo).toBeTruthy();
    return okData(await call('/order/detail', { orderNo: cycle!.orderNo }, token)).order as {
      orderNo: string;
      status: string;
      total: number;
    };
  }

  it('issues a key through the BILLAUTH window once: signed form, stored encrypted, masked card shown', async () => {
    const member = await newMember(server, { user_name: '카드정기' });
    const { subscription, billing } = await subscribe(member.token);
    expect(subscription.billing).toBeNull();
    expect(billing!.payUrl).toBe(`${double.url}/pay`);
    const { fields } = billing!;
    expect(fields.acceptmethod).toMatch(/BILLAUTH\(Card\)/);
    expect(fields.returnUrl).toBe(`http://127.0.0.1${BILLING_RETURN_PATH}`);
    // 39,000 won a delivery + 3,000 shipping, shown in the window (nothing charged now).
    expect(fields.price).toBe('42000');
    expect(fields.signature).toBe(paySignature(fields.oid!, 42_000, fields.timestamp!));
    expect(fields.mKey).toBe(sha256(double.signKey));
    expect(JSON.stringify(billing)).not.toContain(double.signKey);

    const back = await double.pay(fields);
    const calls = double.authCalls;
    const first = await postBack(back);
    expect(first.status).toBe(303);
    expect(first.location).toBe(
      `${SITE}/subsComplete?id=${subscription.subscriptionId}&billing=ok`,
    );
    expect(double.authCalls).toBe(calls + 1);
    const after = await detail(member.token, subscription.subscriptionId);
    expect(after.paymentMethod).toBe('card');
    expect(after.billing).toMatchObject({ cardMasked: '9490-****-****-1234', cardCode: '11' });
    expect(after.history.map((event) => event.action)).toEqual(['create', 'billing_key']);
    const key = double.billKeys.at(-1)!;
    const [row] = await keyRows(subscription.subscriptionId);
    expect(row!.status).toBe('active');
    expect(row!.bill_key_enc).not.toContain(key);
    expect(openBillKey(server.config.store.inicis!, row!.bill_key_enc)).toBe(key);
    // Another secret cannot read it.
    expect(
      openBillKey({ ...server.config.store.inicis!, billKeySecret: 'other' }, row!.bill_key_enc),
    ).toBeNull();

    // The same return again, and five at once: stored once, the provider not asked again.
    const again = await postBack(back);
    expect(again.location).toBe(first.location);
    expect(double.authCalls).toBe(calls + 1);
    const replays = await Promise.all(Array.from({ length: 5 }, () => postBack(back)));
    for (const replay of replays) expect(replay.location).toBe(first.location);
    expect(await keyRows(subscription.subscriptionId)).toHaveLength(1);
    expect(
      (await detail(member.token, subscription.subscriptionId)).history.filter(
        (event) => event.action === 'billing_key',
      ),
    ).toHaveLength(1);
  });

  it('stores one key when the first return arrives five times at once', async () => {
    const member = await newMember(server, { user_name: '동시등록' });
    const { subscription, billing } = await subscribe(member.token);
    const back = await double.pay(billing!.fields);
    const results = await Promise.all(Array.from({ length: 5 }, () => postBack(back)));
    for (const result of results) expect(result.location).toContain('billing=ok');
    const rows = await keyRows(subscription.subscriptionId);
    expect(rows.map((row) => row.status)).toEqual(['active']);
    expect(
      (await detail(member.token, subscription.subscriptionId)).history.filter(
        (event) => event.action === 'billing_key',
      ),
    ).toHaveLength(1);
  });

  it('refuses a tampered or unknown return and stores nothing', async () => {
    const member = await newMember(server, { user_name: '위조' });
    const { subscription, billing } = await subscribe(member.token);
    const back = await double.pay(billing!.fields);
    const id = subscription.subscriptionId;
    const failed = (reason: string) =>
      `${SITE}/subsComplete?id=${id}&billing=fail&reason=${reason}`;
    // The buyer closed the window or the card company refused: nothing changes.
    expect((await postBack({ ...back, resultCode: 'V013' })).location).toBe(failed('V013'));
    expect((await postBack({ ...back, mid: 'OtherMid' })).location).toBe(failed('MID_MISMATCH'));
    expect((await postBack({ ...back, authUrl: 'https://evil.example/auth' })).location).toBe(
      failed('URL_NOT_ALLOWED'),
    );
    // A forged token: the provider refuses the approval.
    expect((await postBack({ ...back, authToken: 'forged-token' })).location).toBe(
      failed('APPROVAL_V802'),
    );
    expect((await postBack({ ...back, orderNumber: 'BA-unknown' })).location).toBe(
      `${SITE}/subsComplete?billing=fail&reason=BILLING_NOT_FOUND`,
    );
    expect((await keyRows(id)).map((row) => row.status)).toEqual(['pending']);
    expect((await detail(member.token, id)).billing).toBeNull();
    // The genuine return still registers the card.
    expect((await postBack(back)).location).toContain('billing=ok');
    expect((await detail(member.token, id)).billing).not.toBeNull();
  });

  it('changes a bank subscription to card through the billing form', async () => {
    const member = await newMember(server, { user_name: '수단변경' });
    const { subscription, billing } = await subscribe(member.token, 'bank');
    expect(billing).toBeNull();
    const changed = okData(
      await call(
        '/subscriptions/payment-method',
        { subscriptionId: subscription.subscriptionId, paymentMethod: 'card' },
        member.token,
      ),
    );
    const form = changed.billing as BillingForm;
    expect(form.fields.acceptmethod).toMatch(/BILLAUTH\(Card\)/);
    const result = await postBack(await double.pay(form.fields));
    expect(result.location).toBe(
      `${SITE}/my-activity/subs-shipping-list/detail/${subscription.subscriptionId}?billing=ok`,
    );
    // Someone else cannot start a registration for it.
    const other = await newMember(server, { user_name: '남의것' });
    expectError(
      await call(
        '/subscriptions/billing/start',
        { subscriptionId: subscription.subscriptionId },
        other.token,
      ),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
  });

  it('charges a due cycle once even when two sweeps run at the same time', async () => {
    const { member, subscriptionId } = await withKey('자동결제');
    await Promise.all([
      sweepSubscriptions(server.store, server.config.store, now),
      sweepSubscriptions(server.store, server.config.store, now),
    ]);
    const order = await cycleOrder(member.token, subscriptionId);
    expect(order.status).toBe('paid');
    const charges = double.billings.filter((charge) => charge.moid === order.orderNo);
    // The order number is the provider's moid; the amount is the server's total.
    expect(charges).toEqual([expect.objectContaining({ moid: order.orderNo, price: order.total })]);
    // No order of any subscription was charged twice by the two sweeps.
    const moids = double.billings.map((charge) => charge.moid);
    expect(new Set(moids).size).toBe(moids.length);
    const before = double.billingCalls;
    expect(await paymentRows(server, order.orderNo)).toEqual([
      expect.objectContaining({ kind: 'payment', provider: 'inicis', amount: order.total }),
    ]);
    expect(await chargeRows(order.orderNo)).toEqual([{ status: 'paid', result_code: '00' }]);
    // Later sweeps charge nothing more.
    await sweepSubscriptions(server.store, server.config.store, now);
    expect(double.billingCalls).toBe(before);
  });

  it('never charges again after an unanswered charge, and keeps the order from being paid by hand', async () => {
    const { member, subscriptionId } = await withKey('무응답');
    const store = server.config.store;
    // The provider does not answer (a timeout, or a crash before the answer was recorded).
    const silent = { ...store, inicis: { ...store.inicis!, billingUrl: 'http://127.0.0.1:9/' } };
    await sweepSubscriptions(server.store, silent, now);
    const order = await cycleOrder(member.token, subscriptionId);
    expect(order.status).toBe('ordered');
    expect(await chargeRows(order.orderNo)).toEqual([{ status: 'unknown', result_code: null }]);
    const before = double.billingCalls;
    await sweepSubscriptions(server.store, store, now);
    expect(double.billingCalls).toBe(before);
    expectError(
      await call('/order/pay', { orderNo: order.orderNo }, member.token),
      409,
      'BILLING_IN_PROGRESS',
    );
  });

  it('leaves a declined charge’s order awaiting payment for its member to pay by hand', async () => {
    const { member, subscriptionId } = await withKey('한도초과');
    double.billingResultCode = '51';
    try {
      await sweepSubscriptions(server.store, server.config.store, now);
    } finally {
      double.billingResultCode = '00';
    }
    const order = await cycleOrder(member.token, subscriptionId);
    expect(order.status).toBe('ordered');
    expect(await chargeRows(order.orderNo)).toEqual([{ status: 'declined', result_code: '51' }]);
    expect(await paymentRows(server, order.orderNo)).toEqual([]);
    const sub = await detail(member.token, subscriptionId);
    expect(sub.history.map((event) => event.action)).toContain('cycle_charge_declined');
    // Not retried by the next sweep; the member pays in the window as before.
    const before = double.billingCalls;
    await sweepSubscriptions(server.store, server.config.store, now);
    expect(double.billingCalls).toBe(before);
    const pay = okData(await call('/order/pay', { orderNo: order.orderNo }, member.token));
    expect((pay.payment as BillingForm).fields.oid).toBe(order.orderNo);
  });

  it('runs due cycles from an audited administrator call only', async () => {
    const { member, subscriptionId } = await withKey('관리자실행');
    expectError(
      await call('/admin/subscriptions/run-due', {}, member.token),
      403,
      'ADMIN_REQUIRED',
    );
    const admin = await newAdmin(server);
    const result = okData(await shop(server, '/admin/subscriptions/run-due', {}, admin.token));
    expect(result.ordered).toBeGreaterThanOrEqual(1);
    expect((await cycleOrder(member.token, subscriptionId)).status).toBe('paid');
    const audit = await server.db
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'run-due-cycles')
      .execute();
    expect(audit).toEqual([{ action: 'run-due-cycles', actor_id: admin.userUuid }]);
  });

  it('reads its settings and masks any card number it is given', () => {
    const env = {
      INICIS_MID: 'm',
      INICIS_SIGN_KEY: 'k',
      INICIS_RETURN_BASE: 'https://shop.example',
    };
    expect(loadStoreConfig(env).inicis?.billingUrl).toBe(
      'https://iniapi.inicis.com/api/v1/billing',
    );
    expect(
      loadStoreConfig({ ...env, INICIS_API_URL: 'http://127.0.0.1:5/api/v1/refund' }).inicis
        ?.billingUrl,
    ).toBe('http://127.0.0.1:5/api/v1/billing');
    expect(loadStoreConfig({ ...env, INICIS_BILLKEY_SECRET: 's' }).inicis?.billKeySecret).toBe('s');
    expect(maskCard('9490600012341234')).toBe('9490-****-****-1234');
    expect(maskCard('5365-10**-****-7788')).toBe('5365-****-****-7788');
    expect(maskCard(null)).toBe('****');
  });

  it('never puts a billing key in any answer or log line', () => {
    expect(double.billKeys.length).toBeGreaterThanOrEqual(5);
    const logs = JSON.stringify(server.logger.records);
    const everything = answers.join('\n');
    for (const key of double.billKeys) {
      expect(everything).not.toContain(key);
      expect(logs).not.toContain(key);
    }
  });
});
