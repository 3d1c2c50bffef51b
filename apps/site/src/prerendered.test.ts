import { describe, expect, it } from 'vitest';
import { isPrerenderedVisit } from './prerendered';

const storage = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});
const at = (pathname: string, search = '') => ({ pathname, search });

/** The rule as the prerendered page runs it: its own source text, evaluated on its own. */
const inline = new Function(
  `return (${String(isPrerenderedVisit)})`,
)() as typeof isPrerenderedVisit;

describe.each([
  ['in main.tsx', isPrerenderedVisit],
  ['inline in the page', inline],
])('the prerendered page is for this visit (%s)', (_, rule) => {
  it('for a fresh Korean visitor on the very path it was made for', () => {
    expect(rule('/login', at('/login'), storage({}))).toBe(true);
    expect(rule('/', at('/'), storage({ language: 'ko' }))).toBe(true);
    for (const token of ['null', ''])
      expect(rule('/notice', at('/notice'), storage({ token }))).toBe(true);
    const locked = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(rule('/', at('/'), locked)).toBe(true);
  });

  it('not for a member, an English reader, another path, a query or a page without prerender', () => {
    expect(rule('/notice', at('/notice'), storage({ token: 'a-token' }))).toBe(false);
    expect(rule('/notice', at('/notice'), storage({ language: 'en' }))).toBe(false);
    expect(rule('/notice', at('/notice/3'), storage({}))).toBe(false);
    expect(rule('/notice', at('/notice', '?page=2'), storage({}))).toBe(false);
    expect(rule(undefined, at('/notice'), storage({}))).toBe(false);
  });
});
