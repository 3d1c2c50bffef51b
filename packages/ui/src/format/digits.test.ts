import { describe, expect, it } from 'vitest';
import { formatCount, formatWon } from './digits';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("ko-KR") does', () => {
    const values = [0, 7, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567_890];
    for (const value of [...values, ...values.map((v) => -v)])
      expect(formatCount(value)).toBe(value.toLocaleString('ko-KR'));
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe(
      Number.MAX_SAFE_INTEGER.toLocaleString('ko-KR'),
    );
  });

  it('leaves what is not a whole number to Intl', () => {
    expect(formatCount(1234.5678)).toBe((1234.5678).toLocaleString('ko-KR'));
  });
});

describe('formatWon', () => {
  it('rounds half away from zero and groups', () => {
    expect(formatWon(1234567)).toBe('1,234,567');
    expect(formatWon(1234.5)).toBe('1,235');
    expect(formatWon(-1234.5)).toBe('-1,235');
    expect(formatWon(-0.4)).toBe('0');
  });
});
