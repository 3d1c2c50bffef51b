import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import { expectError, GUEST_A } from './helpers';
import {
  BOX_1,
  newAdmin,
  okData,
  shop,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

interface Estimate {
  estimateId: string;
  status: string;
  statusLabel: string;
  companyName: string;
  desiredOn: string;
  items: {
    itemId: string;
    quantity: number;
    listUnitPrice: number;
    quotedUnitPrice: number | null;
    quotedLineTotal: number | null;
  }[];
  listTotal: number;
  quotedTotal: number | null;
  answer: { note: string; validUntil: string; expired: boolean } | null;
}

describe('quotation requests (/estimate)', () => {
  // 2026-05-10 09:00 in Korea.
  let now = new Date('2026-05-10T00:00:00.000Z');
  let server: StoreServer;
  let buyer: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newAdmin>>;

  beforeAll(async () => {
    server = await startStoreServer({ now: () => now });
    buyer = await newMember(server, { user_name: '견적' });
    other = await newMember(server, { user_name: '남' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(() => server.close());

  const request = (extra: Record<string, unknown> = {}) => ({
    items: [
      { optionId: BOX_1, quantity: 1000 },
      { optionId: TAPE, quantity: 20 },
    ],
    desiredOn: '2026-06-01',
    companyName: '(주)포장상사',
    memo: '매달 같은 수량 구매 예정',
    ...extra,
  });

  it('is asked by a member, answered by an administrator, and read back by its member only', async () => {
    expectError(await shop(server, '/estimate/create', request(), GUEST_A), 401, 'LOGIN_REQUIRED');
    expectError(
      await shop(server, '/estimate/create', request({ desiredOn: '2026-05-09' }), buyer.token),
      400,
      'ESTIMATE_DATE_INVALID',
    );
    expectError(
      await shop(
        server,
        '/estimate/create',
        request({ items: [{ optionId: BOX_1, quantity: 15 }] }),
        buyer.token,
      ),
      400,
      'QUANTITY_INVALID',
    );
    expectError(
      await shop(
        server,
        '/estimate/create',
        request({ items: [{ optionId: 'nope', quantity: 1 }] }),
        buyer.token,
      ),
      404,
      'OPTION_NOT_FOUND',
    );
    expectError(
      await shop(server, '/estimate/create', request({ companyName: '' }), buyer.token),
      400,
    );

    const created = okData(await shop(server, '/estimate/create', request(), buyer.token))
      .estimate as Estimate;
    // Box 1호 from 500: 260 won (80%, to 10 won); tape from 5 boxes: 36,000 won (seed prices).
    expect(created).toMatchObject({
      status: 'requested',
      statusLabel: '견적 요청',
      companyName: '(주)포장상사',
      desiredOn: '2026-06-01',
      listTotal: 1000 * 260 + 20 * 36_000,
      quotedTotal: null,
      answer: null,
    });
    expect(created.items.map((item) => [item.quantity, item.listUnitPrice])).toEqual([
      [1000, 260],
      [20, 36_000],
    ]);
    const ref = { estimateId: created.estimateId };
    expectError(
      await shop(server, '/estimate/detail', ref, other.token),
      404,
      'ESTIMATE_NOT_FOUND',
    );
    const mine = okData(await shop(server, '/estimate/list', {}, buyer.token));
    expect(mine).toMatchObject({ totalCount: 1 });
    expect((mine.items as { lineCount: number }[])[0]?.lineCount).toBe(2);
    expect(okData(await shop(server, '/estimate/list', {}, other.token)).totalCount).toBe(0);

    // The administration.
    expectError(await shop(server, '/admin/estimates/list', {}, buyer.token), 403);
    const waiting = okData(
      await shop(server, '/admin/estimates/list', { status: 'requested' }, admin.token),
    ).items as { estimateId: string; memberEmail: string }[];
    expect(waiting.find((row) => row.estimateId === created.estimateId)?.memberEmail).toBe(
      buyer.email,
    );
    const [box, tape] = created.items;
    const answer = {
      ...ref,
      items: [
        { itemId: box!.itemId, unitPrice: 230 },
        { itemId: tape!.itemId, unitPrice: 34_000 },
      ],
      validUntil: '2026-05-12',
      note: '부가세 포함, 배송비 무료',
    };
    expectError(await shop(server, '/admin/estimates/answer', answer, buyer.token), 403);
    expectError(
      await shop(
        server,
        '/admin/estimates/answer',
        { ...answer, items: answer.items.slice(0, 1) },
        admin.token,
      ),
      400,
      'ESTIMATE_ITEMS_MISMATCH',
    );
    expectError(
      await shop(
        server,
        '/admin/estimates/answer',
        { ...answer, items: [answer.items[0], answer.items[0]] },
        admin.token,
      ),
      400,
      'ESTIMATE_ITEMS_MISMATCH',
    );
    expectError(
      await shop(
        server,
        '/admin/estimates/answer',
        { ...answer, validUntil: '2026-05-01' },
        admin.token,
      ),
      400,
      'ESTIMATE_VALID_UNTIL_INVALID',
    );
    // A refused answer wrote nothing.
    const still = okData(await shop(server, '/estimate/detail', ref, buyer.token))
      .estimate as Estimate;
    expect(still.items.map((item) => item.quotedUnitPrice)).toEqual([null, null]);

    okData(await shop(server, '/admin/estimates/answer', answer, admin.token));
    const read = okData(await shop(server, '/estimate/detail', ref, buyer.token))
      .estimate as Estimate;
    expect(read).toMatchObject({
      status: 'answered',
      statusLabel: '견적 완료',
      quotedTotal: 1000 * 230 + 20 * 34_000,
      answer: { note: '부가세 포함, 배송비 무료', validUntil: '2026-05-12', expired: false },
    });
    expect(read.items.map((item) => item.quotedLineTotal)).toEqual([230_000, 680_000]);
    const audit = await server.db
      .selectFrom('admin_audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'store_estimate')
      .execute();
    expect(audit).toEqual([{ action: 'answer', entity_id: created.estimateId }]);

    // After its validity the member sees it expired.
    now = new Date('2026-05-13T00:00:00.000Z');
    try {
      const late = okData(await shop(server, '/estimate/detail', ref, buyer.token))
        .estimate as Estimate;
      expect(late.answer?.expired).toBe(true);
    } finally {
      now = new Date('2026-05-10T00:00:00.000Z');
    }
  });
});
