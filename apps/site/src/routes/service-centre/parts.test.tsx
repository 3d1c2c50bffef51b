import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDotDate } from '@tonggye/ui';
import { formatDate } from './parts';

describe('service-centre dates', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // A reader in California: 20:00 UTC is noon there and already the next morning in Korea.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows a notice’s day in Korean time, the day the notice list (the kit’s list) shows', () => {
    const createdAt = '2026-03-01T20:00:00.000Z';
    expect(new Date(createdAt).getDate()).toBe(1);
    expect(formatDate(createdAt)).toBe('2026.03.02');
    expect(formatDate(createdAt)).toBe(formatDotDate(createdAt));
  });
});
