import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import { expectError, GUEST_A, GUEST_B } from './helpers';
import { startInicisDouble, type InicisDouble } from './inicis-double';
import {
  BOX_1,
  guestOrder,
  memberOrder,
  okData,
  orderOf,
  paymentRows,
  postFeedback,
  setStockDirect,
  shop,
  startStoreServer,
  stockOf,
  TAPE,
  type StoreServer,
} from './store-helpers';

/** What a tampering client adds to an honest order: its own prices and totals. */
const LIES = {
  total: 1,
  price: 1,
  itemsTotal: 1,
  shippingFee: 0,
  couponDiscount: 999_999,
  discount: 999_999,
  unitPrice: 1,
  amount: 1,
};

async function countOrders(server: StoreServer): Promise<number> {
  const row = await server.store
    .selectFrom('store_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('store attacks', () => {
  let server: StoreServer;
  let double: InicisDouble;
  let alice: Awaited<ReturnType<typeof newMember>>;
  let mallory: Awaited<ReturnType<typeof newMember>>;

  beforeAll(async () => {
    double = await startInicisDouble();
    // Order-password tries are rate-limited like sign-in; this file makes many on purpose.
    server = await startStoreServer(
      { loginRateLimit: 1000 },
      {
        inicis: {
          mid: double.mid,
          signKey: double.signKey,
          payUrl: `${double.url}/pay`,
          returnBase: 'http://127.0.0.1',
          siteBase: 'https://site.example',
          authHosts: [double.host],
          timeoutMs: 5000,
          apiKey: double.apiKey,
          apiUrl: double.refundUrl,
        },
      },
    );
    alice = await newMember(server, { user_name: '앨리스' });
    mallory = await newMember(server, { user_name: '말로리' });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  it('charges what the database says, whatever prices and totals the request carries', async () => {
    const honest = orderOf(
      await shop(server, '/order/create', guestOrder([{ optionId: TAPE, quantity: 1 }]), GUEST_A),
    );
    const lying = orderOf(
      await shop(
        server,
        '/order/create',
        guestOrder([{ optionId: TAPE, quantity: 1, ...LIES }], LIES),
        GUEST_A,
      ),
    );
    expect(lying.total).toBe(honest.total);
    expect(lying).toMatchObject({
      itemsTotal: 39_000,
      shippingFee: 3000,
      couponDiscount: 0,
      total: 42_000,
    });
    // The card form is signed for the server's amount.
    const card = okData(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1, price: 1 }], {
          ...LIES,
          paymentMethod: 'card',
        }),
        alice.token,
      ),
    );
    expect((card.payment as { fields: { price: string } }).fields.price).toBe('42000');
  });

  it('refuses quantities the product does not sell, and never lets a negative or huge one through', async () => {
    const before = await countOrders(server);
    for (const quantity of [0, -10, 1.5, 15, 1e9, '10', null])
      expect(
        (await shop(server, '/order/create', guestOrder([{ optionId: BOX_1, quantity }]), GUEST_A))
          .status,
      ).toBe(400);
    expect(await countOrders(server)).toBe(before);
  });

  it('refuses another member’s coupon, a used coupon and coupon ids it made up', async () => {
    const { memberCouponId } = okData(
      await shop(server, '/coupons/issue', { couponId: 'cpn-welcome-3000' }, alice.token),
    );
    const body = memberOrder([{ optionId: TAPE, quantity: 1 }], { memberCouponId });
    expectError(await shop(server, '/order/create', body, mallory.token), 404, 'COUPON_NOT_FOUND');
    expectError(
      await shop(
        server,
        '/order/create',
        { ...body, memberCouponId: 'cpn-welcome-3000' },
        alice.token,
      ),
      404,
      'COUPON_NOT_FOUND',
    );
    expectError(
      await shop(
        server,
        '/order/create',
        guestOrder(body.items, { memberCouponId, couponDiscount: 39_000 }),
        GUEST_A,
      ),
      401,
      'MEMBER_ONLY',
    );
    const used = orderOf(await shop(server, '/order/create', body, alice.token));
    expect(used.couponDiscount).toBe(3000);
    expectError(await shop(server, '/order/create', body, alice.token), 409, 'COUPON_USED');
    expectError(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }], { points: 1000 }),
        alice.token,
      ),
      400,
      'POINTS_NOT_ENOUGH',
    );
  });

  it('refuses someone else’s order ids, member and guest', async () => {
    const mine = orderOf(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }]),
        alice.token,
      ),
    );
    const guests = orderOf(
      await shop(server, '/order/create', guestOrder([{ optionId: TAPE, quantity: 1 }]), GUEST_A),
    );
    for (const [orderNo, password] of [
      [mine.orderNo, undefined],
      [mine.orderNo, 'pass1234'],
      [guests.orderNo, undefined],
      [guests.orderNo, 'guess-0000'],
    ] as const) {
      for (const credential of [mallory.token, GUEST_B, GUEST_A, null]) {
        for (const path of ['/order/detail', '/order/cancel', '/order/pay'])
          expectError(
            await shop(server, path, { orderNo, password }, credential),
            404,
            'ORDER_NOT_FOUND',
          );
      }
    }
    const list = okData(await shop(server, '/order/list', {}, mallory.token));
    expect(list.items).toEqual([]);
    expectError(
      await shop(server, '/admin/orders/detail', { orderNo: mine.orderNo }, mallory.token),
      403,
      'ADMIN_REQUIRED',
    );
    // Nothing moved.
    expect(
      orderOf(await shop(server, '/order/detail', { orderNo: mine.orderNo }, alice.token)).status,
    ).toBe('ordered');
  });

  it('pays once when the provider’s callback is replayed', async () => {
    const created = okData(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }], { paymentMethod: 'card' }),
        alice.token,
      ),
    );
    const orderNo = (created.order as { orderNo: string }).orderNo;
    const back = await double.pay((created.payment as { fields: Record<string, string> }).fields);
    for (let i = 0; i < 3; i += 1) {
      const result = await postFeedback(server, back);
      expect(result.location).toContain(`/orderComplete?orderNo=${orderNo}`);
    }
    await Promise.all(Array.from({ length: 5 }, () => postFeedback(server, back)));
    const rows = await paymentRows(server, orderNo);
    expect(rows.filter((row) => row.kind === 'payment')).toHaveLength(1);
    expect(double.approvals.filter((approval) => approval.oid === orderNo)).toHaveLength(1);
  });

  it('never oversells the last item: 20 parallel orders over HTTP, exactly one succeeds', async () => {
    await setStockDirect(server, TAPE, 1);
    const before = await countOrders(server);
    const buyers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        newMember(server, { user_name: `구매자${'가나다라'[i]}` }),
      ),
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 5 === 4
          ? shop(
              server,
              '/order/create',
              guestOrder([{ optionId: TAPE, quantity: 1 }]),
              `guest-17000001${String(i).padStart(2, '0')}`,
            )
          : shop(
              server,
              '/order/create',
              memberOrder([{ optionId: TAPE, quantity: 1 }]),
              buyers[i % 4]!.token,
            ),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200))
      expectError(reply, 409, 'OUT_OF_STOCK');
    expect(await stockOf(server, TAPE)).toBe(0);
    expect(await countOrders(server)).toBe(before + 1);
  });
});
