import { describe, expect, it } from 'vitest';
import {
  cancelOrder,
  createOrder,
  getOrder,
  getPointHistory,
  isCardPayment,
  issueCoupon,
  listCartLinesForOrder,
  listCouponOffers,
  listMyCoupons,
  listOrders,
  lookUpGuestOrder,
  payOrder,
  quoteOrder,
} from '../src';
import { refusal, testServer } from './server-client';

/**
 * The store's order calls against the real server, started as its own process the way
 * `pnpm serve` starts it (the seed first: the sample catalogue and its two offered coupons, and
 * the administrator's one-time password printed). Card payment is configured with a merchant id
 * and sign key, so the order answers the signed Inicis form fields (never posted here: the site's
 * end-to-end test pays through the Inicis double).
 */
const TAPE = 'prd-tape-opp-o1';
const SAMPLE = 'prd-sample-box-o1';
const server = testServer({
  name: 'api-store-orders',
  envelopeKey: 'store-orders-test-envelope-key',
  entry: 'start',
  env: {
    INICIS_MID: 'INIpayTest',
    INICIS_SIGN_KEY: 'api-test-sign-key',
    INICIS_PAY_URL: 'http://127.0.0.1:9/pay',
    INICIS_RETURN_BASE: 'http://127.0.0.1:9',
  },
});

const orderer = { name: '홍길동', phone: '010-1234-5678', email: 'buyer@example.com' };
const recipient = {
  name: '김철수',
  phone: '010-9876-5432',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 123',
  address2: '4층',
  memo: '문 앞',
};

