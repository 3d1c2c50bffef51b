import type { EventPopupChoice } from '@tonggye/ui';

/** Where the site remembers which event popups the visitor hid, and until when. */
export const HIDDEN_POPUPS_KEY = 'eventPopups.hidden';

/** popup id → the time (ms) it may show again, or 'never'. */
type HiddenPopups = Record<string, number | 'never'>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function read(storage: Storage): HiddenPopups {
  try {
    const value: unknown = JSON.parse(storage.getItem(HIDDEN_POPUPS_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, number | 'never'] =>
          entry[1] === 'never' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
      ),
    );
  } catch (error) {
    console.warn('ignoring unreadable event popup memory', error);
    return {};
  }
}

/** The next local midnight after `now`: "today" ends there. */
export function nextLocalMidnight(now: Date): number {
  const midnight = new Date(now.getTime());
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

/** Whether the visitor hid this popup and the time it was hidden for has not passed. */
export function isPopupHidden(storage: Storage, id: string, now: Date): boolean {
  const until = read(storage)[id];
  if (until === undefined) return false;
  return until === 'never' || now.getTime() < until;
}

/**
 * Remembers a dismissal: 'today' until the next local midnight, 'never' for good; 'close'
 * only closes it for this visit (nothing stored). Expired entries are dropped on the way.
 */
export function rememberPopupChoice(
  storage: Storage,
  id: string,
  choice: EventPopupChoice,
  now: Date,
): void {
  if (choice === 'close') return;
  const current = read(storage);
  const kept = Object.fromEntries(
    Object.entries(current).filter(([, until]) => until === 'never' || until > now.getTime()),
  );
  kept[id] = choice === 'never' ? 'never' : nextLocalMidnight(now);
  try {
    storage.setItem(HIDDEN_POPUPS_KEY, JSON.stringify(kept));
  } catch (error) {
    console.warn('could not remember the event popup choice', error);
  }
}
