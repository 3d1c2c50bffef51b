import { describe, expect, it } from 'vitest';
import { formatDotDate, formatDotDateTime } from './koreanDate';

describe('formatDotDate', () => {
  it('reads zone-less dates as Korean local time', () => {
    expect(formatDotDate('2024-03-05')).toBe('2024.03.05');
    expect(formatDotDateTime('2024-03-05 23:59:10')).toBe('2024.03.05 23:59');
    expect(formatDotDateTime('2024-03-05T08:07')).toBe('2024.03.05 08:07');
  });

  it('shows instants with a zone in Korean time (UTC+9)', () => {
    // 15:30 UTC is 00:30 the next day in Seoul.
    expect(formatDotDate('2024-12-31T15:30:00Z')).toBe('2025.01.01');
    expect(formatDotDateTime('2024-12-31T15:30:00Z')).toBe('2025.01.01 00:30');
    expect(formatDotDate(new Date(Date.UTC(2023, 6, 9, 14, 59)))).toBe('2023.07.09');
    expect(formatDotDateTime('2024-06-01T10:00:00+09:00')).toBe('2024.06.01 10:00');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDotDate('어제')).toBe('어제');
    expect(formatDotDate(new Date(Number.NaN))).toBe('');
  });
});
