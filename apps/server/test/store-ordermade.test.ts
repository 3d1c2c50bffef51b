import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import { auditRows } from './content-helpers';
import { expectError } from './helpers';
import {
  newAdmin,
  okData,
  orderOf,
  ORDERER,
  RECIPIENT,
  shop,
  startStoreServer,
  type StoreServer,
} from './store-helpers';

interface Request {
  requestId: string;
  status: string;
  quote: { unitPrice: number; itemsTotal: number; validUntil: string } | null;
  orderNo: string | null;
}

describe('made-to-order: request, quotation, order', () => {
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    server = await startStoreServer();
    member = await newMember(server, { user_name: '제작' });
    other = await newMember(server, { user_name: '타인' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(() => server.close());

  const request = {
    kind: 'box',
    widthMm: 300,
    lengthMm: 200,
    heightMm: 150,
    material: '골판지 5겹',
    printColors: 2,
    quantity: 500,
    note: '로고 2도 인쇄',
  };

  it('is quoted by an administrator and ordered at the quoted price only', async () => {
    const created = okData(await shop(server, '/ordermade/create', request, member.token))
      .request as Request;
    expect(created).toMatchObject({ status: 'requested', quote: null });
    const ref = { requestId: created.requestId };
    const orderBody = { ...ref, paymentMethod: 'bank', orderer: ORDERER, recipient: RECIPIENT };
    expectError(
      await shop(server, '/ordermade/order', orderBody, member.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    expectError(
      await shop(server, '/admin/ordermade/quote', { ...ref, unitPrice: 10 }, member.token),
      403,
      'ADMIN_REQUIRED',
    );
    const quoted = okData(
      await shop(
        server,
        '/admin/ordermade/quote',
        { ...ref, unitPrice: 1200, note: '2도 인쇄 포함' },
        admin.token,
      ),
    ).request as Request;
    expect(quoted).toMatchObject({
      status: 'quoted',
      quote: { unitPrice: 1200, itemsTotal: 600_000 },
    });
    expect((await auditRows(server)).some((row) => row.entity === 'store_ordermade')).toBe(true);

    expectError(
      await shop(server, '/ordermade/detail', ref, other.token),
      404,
      'ORDERMADE_NOT_FOUND',
    );
    expectError(
      await shop(server, '/ordermade/order', orderBody, other.token),
      404,
      'ORDERMADE_NOT_FOUND',
    );
    // A price in the request is not read.
    const order = orderOf(
      await shop(
        server,
        '/ordermade/order',
        { ...orderBody, unitPrice: 1, total: 1 },
        member.token,
      ),
    );
    expect(order).toMatchObject({
      itemsTotal: 600_000,
      shippingFee: 0,
      total: 600_000,
      status: 'ordered',
    });
    expectError(
      await shop(server, '/ordermade/order', orderBody, member.token),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    const after = okData(await shop(server, '/ordermade/detail', ref, member.token))
      .request as Request;
    expect(after).toMatchObject({ status: 'ordered', orderNo: order.orderNo });
    // The shop confirms the deposit like any bank-transfer order.
    const paid = orderOf(
      await shop(server, '/admin/orders/confirm-bank', { orderNo: order.orderNo }, admin.token),
    );
    expect(paid.status).toBe('paid');
  });

  it('refuses an expired quotation and lets the member withdraw a request', async () => {
    let now = new Date('2026-05-01T00:00:00.000Z');
    const timed = await startStoreServer({ now: () => now });
    try {
      const buyer = await newMember(timed, { user_name: '만료' });
      const shopAdmin = await newAdmin(timed);
      const created = okData(await shop(timed, '/ordermade/create', request, buyer.token))
        .request as Request;
      const ref = { requestId: created.requestId };
      await shop(
        timed,
        '/admin/ordermade/quote',
        { ...ref, unitPrice: 900, validDays: 3 },
        shopAdmin.token,
      );
      now = new Date('2026-05-05T00:00:00.000Z');
      expectError(
        await shop(
          timed,
          '/ordermade/order',
          { ...ref, paymentMethod: 'bank', orderer: ORDERER, recipient: RECIPIENT },
          buyer.token,
        ),
        409,
        'QUOTE_EXPIRED',
      );
      const cancelled = okData(await shop(timed, '/ordermade/cancel', ref, buyer.token))
        .request as Request;
      expect(cancelled.status).toBe('cancelled');
      expectError(
        await shop(timed, '/ordermade/cancel', ref, buyer.token),
        409,
        'TRANSITION_NOT_ALLOWED',
      );
    } finally {
      await timed.close();
    }
  });
});
