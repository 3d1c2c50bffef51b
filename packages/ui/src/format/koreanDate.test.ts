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

  it('agrees with the zone database for every hour of a year and across the 1988 summer time', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (date: Date) => {
      const parts = Object.fromEntries(zone.formatToParts(date).map((p) => [p.type, p.value]));
      return `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
    };
    const starts = [Date.UTC(2024, 0, 1), Date.UTC(1988, 0, 1), Date.UTC(1988, 11, 31, 12)];
    for (const start of starts) {
      for (let hour = 0; hour < 24 * 366; hour += 7) {
        const date = new Date(start + hour * 3_600_000 + 17 * 60_000);
        expect(formatDotDateTime(date)).toBe(expected(date));
      }
    }
    // Summer time of 1988 (UTC+10): 12:00 UTC on 1 July 1988 was 22:00 in Seoul.
    expect(formatDotDateTime('1988-07-01T12:00:00Z')).toBe('1988.07.01 22:00');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDotDate('어제')).toBe('어제');
    expect(formatDotDate(new Date(Number.NaN))).toBe('');
  });
});
