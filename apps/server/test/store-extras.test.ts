import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import { expectError, GUEST_A } from './helpers';
import {
  memberOrder,
  newAdmin,
  okData,
  orderOf,
  setStockDirect,
  shop,
  shopGet,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

describe('store member extras: wishes, recently viewed, restock requests, reviews', () => {
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    server = await startStoreServer();
    member = await newMember(server, { user_name: '홍길동' });
    other = await newMember(server, { user_name: '김영희' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(() => server.close());

  it('toggles wishes for members only', async () => {
    expectError(
      await shop(server, '/wishes/toggle', { productId: 'prd-aircap' }, GUEST_A),
      401,
      'LOGIN_REQUIRED',
    );
    expect(
      okData(await shop(server, '/wishes/toggle', { productId: 'prd-aircap' }, member.token))
        .wished,
    ).toBe(true);
    expect(
      okData(await shop(server, '/wishes/toggle', { productId: 'sample_box' }, member.token))
        .wished,
    ).toBe(true);
    const list = okData(await shop(server, '/wishes/list', {}, member.token)).items as {
      id: string;
    }[];
    expect(list.map((p) => p.id).sort()).toEqual(['prd-aircap', 'prd-sample-box']);
    expect(
      okData(await shop(server, '/wishes/toggle', { productId: 'prd-aircap' }, member.token))
        .wished,
    ).toBe(false);
    expect(okData(await shop(server, '/wishes/list', {}, other.token)).items).toEqual([]);
    expectError(
      await shop(server, '/wishes/toggle', { productId: 'none' }, member.token),
      404,
      'PRODUCT_NOT_FOUND',
    );
  });

  it('keeps the latest viewed products per guest or member, newest first', async () => {
    for (const id of ['prd-aircap', 'prd-tape-opp', 'prd-aircap']) {
      await shop(server, '/recent/add', { productId: id }, GUEST_A);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const recent = okData(await shop(server, '/recent/list', {}, GUEST_A)).items as {
      id: string;
    }[];
    expect(recent.map((p) => p.id)).toEqual(['prd-aircap', 'prd-tape-opp']);
    expect(okData(await shop(server, '/recent/list', {}, member.token)).items).toEqual([]);
  });

  it('takes restock requests for sold-out options and marks them when stock is back', async () => {
    expectError(
      await shop(server, '/restock/request', { optionId: TAPE }, member.token),
      409,
      'RESTOCK_NOT_NEEDED',
    );
    await setStockDirect(server, TAPE, 0);
    const requests = okData(
      await shop(server, '/restock/request', { optionId: TAPE }, member.token),
    ).requests as { optionId: string; notifiedAt: string | null }[];
    expect(requests).toMatchObject([{ optionId: TAPE, notifiedAt: null }]);
    await shop(server, '/admin/stock', { optionId: TAPE, stock: 30 }, admin.token);
    const after = okData(await shop(server, '/restock/mine', {}, member.token)).requests as {
      notifiedAt: string | null;
    }[];
    expect(after[0]?.notifiedAt).toEqual(expect.any(String));
  });

  it('takes one review per delivered order line, by its buyer only', async () => {
    const order = orderOf(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }]),
        member.token,
      ),
    );
    const itemId = order.items[0]!.itemId;
    const review = { orderItemId: itemId, rating: 5, content: '튼튼하고 잘 붙어요' };
    expectError(
      await shop(server, '/reviews/create', review, member.token),
      403,
      'REVIEW_NOT_ALLOWED',
    );
    await shop(server, '/admin/orders/confirm-bank', { orderNo: order.orderNo }, admin.token);
    await server.db
      .insertInto('site_couriers')
      .values({
        id: 'c1',
        name: '우체국택배',
        code: 'epost',
        tracking_url: 'https://t.example/{invoice}',
        sort_order: 0,
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    for (const step of [
      { action: 'prepare' },
      { action: 'ship', courierCode: 'epost', trackingNo: '6000123412345' },
      { action: 'deliver' },
    ])
      expect(
        (
          await shop(
            server,
            '/admin/orders/transition',
            { orderNo: order.orderNo, ...step },
            admin.token,
          )
        ).status,
      ).toBe(200);
    expectError(
      await shop(server, '/reviews/create', review, other.token),
      403,
      'REVIEW_NOT_ALLOWED',
    );
    expectError(
      await shop(server, '/reviews/create', { ...review, rating: 6 }, member.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(okData(await shop(server, '/reviews/create', review, member.token)).reviewId).toEqual(
      expect.any(String),
    );
    expectError(await shop(server, '/reviews/create', review, member.token), 409, 'REVIEW_EXISTS');
    const reviews = okData(await shopGet(server, '/products/prd-tape-opp/reviews'));
    expect(reviews).toMatchObject({ averageRating: 5, totalCount: 1 });
    expect((reviews.items as { nickname: string; content: string }[])[0]).toMatchObject({
      nickname: '홍*동',
      content: '튼튼하고 잘 붙어요',
    });
  });
});
