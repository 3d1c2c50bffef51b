import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../src/logger';
import { defaultStoreConfig } from '../src/store/config';
import { startOrderExpirySweeper } from '../src/store/orders';
import { newMember } from './accounts-helpers';
import { auditRows } from './content-helpers';
import { expectError, GUEST_A, GUEST_B } from './helpers';
import {
  BOX_1,
  guestOrder,
  memberOrder,
  newAdmin,
  okData,
  orderOf,
  SAMPLE,
  shop,
  startStoreServer,
  stockOf,
  TAPE,
  type StoreServer,
} from './store-helpers';

interface CartReply {
  items: {
    itemId: string;
    optionId: string;
    quantity: number;
    lineTotal: number;
    available: boolean;
  }[];
  itemsTotal: number;
  shippingFee: number;
  total: number;
  merged: number;
}

describe('store cart, orders, coupons and points', () => {
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    server = await startStoreServer();
    member = await newMember(server, { user_name: '구매자' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(() => server.close());

  it('keeps a guest cart, prices it on the server and merges it into the member cart on sign-in', async () => {
    const guest = 'guest-1700000099';
    let cart = okData(
      await shop(server, '/cart/add', { optionId: BOX_1, quantity: 100 }, guest),
    ) as unknown as CartReply;
    // 100 units reach the 100-unit tier: 290 won each; under 50,000 won, so shipping 3,000.
    expect(cart.items[0]).toMatchObject({ optionId: BOX_1, quantity: 100, lineTotal: 29_000 });
    expect(cart).toMatchObject({ itemsTotal: 29_000, shippingFee: 3000, total: 32_000 });
    // The cart also tells the rule behind the fee (SHOP-A: shown on the cart page).
    expect(cart).toMatchObject({ shippingRule: { fee: 3000, freeFrom: 50_000 } });
    cart = okData(
      await shop(server, '/cart/add', { optionId: BOX_1, quantity: 10 }, guest),
    ) as unknown as CartReply;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(110);
    expectError(
      await shop(server, '/cart/add', { optionId: BOX_1, quantity: 15 }, guest),
      400,
      'QUANTITY_INVALID',
    );
    expectError(
      await shop(server, '/cart/add', { optionId: TAPE, quantity: 1, print: true }, guest),
      400,
      'PRINT_NOT_OFFERED',
    );
    expectError(
      await shop(server, '/cart/add', { optionId: 'nope', quantity: 1 }, guest),
      404,
      'OPTION_NOT_FOUND',
    );
    expectError(await shop(server, '/cart/list', {}, null), 401, 'UNAUTHENTICATED');

    // Another guest sees nothing of it and cannot change it.
    const other = okData(await shop(server, '/cart/list', {}, GUEST_B)) as unknown as CartReply;
    expect(other.items).toEqual([]);
    expectError(
      await shop(server, '/cart/update', { itemId: cart.items[0]!.itemId, quantity: 20 }, GUEST_B),
      404,
      'CART_ITEM_NOT_FOUND',
    );

    await shop(server, '/cart/add', { optionId: BOX_1, quantity: 20 }, member.token);
    // The guest takes a merge ticket before signing in (see store-cart-merge.test.ts).
    const { ticket } = okData(await shop(server, '/cart/merge-ticket', {}, guest));
    const merged = okData(
      await shop(server, '/cart/list', { mergeGuestId: guest, mergeTicket: ticket }, member.token),
    ) as unknown as CartReply;
    expect(merged.merged).toBe(1);
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]?.quantity).toBe(130);
    const left = okData(await shop(server, '/cart/list', {}, guest)) as unknown as CartReply;
    expect(left.items).toEqual([]);
    const removed = okData(
      await shop(server, '/cart/remove', { itemIds: [merged.items[0]!.itemId] }, member.token),
    ) as unknown as CartReply;
    expect(removed.items).toEqual([]);
  });

  it('quotes with the shipping rule: free from 50,000 won of items', async () => {
    const small = okData(
      await shop(server, '/order/quote', { items: [{ optionId: TAPE, quantity: 1 }] }, GUEST_A),
    ).quote as Record<string, number>;
    expect(small).toMatchObject({ itemsTotal: 39_000, shippingFee: 3000, total: 42_000 });
    const big = okData(
      await shop(server, '/order/quote', { items: [{ optionId: TAPE, quantity: 2 }] }, GUEST_A),
    ).quote as Record<string, number>;
    expect(big).toMatchObject({ itemsTotal: 78_000, shippingFee: 0, total: 78_000 });
    expectError(
      await shop(
        server,
        '/order/quote',
        { items: [{ optionId: TAPE, quantity: 1 }], points: 500 },
        GUEST_A,
      ),
      401,
      'MEMBER_ONLY',
    );
  });

  it('a guest orders by bank transfer with consent and looks the order up with its password', async () => {
    const before = await stockOf(server, SAMPLE);
    expectError(
      await shop(
        server,
        '/order/create',
        guestOrder([{ optionId: SAMPLE, quantity: 1 }], { agreePrivacy: false }),
        GUEST_A,
      ),
      400,
      'CONSENT_REQUIRED',
    );
    expectError(
      await shop(
        server,
        '/order/create',
        guestOrder([{ optionId: SAMPLE, quantity: 1 }], { password: '12' }),
        GUEST_A,
      ),
      400,
      'ORDER_PASSWORD_RULE',
    );
    expect(await stockOf(server, SAMPLE)).toBe(before);
    const created = okData(
      await shop(server, '/order/create', guestOrder([{ optionId: SAMPLE, quantity: 2 }]), GUEST_A),
    );
    const order = created.order as { orderNo: string; total: number; status: string };
    expect(order).toMatchObject({ status: 'ordered', total: 9000 });
    expect(created.payment).toMatchObject({ amount: 9000, bank: expect.any(String) as string });
    expect(await stockOf(server, SAMPLE)).toBe(before - 2);

    const found = orderOf(
      await shop(server, '/order/detail', { orderNo: order.orderNo, password: 'pass1234' }, null),
    );
    expect(found).toMatchObject({ orderNo: order.orderNo, total: 9000, status: 'ordered' });
    expectError(
      await shop(server, '/order/detail', { orderNo: order.orderNo, password: 'wrong-1' }, GUEST_A),
      404,
      'ORDER_NOT_FOUND',
    );
    expectError(
      await shop(server, '/order/detail', { orderNo: order.orderNo }, GUEST_A),
      404,
      'ORDER_NOT_FOUND',
    );

    // The shop confirms the deposit: paid once; a second confirmation is refused.
    const paid = orderOf(
      await shop(server, '/admin/orders/confirm-bank', { orderNo: order.orderNo }, admin.token),
    );
    expect(paid.status).toBe('paid');
    expectError(
      await shop(server, '/admin/orders/confirm-bank', { orderNo: order.orderNo }, admin.token),
      409,
      'ORDER_NOT_PAYABLE',
    );
    expectError(
      await shop(server, '/admin/orders/confirm-bank', { orderNo: order.orderNo }, member.token),
      403,
      'ADMIN_REQUIRED',
    );
    const audit = await auditRows(server);
    expect(audit.some((row) => row.action === 'confirm-bank' && row.entity === 'store_order')).toBe(
      true,
    );
  });

  it('a member uses a coupon and points, cancels part of an order and gets the difference back', async () => {
    const buyer = await newMember(server, { user_name: '포인트' });
    // Points to spend: an administrator-free path is a delivered order; here we grant 5,000.
    await server.store
      .insertInto('store_point_balances')
      .values({ member_id: buyer.userUuid, balance: 5000 })
      .execute();
    const issued = okData(
      await shop(server, '/coupons/issue', { couponId: 'cpn-box-10' }, buyer.token),
    );
    expectError(
      await shop(server, '/coupons/issue', { couponId: 'cpn-box-10' }, buyer.token),
      409,
      'COUPON_ALREADY_ISSUED',
    );
    const memberCouponId = String(issued.memberCouponId);

    const body = memberOrder(
      [
        { optionId: TAPE, quantity: 1 },
        { optionId: BOX_1, quantity: 100 },
      ],
      { memberCouponId, points: 2000 },
    );
    const created = orderOf(await shop(server, '/order/create', body, buyer.token));
    // Items 39,000 + 29,000 = 68,000; free shipping; 10% is 6,800, capped at 5,000; 2,000 points.
    expect(created).toMatchObject({
      itemsTotal: 68_000,
      shippingFee: 0,
      couponDiscount: 5000,
      pointsUsed: 2000,
      total: 61_000,
      status: 'ordered',
    });
    const again = await shop(server, '/order/create', body, buyer.token);
    expectError(again, 409, 'COUPON_USED');
    const points = okData(await shop(server, '/points', {}, buyer.token));
    expect(points.balance).toBe(3000);

    await shop(server, '/admin/orders/confirm-bank', { orderNo: created.orderNo }, admin.token);
    // Cancel the boxes: items 39,000 (coupon still met at 20,000: 3,900 off), shipping 3,000.
    const boxLine = created.items.find((item) => item.lineTotal === 29_000)!;
    const after = orderOf(
      await shop(
        server,
        '/order/cancel',
        { orderNo: created.orderNo, itemIds: [boxLine.itemId] },
        buyer.token,
      ),
    );
    expect(after).toMatchObject({
      status: 'paid',
      itemsTotal: 39_000,
      shippingFee: 3000,
      couponDiscount: 3900,
      pointsUsed: 2000,
      total: 36_100,
      refundedAmount: 24_900,
    });
    expect(after.items.find((item) => item.itemId === boxLine.itemId)?.cancelled).toBe(true);
    // Someone else cannot cancel it, nor see it; a member is never asked for an order password
    // (members have none), a guest still is.
    const refused = expectError(
      await shop(server, '/order/cancel', { orderNo: created.orderNo }, member.token),
      404,
      'ORDER_NOT_FOUND',
    );
    const unknown = expectError(
      await shop(server, '/order/detail', { orderNo: 'O-NO-SUCH-ORDER' }, member.token),
      404,
      'ORDER_NOT_FOUND',
    );
    for (const body of [refused, unknown]) {
      expect(body.message).not.toContain('비밀번호');
      expect(body.messageEn).not.toContain('password');
      expect(body.message).toContain('주문번호');
    }
    const guest = expectError(
      await shop(server, '/order/detail', { orderNo: 'O-NO-SUCH-ORDER', password: 'x1234' }, null),
      404,
      'ORDER_NOT_FOUND',
    );
    expect(guest.message).toContain('비밀번호');

    // The rest ships and is delivered: tracking link by courier, points earned on delivery.
    expectError(
      await shop(
        server,
        '/admin/orders/transition',
        { orderNo: created.orderNo, action: 'ship', courierCode: 'cj', trackingNo: '123456789012' },
        admin.token,
      ),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    await shop(
      server,
      '/admin/orders/transition',
      { orderNo: created.orderNo, action: 'prepare' },
      admin.token,
    );
    expectError(
      await shop(server, '/order/cancel', { orderNo: created.orderNo }, buyer.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    expectError(
      await shop(
        server,
        '/admin/orders/transition',
        { orderNo: created.orderNo, action: 'ship' },
        admin.token,
      ),
      400,
      'TRACKING_REQUIRED',
    );
    await server.db
      .insertInto('site_couriers')
      .values({
        id: 'courier-cj',
        name: 'CJ대한통운',
        code: 'cj',
        tracking_url: 'https://trace.example/track?no={invoice}',
        sort_order: 0,
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const shipped = orderOf(
      await shop(
        server,
        '/admin/orders/transition',
        { orderNo: created.orderNo, action: 'ship', courierCode: 'cj', trackingNo: '123456789012' },
        admin.token,
      ),
    );
    expect(shipped.tracking).toEqual({
      courierName: 'CJ대한통운',
      trackingNo: '123456789012',
      url: 'https://trace.example/track?no=123456789012',
    });
    const delivered = orderOf(
      await shop(
        server,
        '/admin/orders/transition',
        { orderNo: created.orderNo, action: 'deliver' },
        admin.token,
      ),
    );
    // 1% of the paid items: 39,000 − 3,900 − 2,000 = 33,100 → 331.
    expect(delivered).toMatchObject({ status: 'delivered', pointsEarned: 331 });
    const history = okData(await shop(server, '/points', {}, buyer.token));
    expect(history.balance).toBe(3000 + 331);
    expect(
      (history.items as { reason: string; delta: number }[]).map((row) => [row.reason, row.delta]),
    ).toEqual(
      expect.arrayContaining([
        ['spend', -2000],
        ['earn', 331],
      ]),
    );
    const list = okData(await shop(server, '/order/list', {}, buyer.token));
    expect((list.items as { orderNo: string }[]).map((row) => row.orderNo)).toEqual([
      created.orderNo,
    ]);
    expect(delivered.history.map((event) => event.action)).toEqual([
      'create',
      'pay',
      'partial_cancel',
      'prepare',
      'ship',
      'deliver',
    ]);
  });

  it('a whole cancellation returns stock, the coupon and the points; refusals write nothing', async () => {
    const buyer = await newMember(server, { user_name: '취소' });
    await server.store
      .insertInto('store_point_balances')
      .values({ member_id: buyer.userUuid, balance: 1000 })
      .execute();
    const { memberCouponId } = okData(
      await shop(server, '/coupons/issue', { couponId: 'cpn-welcome-3000' }, buyer.token),
    );
    const stock = await stockOf(server, TAPE);
    const order = orderOf(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }], { memberCouponId, points: 1000 }),
        buyer.token,
      ),
    );
    expect(order.total).toBe(39_000 + 3000 - 3000 - 1000);
    expect(await stockOf(server, TAPE)).toBe(stock - 1);
    const cancelled = orderOf(
      await shop(server, '/order/cancel', { orderNo: order.orderNo }, buyer.token),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: 0 });
    expect(await stockOf(server, TAPE)).toBe(stock);
    expect(okData(await shop(server, '/points', {}, buyer.token)).balance).toBe(1000);
    const coupons = okData(await shop(server, '/coupons/mine', {}, buyer.token)).coupons as {
      usable: boolean;
    }[];
    expect(coupons[0]?.usable).toBe(true);
    expectError(
      await shop(server, '/order/cancel', { orderNo: order.orderNo }, buyer.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
  });

  it('expires an unpaid order after its payment time and releases its stock', async () => {
    let now = new Date('2026-03-01T00:00:00.000Z');
    const timed = await startStoreServer({ now: () => now });
    try {
      const stock = await stockOf(timed, SAMPLE);
      const order = orderOf(
        await shop(
          timed,
          '/order/create',
          guestOrder([{ optionId: SAMPLE, quantity: 3 }]),
          GUEST_A,
        ),
      );
      expect(await stockOf(timed, SAMPLE)).toBe(stock - 3);
      now = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000 + 1000);
      expectError(
        await shop(timed, '/order/pay', { orderNo: order.orderNo, password: 'pass1234' }, GUEST_A),
        409,
        'ORDER_NOT_PAYABLE',
      );
      expect(await stockOf(timed, SAMPLE)).toBe(stock);
      const expired = orderOf(
        await shop(
          timed,
          '/order/detail',
          { orderNo: order.orderNo, password: 'pass1234' },
          GUEST_A,
        ),
      );
      expect(expired.status).toBe('expired');
    } finally {
      await timed.close();
    }
  });

  it('expires overdue orders from the sweeper timer as well', async () => {
    let now = new Date('2026-06-01T00:00:00.000Z');
    const timed = await startStoreServer({ now: () => now });
    const logger = createMemoryLogger();
    const sweeper = startOrderExpirySweeper(timed.store, defaultStoreConfig, () => now, logger, 20);
    try {
      const order = orderOf(
        await shop(
          timed,
          '/order/create',
          guestOrder([{ optionId: SAMPLE, quantity: 1 }]),
          GUEST_A,
        ),
      );
      now = new Date(now.getTime() + 4 * 24 * 60 * 60 * 1000);
      await vi.waitFor(async () => {
        const row = await timed.store
          .selectFrom('store_orders')
          .select('status')
          .where('order_no', '=', order.orderNo)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('expired');
      });
    } finally {
      await sweeper.stop();
      await timed.close();
    }
    expect(logger.records.filter((record) => record.level === 'error')).toEqual([]);
  });

  it('administers products, stock and coupons behind the admin role, with the audit log', async () => {
    const created = okData(
      await shop(
        server,
        '/admin/products/create',
        {
          categoryCode: '01',
          name: '테스트 박스',
          nameEn: 'Test box',
          options: [
            {
              name: '소',
              nameEn: 'S',
              stock: 5,
              tiers: [
                { minQuantity: 1, unitPrice: 700 },
                { minQuantity: 10, unitPrice: 600 },
              ],
            },
          ],
        },
        admin.token,
      ),
    ).product as { id: string; listPrice: number; options: { id: string }[] };
    expect(created.listPrice).toBe(600);
    expectError(
      await shop(
        server,
        '/admin/products/create',
        { categoryCode: '01', name: 'x', nameEn: 'x', options: [] },
        member.token,
      ),
      403,
      'ADMIN_REQUIRED',
    );
    expectError(
      await shop(server, '/admin/stock', { optionId: created.options[0]!.id, stock: 9 }, GUEST_A),
      401,
      'LOGIN_REQUIRED',
    );
    await shop(server, '/admin/stock', { optionId: created.options[0]!.id, stock: 9 }, admin.token);
    expect(await stockOf(server, created.options[0]!.id)).toBe(9);
    const coupon = okData(
      await shop(
        server,
        '/admin/coupons/create',
        {
          name: '테스트 쿠폰',
          nameEn: 'Test coupon',
          kind: 'fixed',
          value: 1000,
          startsAt: '2020-01-01T00:00:00Z',
          endsAt: '2099-01-01T00:00:00Z',
        },
        admin.token,
      ),
    );
    const granted = okData(
      await shop(
        server,
        '/admin/coupons/grant',
        { couponId: coupon.couponId, memberId: member.userUuid },
        admin.token,
      ),
    );
    expect(granted.memberCouponId).toEqual(expect.any(String));
    const actions = (await auditRows(server)).map((row) => `${row.entity}:${row.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'store_product:create',
        'store_product_option:stock',
        'store_coupon:create',
        'store_coupon:grant',
      ]),
    );
  });

  it('keeps the buyer’s courier choice and tells the points a member order earns on delivery', async () => {
    const buyer = await newMember(server, { user_name: '택배선택' });
    const before = await stockOf(server, TAPE);
    expectError(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }], { courierCode: 'no-such-courier' }),
        buyer.token,
      ),
      400,
      'COURIER_NOT_FOUND',
    );
    expect(await stockOf(server, TAPE)).toBe(before);
    const created = okData(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }], { courierCode: 'cj' }),
        buyer.token,
      ),
    );
    // 39,000 won of items (+3,000 shipping): 1% of the items, 390 points, on delivery.
    expect(created.order).toMatchObject({
      itemsTotal: 39_000,
      total: 42_000,
      courierCode: 'cj',
      pointsEarned: 0,
      pointsOnDelivery: 390,
      tracking: null,
    });
    const guest = okData(
      await shop(server, '/order/create', guestOrder([{ optionId: TAPE, quantity: 1 }]), GUEST_B),
    );
    expect(guest.order).toMatchObject({ courierCode: null, pointsOnDelivery: 0 });

    // A partly cancelled order is listed both among the active orders and in order-cancel-list.
    const two = orderOf(
      await shop(
        server,
        '/order/create',
        memberOrder([
          { optionId: TAPE, quantity: 1 },
          { optionId: SAMPLE, quantity: 1 },
        ]),
        buyer.token,
      ),
    );
    const listed = async (view: string) =>
      (
        okData(await shop(server, '/order/list', { view }, buyer.token)).items as {
          orderNo: string;
        }[]
      ).map((item) => item.orderNo);
    expect(await listed('cancel')).toEqual([]);
    const sample = two.items.find((item) => item.lineTotal === 3000)!;
    await shop(
      server,
      '/order/cancel',
      { orderNo: two.orderNo, itemIds: [sample.itemId] },
      buyer.token,
    );
    expect(await listed('cancel')).toEqual([two.orderNo]);
    expect(await listed('active')).toContain(two.orderNo);
  });
});