describe('store orders client', () => {
  it('quotes on the server: tiers, shipping rule and shortages', async () => {
    const client = server.client({ nonMemberSession: 'guest-0000000101' });
    const small = await quoteOrder(client, { items: [{ optionId: SAMPLE, quantity: 2 }] });
    // 2 × 3,000 won under 50,000: shipping 3,000.
    expect(small).toMatchObject({
      itemsTotal: 6000,
      shippingFee: 3000,
      total: 9000,
      pointsBalance: 0,
      shippingRule: { fee: 3000, freeFrom: 50_000 },
    });
    expect(small.items[0]).toMatchObject({ optionId: SAMPLE, unitPrice: 3000, lineTotal: 6000 });
    // Five boxes of tape reach the 36,000 won tier and free shipping.
    const tier = await quoteOrder(client, { items: [{ optionId: TAPE, quantity: 5 }] });
    expect(tier).toMatchObject({ itemsTotal: 180_000, shippingFee: 0, total: 180_000 });
    const short = await quoteOrder(client, { items: [{ optionId: SAMPLE, quantity: 5000 }] });
    expect(short.shortages).toHaveLength(1);
    const error = await refusal(
      quoteOrder(client, { items: [{ optionId: SAMPLE, quantity: 1 }], points: 500 }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toContain('회원');
  });

  it('a guest orders from the cart by bank transfer, is paid by the shop and looks it up', async () => {
    const client = server.client({ nonMemberSession: 'guest-0000000102' });
    const added = await fetch(`${server.url}/shop/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth: 'guest-0000000102' },
      body: JSON.stringify({ optionId: SAMPLE, quantity: 2 }),
    });
    // That first call made the guest: the client keeps the key it was issued.
    client.session.setGuestKey('guest-0000000102', String(added.headers.get('guestkey')));
    const lines = await listCartLinesForOrder(client);
    expect(lines).toHaveLength(1);
    const refused = await refusal(
      createOrder(client, {
        cartItemIds: lines.map((line) => line.itemId),
        paymentMethod: 'bank',
        orderer,
        recipient,
        agreeTerms: true,
        agreePrivacy: false,
        password: 'pw1234',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.messageEn).toContain('consent');
    const { order, payment } = await createOrder(client, {
      cartItemIds: lines.map((line) => line.itemId),
      paymentMethod: 'bank',
      orderer,
      recipient,
      courierCode: 'cj',
      agreeTerms: true,
      agreePrivacy: true,
      password: 'pw1234',
    });
    expect(order).toMatchObject({
      status: 'ordered',
      total: 9000,
      isMemberOrder: false,
      pointsOnDelivery: 0,
    });
    expect(isCardPayment(payment)).toBe(false);
    expect(payment).toMatchObject({ amount: 9000, account: expect.any(String) as string });
    expect(await listCartLinesForOrder(client)).toEqual([]);
    expect(await payOrder(client, { orderNo: order.orderNo, password: 'pw1234' })).toMatchObject({
      amount: 9000,
    });

    // Anyone else, with the number and password only.
    const stranger = server.client();
    const wrong = await refusal(lookUpGuestOrder(stranger, order.orderNo, 'nope99'));
    expect(wrong.status).toBe(404);
    expect((await lookUpGuestOrder(stranger, order.orderNo, 'pw1234')).status).toBe('ordered');
    const confirmed = await server.adminPost('/shop/admin/orders/confirm-bank', {
      orderNo: order.orderNo,
    });
    expect(((await confirmed.json()) as { resCode: number }).resCode).toBe(200);
    const paid = await lookUpGuestOrder(stranger, order.orderNo, 'pw1234');
    expect(paid).toMatchObject({ status: 'paid', statusLabel: expect.any(String) as string });
    expect(paid.paidAt).toEqual(expect.any(String));
  });

  it('a member takes a coupon, orders by card, cancels one item and sees both lists', async () => {
    const { client } = await server.member();
    const offers = await listCouponOffers(client);
    const welcome = offers.find((offer) => offer.couponId === 'cpn-welcome-3000');
    expect(welcome).toMatchObject({ issued: false, minOrder: 30_000, value: 3000 });
    const memberCouponId = await issueCoupon(client, 'cpn-welcome-3000');
    expect((await refusal(issueCoupon(client, 'cpn-welcome-3000'))).status).toBe(409);
    expect(
      (await listCouponOffers(client)).find((offer) => offer.couponId === 'cpn-welcome-3000')
        ?.issued,
    ).toBe(true);
    expect(await listMyCoupons(client)).toEqual([
      expect.objectContaining({ memberCouponId, usable: true }),
    ]);

    const items = [
      { optionId: TAPE, quantity: 1 },
      { optionId: SAMPLE, quantity: 1 },
    ];
    // 42,000 won of items: shipping 3,000, coupon −3,000.
    const quote = await quoteOrder(client, { items, memberCouponId });
    expect(quote).toMatchObject({
      itemsTotal: 42_000,
      shippingFee: 3000,
      couponDiscount: 3000,
      total: 42_000,
      pointsEarnedOnDelivery: 390,
    });
    const { order, payment } = await createOrder(client, {
      items,
      memberCouponId,
      paymentMethod: 'card',
      orderer,
      recipient,
    });
    expect(order).toMatchObject({ total: 42_000, isMemberOrder: true, pointsOnDelivery: 390 });
    expect(isCardPayment(payment)).toBe(true);
    if (!isCardPayment(payment)) throw new Error('card payment expected');
    expect(payment.payUrl).toBe('http://127.0.0.1:9/pay');
    expect(payment.fields).toMatchObject({ oid: order.orderNo, price: '42000', mid: 'INIpayTest' });
    expect((await listMyCoupons(client))[0]?.usable).toBe(false);

    // Someone else cannot see or cancel it.
    const { client: other } = await server.member();
    expect((await refusal(getOrder(other, { orderNo: order.orderNo }))).status).toBe(404);

    const sample = order.items.find((item) => item.optionId === SAMPLE)!;
    const after = await cancelOrder(client, { orderNo: order.orderNo, itemIds: [sample.itemId] });
    // 39,000 won left: shipping 3,000, coupon −3,000; unpaid, so nothing refunded.
    expect(after).toMatchObject({ status: 'ordered', total: 39_000, refundedAmount: 0 });
    expect(after.items.find((item) => item.itemId === sample.itemId)?.cancelled).toBe(true);

    const active = await listOrders(client, { page: 1, size: 10, view: 'active' });
    expect(active).toMatchObject({ totalCount: 1, currentPage: 1 });
    expect(active.items[0]).toMatchObject({ orderNo: order.orderNo, total: 39_000 });
    const whole = await cancelOrder(client, { orderNo: order.orderNo });
    expect(whole.status).toBe('cancelled');
    const cancelled = await listOrders(client, { page: 1, size: 10, view: 'cancel' });
    expect(cancelled.items.map((item) => item.orderNo)).toEqual([order.orderNo]);
    expect((await listOrders(client, { page: 1, size: 10, view: 'active' })).totalCount).toBe(0);
    // The whole cancellation gave the coupon back.
    expect((await listMyCoupons(client))[0]?.usable).toBe(true);
    expect(await getPointHistory(client, { page: 1, size: 10 })).toMatchObject({
      balance: 0,
      items: [],
      totalCount: 0,
    });
  });
});
