import { describe, expect, it } from 'vitest';
import {
  HIDDEN_POPUPS_KEY,
  isPopupHidden,
  nextLocalMidnight,
  rememberPopupChoice,
} from './popupMemory';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('event popup memory', () => {
  const evening = new Date(2026, 10, 24, 23, 59, 30);

  it('ends "today" at the next local midnight', () => {
    expect(nextLocalMidnight(evening)).toBe(new Date(2026, 10, 25, 0, 0, 0).getTime());
    expect(nextLocalMidnight(new Date(2026, 10, 25, 0, 0, 0))).toBe(
      new Date(2026, 10, 26).getTime(),
    );
  });

  it('hides a popup dismissed for today until midnight, then shows it again', () => {
    const storage = memory();
    rememberPopupChoice(storage, 'p1', 'today', evening);
    expect(isPopupHidden(storage, 'p1', evening)).toBe(true);
    expect(isPopupHidden(storage, 'p1', new Date(2026, 10, 24, 23, 59, 59))).toBe(true);
    expect(isPopupHidden(storage, 'p1', new Date(2026, 10, 25, 0, 0, 0))).toBe(false);
    expect(isPopupHidden(storage, 'p2', evening)).toBe(false);
  });

  it('hides for good on "never" and stores nothing on "close"', () => {
    const storage = memory();
    rememberPopupChoice(storage, 'p1', 'close', evening);
    expect(storage.getItem(HIDDEN_POPUPS_KEY)).toBeNull();
    rememberPopupChoice(storage, 'p1', 'never', evening);
    expect(isPopupHidden(storage, 'p1', new Date(2030, 0, 1))).toBe(true);
  });

  it('drops expired entries and ignores unreadable memory', () => {
    const storage = memory({ [HIDDEN_POPUPS_KEY]: JSON.stringify({ old: 1, bad: 'x' }) });
    rememberPopupChoice(storage, 'p1', 'today', evening);
    expect(Object.keys(JSON.parse(storage.getItem(HIDDEN_POPUPS_KEY) ?? '{}'))).toEqual(['p1']);
    const broken = memory({ [HIDDEN_POPUPS_KEY]: '{not json' });
    expect(isPopupHidden(broken, 'p1', evening)).toBe(false);
  });
});
