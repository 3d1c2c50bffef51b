import { describe, expect, it } from 'vitest';
import { ordermadeSubscribeRequestSchema, type Ordermade } from '@tonggye/api';
import { subscribable } from './OrdermadeSubscriptionNote';

/** When a made-to-order request can become a regular delivery, and what the page sends. */
describe('made-to-order regular delivery', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const request = (patch: Partial<Ordermade>): Ordermade =>
    ({
      requestId: 'r1',
      status: 'quoted',
      quantity: 500,
      quote: {
        unitPrice: 800,
        itemsTotal: 400_000,
        note: '',
        validUntil: '2026-12-01T00:00:00Z',
        maxMultiple: 2,
      },
      orderNo: null,
      subscriptionId: null,
      ...patch,
    }) as Ordermade;

  it('opens for a valid quotation, quoted or ordered once, and only once', () => {
    expect(subscribable(request({}), now)).toBe(true);
    expect(subscribable(request({ status: 'ordered', orderNo: 'O-1' }), now)).toBe(true);
    expect(subscribable(request({ status: 'ordered', subscriptionId: 's1' }), now)).toBe(false);
    expect(subscribable(request({ status: 'requested', quote: null }), now)).toBe(false);
    expect(subscribable(request({ status: 'cancelled' }), now)).toBe(false);
    const expired = request({});
    expect(
      subscribable({
        ...expired,
        quote: { ...expired.quote!, validUntil: '2026-11-24T09:00:00Z' },
      }),
    ).toBe(false);
  });

  it('checks the request before sending: multiple, cycle, address and terms', () => {
    const checked = ordermadeSubscribeRequestSchema.safeParse({
      multiple: 0,
      cycleWeeks: 3,
      paymentMethod: 'bank',
      recipient: { name: '', phone: '010', zipcode: '1', address1: 'a', address2: '', memo: '' },
      agreeTerms: false,
    });
    const issues = Object.fromEntries(
      (checked.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      multiple: 'VALIDATION_FAILED',
      cycleWeeks: expect.any(String) as string,
      'recipient.name': 'REQUIRED',
      'recipient.phone': 'MOBILE_INVALID',
      'recipient.zipcode': 'ZIPCODE_INVALID',
      agreeTerms: 'TERMS_REQUIRED',
    });
    expect(
      ordermadeSubscribeRequestSchema.safeParse({
        multiple: 2,
        cycleWeeks: 4,
        firstDeliveryOn: '2026-12-08',
        paymentMethod: 'card',
        recipient: {
          name: '김철수',
          phone: '010-1234-5678',
          zipcode: '04524',
          address1: '서울특별시 중구 세종대로 110',
          address2: '',
          memo: '',
        },
        agreeTerms: true,
      }).success,
    ).toBe(true);
  });
});
