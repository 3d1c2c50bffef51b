import { describe, expect, it } from 'vitest';
import { addDaysTo, koreanDate, tierUnitPrice, type Ordermade } from '@tonggye/api';
import { formatDay, shippingFor } from './parts';
import { quoteExpired } from './QuoteParts';

/** The pure logic behind the store-services pages: checks, dates, prices and quotes. */
describe('store services page logic', () => {
  it('reads dates in Korea and moves them by whole days', () => {
    // 2026-03-31 20:00 UTC is already 1 April in Korea.
    expect(koreanDate(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(koreanDate(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(addDaysTo('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDaysTo('2028-02-27', 2)).toBe('2028-02-29');
    expect(formatDay('2026-12-08')).toBe('2026.12.08');
    expect(formatDay('2026-03-31T20:00:00.000Z')).toBe('2026.04.01');
    expect(formatDay(null)).toBe('');
  });

  it('prices a quantity at the highest tier reached, and the shipping rule', () => {
    const tiers = [
      { minQuantity: 100, unitPrice: 450 },
      { minQuantity: 10, unitPrice: 520 },
      { minQuantity: 1000, unitPrice: 390 },
    ];
    expect(tierUnitPrice(tiers, 10)).toBe(520);
    expect(tierUnitPrice(tiers, 99)).toBe(520);
    expect(tierUnitPrice(tiers, 100)).toBe(450);
    expect(tierUnitPrice(tiers, 5000)).toBe(390);
    expect(tierUnitPrice([], 5)).toBeNull();
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(49_999)).toBe(3000);
    expect(shippingFor(50_000)).toBe(0);
  });

  it('knows when a quotation has expired', () => {
    const quoted = (validUntil: string | null) =>
      ({
        quote: { unitPrice: 1, itemsTotal: 1, note: '', validUntil },
      }) as unknown as Ordermade;
    const now = new Date('2026-11-24T10:00:00Z');
    expect(quoteExpired(quoted('2026-11-24T09:59:59Z'), now)).toBe(true);
    expect(quoteExpired(quoted('2026-11-24T10:00:01Z'), now)).toBe(false);
    expect(quoteExpired(quoted(null), now)).toBe(false);
  });
});
