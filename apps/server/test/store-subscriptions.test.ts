import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, koreanToday } from '../src/store/subscriptions';
import { newMember } from './accounts-helpers';
import { expectError, GUEST_A } from './helpers';
import { okData, RECIPIENT, shop, startStoreServer, TAPE, type StoreServer } from './store-helpers';

interface Subscription {
  subscriptionId: string;
  status: string;
  cycleWeeks: number;
  nextDeliveryOn: string | null;
  paymentMethod: string;
  delivery: { itemsTotal: number; shippingFee: number; total: number } | null;
  history: { action: string; from: string; to: string }[];
}

describe('regular delivery (subscriptions)', () => {
  // 2026-03-01 10:00 in Korea.
  const now = new Date('2026-03-01T01:00:00.000Z');
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    server = await startStoreServer({ now: () => now });
    member = await newMember(server, { user_name: '정기' });
    other = await newMember(server, { user_name: '남' });
  }, 60_000);
  afterAll(() => server.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    optionId: TAPE,
    quantity: 1,
    cycleWeeks: 2,
    paymentMethod: 'card',
    recipient: RECIPIENT,
    agreeTerms: true,
    ...extra,
  });

  it('computes the Korean date', () => {
    expect(koreanToday(new Date('2026-02-28T15:30:00.000Z'))).toBe('2026-03-01');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('is created, skipped, paused, resumed and cancelled by its member only', async () => {
    expectError(
      await shop(server, '/subscriptions/create', body(), GUEST_A),
      401,
      'LOGIN_REQUIRED',
    );
    expectError(
      await shop(server, '/subscriptions/create', body({ agreeTerms: false }), member.token),
      400,
      'SUBSCRIPTION_TERMS_REQUIRED',
    );
    expectError(
      await shop(
        server,
        '/subscriptions/create',
        body({ firstDeliveryOn: '2026-03-02' }),
        member.token,
      ),
      400,
      'DELIVERY_DATE_INVALID',
    );
    expect(
      (await shop(server, '/subscriptions/create', body({ cycleWeeks: 3 }), member.token)).status,
    ).toBe(400);
    const created = okData(
      await shop(
        server,
        '/subscriptions/create',
        body({ firstDeliveryOn: '2026-03-05' }),
        member.token,
      ),
    ).subscription as Subscription;
    expect(created).toMatchObject({
      status: 'active',
      cycleWeeks: 2,
      nextDeliveryOn: '2026-03-05',
      delivery: { itemsTotal: 39_000, shippingFee: 3000, total: 42_000 },
    });
    const id = created.subscriptionId;
    const call = (action: string, credential = member.token, extra = {}) =>
      shop(server, `/subscriptions/${action}`, { subscriptionId: id, ...extra }, credential);

    const skipped = okData(await call('skip')).subscription as Subscription;
    expect(skipped.nextDeliveryOn).toBe('2026-03-19');
    expectError(await call('skip', other.token), 404, 'SUBSCRIPTION_NOT_FOUND');
    expectError(await call('detail', other.token), 404, 'SUBSCRIPTION_NOT_FOUND');
    expect((okData(await call('pause')).subscription as Subscription).status).toBe('paused');
    expectError(await call('skip'), 409, 'TRANSITION_NOT_ALLOWED');
    expectError(await call('pause'), 409, 'TRANSITION_NOT_ALLOWED');
    const changed = okData(await call('payment-method', member.token, { paymentMethod: 'bank' }))
      .subscription as Subscription;
    expect(changed).toMatchObject({ status: 'paused', paymentMethod: 'bank' });
    expect((okData(await call('resume')).subscription as Subscription).status).toBe('active');
    const cancelled = okData(await call('cancel')).subscription as Subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', nextDeliveryOn: null });
    expectError(await call('resume'), 409, 'TRANSITION_NOT_ALLOWED');
    expect(cancelled.history.map((event) => event.action)).toEqual([
      'create',
      'skip',
      'pause',
      'change_payment',
      'resume',
      'cancel',
    ]);
    const lists = okData(
      await shop(server, '/subscriptions/list', { view: 'cancel' }, member.token),
    );
    expect((lists.subscriptions as Subscription[]).map((s) => s.subscriptionId)).toEqual([id]);
    expect(
      okData(await shop(server, '/subscriptions/list', {}, other.token)).subscriptions,
    ).toEqual([]);
  });

  it('resumes to the first cycle date that can still be prepared', async () => {
    let at = new Date('2026-04-01T01:00:00.000Z');
    const timed = await startStoreServer({ now: () => at });
    try {
      const buyer = await newMember(timed, { user_name: '재개' });
      const created = okData(
        await shop(
          timed,
          '/subscriptions/create',
          body({ cycleWeeks: 1, firstDeliveryOn: '2026-04-03' }),
          buyer.token,
        ),
      ).subscription as Subscription;
      const ref = { subscriptionId: created.subscriptionId };
      await shop(timed, '/subscriptions/pause', ref, buyer.token);
      // Nine days later (the login lasts 14): the earliest preparable date is 04-12.
      at = new Date('2026-04-10T01:00:00.000Z');
      const resumed = okData(await shop(timed, '/subscriptions/resume', ref, buyer.token))
        .subscription as Subscription;
      // Weekly from 04-03: 04-10 is too soon, 04-17 is the first on or after 04-12.
      expect(resumed.nextDeliveryOn).toBe('2026-04-17');
    } finally {
      await timed.close();
    }
  });
});
