import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag, discountRate, formatWon, priceTagMessagesEn } from './PriceTag';

describe('formatWon and discountRate', () => {
  it('groups thousands the Korean way and rounds to whole won', () => {
    expect(formatWon(0)).toBe('0');
    expect(formatWon(1_000)).toBe('1,000');
    expect(formatWon(1_234_567)).toBe('1,234,567');
    expect(formatWon(999.6)).toBe('1,000');
  });

  it('writes what Intl.NumberFormat(ko-KR) writes, negative amounts and halves included', () => {
    const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
    const values = [-1_234_567.5, -1000, -999.5, 0.5, 1.5, 2.5, 12_900, 99_999_999_999];
    for (let n = 1; n < 1e12; n = n * 7 + 3) values.push(n, n + 0.5, -n);
    for (const value of values) expect(formatWon(value), String(value)).toBe(intl.format(value));
    // One deliberate difference: less than half a won below zero is no amount ('0', not '-0').
    expect(intl.format(-0.4)).toBe('-0');
    expect(formatWon(-0.4)).toBe('0');
  });

  it('rounds the discount down and gives none when the price is not lower', () => {
    expect(discountRate(16_000, 12_900)).toBe(19);
    expect(discountRate(10_000, 5_000)).toBe(50);
    expect(discountRate(10_000, 9_950)).toBeNull(); // 0.5 % rounds down to nothing
    expect(discountRate(10_000, 10_000)).toBeNull();
    expect(discountRate(10_000, 12_000)).toBeNull();
    expect(discountRate(0, 0)).toBeNull();
  });
});

describe('PriceTag', () => {
  it('names the struck list price and the sale price for screen readers', () => {
    const { container } = render(<PriceTag price={12_900} listPrice={16_000} />);
    expect(screen.getByText('19% 할인')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('16,000원');
    // The hidden words come right before each amount, so the row reads '정가 16,000원'.
    expect(container.textContent).toContain('정가16,000원');
    expect(container.textContent).toContain('판매가12,900원');
  });

  it('shows no strike and no rate without a discount', () => {
    const { container } = render(<PriceTag price={12_900} listPrice={12_900} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).toBe('12,900원');
  });

  it('adds per-unit and regular-delivery prices, in English when asked', () => {
    render(
      <PriceTag
        price={32_000}
        unitPrice={{ unit: 'roll', price: 1_600 }}
        regularDeliveryPrice={28_800}
        messages={priceTagMessagesEn}
      />,
    );
    expect(screen.getByText('₩32,000')).toBeTruthy();
    expect(screen.getByText('₩1,600 per roll')).toBeTruthy();
    expect(screen.getByText('Regular delivery')).toBeTruthy();
    expect(screen.getByText('₩28,800')).toBeTruthy();
  });
});
