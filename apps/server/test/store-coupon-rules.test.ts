import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import { expectError } from './helpers';
import {
  memberOrder,
  newAdmin,
  okData,
  shop,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

/**
 * A coupon's period and minimum order, over HTTP on a server whose clock the
 * test moves. The period is start-inclusive and end-exclusive; the minimum is on the items'
 * total (OPP tape: 39,000 won a box, 36,000 from five). A refused coupon writes nothing: no
 * coupon taken, no order, the coupon still unused.
 */
const DAY = 86_400_000;
const START = Date.parse('2026-03-02T00:00:00.000Z');

describe('coupon period and minimum order', () => {
  let server: StoreServer;
  let now = new Date(START);
  let admin: Awaited<ReturnType<typeof newAdmin>>;
  let buyer: Awaited<ReturnType<typeof newMember>>;
  /** Offered from START − 1 day to START + 2 days, for orders of 78,000 won of items or more. */
  let current = '';
  /** Offered from START + 1 day. */
  let later = '';
  const endsAt = new Date(START + 2 * DAY);

  async function offered(name: string, startsAt: number, ends: number, minOrder: number) {
    const created = okData(
      await shop(
        server,
        '/admin/coupons/create',
        {
          name,
          nameEn: 'Rule test coupon',
          kind: 'fixed',
          value: 2000,
          minOrder,
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(ends).toISOString(),
          offered: true,
        },
        admin.token,
      ),
    );
    return String(created.couponId);
  }

  const countRows = async (table: 'store_orders' | 'store_member_coupons') =>
    Number(
      (
        await server.store
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startStoreServer({ now: () => now });
    admin = await newAdmin(server);
    buyer = await newMember(server, { user_name: '쿠폰 규칙' });
    current = await offered('규칙 쿠폰', START - DAY, endsAt.getTime(), 78_000);
    later = await offered('예정 쿠폰', START + DAY, START + 10 * DAY, 0);
  }, 60_000);
  afterAll(() => server.close());

  it('is taken only within its period', async () => {
    const before = await countRows('store_member_coupons');
    const early = expectError(
      await shop(server, '/coupons/issue', { couponId: later }, buyer.token),
      400,
      'COUPON_EXPIRED',
    );
    expect(early.message).toBe('사용 기간이 아닌 쿠폰입니다.');
    expect(early.messageEn).toBe('The coupon is not valid at this time.');
    expect(await countRows('store_member_coupons')).toBe(before);
    const offers = okData(await shop(server, '/coupons/mine', {}, buyer.token));
    expect(offers.coupons).toEqual([]);

    okData(await shop(server, '/coupons/issue', { couponId: current }, buyer.token));
    expect(await countRows('store_member_coupons')).toBe(before + 1);
  });

  it('needs the minimum of items, exactly reached, in the quote and in the order', async () => {
    const mine = okData(await shop(server, '/coupons/mine', {}, buyer.token)).coupons as {
      memberCouponId: string;
      usable: boolean;
    }[];
    expect(mine).toHaveLength(1);
    const memberCouponId = mine[0]!.memberCouponId;
    const one = memberOrder([{ optionId: TAPE, quantity: 1 }], { memberCouponId });

    // 39,000 won of items: under the minimum, in both languages with the minimum.
    const short = expectError(
      await shop(server, '/order/quote', one, buyer.token),
      400,
      'COUPON_MIN_ORDER',
    );
    expect(short.message).toMatch(/78,?000원 이상/);
    expect(short.messageEn).toMatch(/at least 78,?000 won/);
    const orders = await countRows('store_orders');
    expectError(await shop(server, '/order/create', one, buyer.token), 400, 'COUPON_MIN_ORDER');
    expect(await countRows('store_orders')).toBe(orders);

    // Two boxes are 78,000 won: the minimum itself is enough.
    const two = memberOrder([{ optionId: TAPE, quantity: 2 }], { memberCouponId });
    const quote = okData(await shop(server, '/order/quote', two, buyer.token)).quote as {
      itemsTotal: number;
      couponDiscount: number;
    };
    expect(quote).toMatchObject({ itemsTotal: 78_000, couponDiscount: 2000 });
  });

  it('is refused from the end of its period on (end exclusive), writing nothing', async () => {
    const mine = okData(await shop(server, '/coupons/mine', {}, buyer.token)).coupons as {
      memberCouponId: string;
      usable: boolean;
    }[];
    const memberCouponId = mine[0]!.memberCouponId;
    const two = memberOrder([{ optionId: TAPE, quantity: 2 }], { memberCouponId });

    now = new Date(endsAt.getTime() - 1);
    okData(await shop(server, '/order/quote', two, buyer.token));

    now = new Date(endsAt.getTime());
    expectError(await shop(server, '/order/quote', two, buyer.token), 400, 'COUPON_EXPIRED');
    const orders = await countRows('store_orders');
    expectError(await shop(server, '/order/create', two, buyer.token), 400, 'COUPON_EXPIRED');
    expect(await countRows('store_orders')).toBe(orders);
    const after = okData(await shop(server, '/coupons/mine', {}, buyer.token)).coupons as {
      memberCouponId: string;
      usable: boolean;
      usedAt: string | null;
    }[];
    expect(after).toMatchObject([{ memberCouponId, usable: false, usedAt: null }]);
    // Nor can it be taken any more.
    expectError(
      await shop(server, '/coupons/issue', { couponId: current }, buyer.token),
      400,
      'COUPON_EXPIRED',
    );
  });
});
