import { describe, expect, it } from 'vitest';
import { canHydrate } from './prerendered';

function container(path?: string) {
  return { dataset: path === undefined ? {} : { prerendered: path } } as unknown as HTMLElement;
}
const storage = (token: string | null) => ({
  getItem: (key: string) => (key === 'token' ? token : null),
});
const at = (pathname: string, search = '') => ({ pathname, search });

describe('hydrating the prerendered page', () => {
  it('happens for a fresh Korean visitor on the very path it was made for', () => {
    expect(
      canHydrate({
        container: container('/login'),
        location: at('/login'),
        language: 'ko',
        storage: storage(null),
      }),
    ).toBe(true);
    // An absent token may be stored as the text 'null' or as an empty text (spec point 4).
    for (const token of ['null', ''])
      expect(
        canHydrate({
          container: container('/'),
          location: at('/'),
          language: 'ko',
          storage: storage(token),
        }),
      ).toBe(true);
  });

  it('does not happen for a member, an English reader, another path, a query or a page without prerender', () => {
    const base = {
      container: container('/notice'),
      location: at('/notice'),
      language: 'ko' as const,
    };
    expect(canHydrate({ ...base, storage: storage('a-token') })).toBe(false);
    expect(canHydrate({ ...base, language: 'en', storage: storage(null) })).toBe(false);
    expect(canHydrate({ ...base, location: at('/notice/3'), storage: storage(null) })).toBe(false);
    expect(
      canHydrate({ ...base, location: at('/notice', '?page=2'), storage: storage(null) }),
    ).toBe(false);
    expect(canHydrate({ ...base, container: container(), storage: storage(null) })).toBe(false);
  });
});
