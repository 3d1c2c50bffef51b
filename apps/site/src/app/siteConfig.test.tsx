import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_MS } from '@tonggye/analysis-forms';
import { IDLE_TIMEOUT_META, siteIdleTimeout } from './siteConfig';

/** A page as the server sends it with `SITE_IDLE_TIMEOUT_MS` (apps/server/src/site.ts). */
function served(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('통계');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = IDLE_TIMEOUT_META;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('idle timeout of the served page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("takes the server's value over the build's", () => {
    expect(siteIdleTimeout(served('4000'), '120000')).toBe(4000);
    expect(siteIdleTimeout(served(' 1000 '), undefined)).toBe(1000);
  });

  it("keeps the build's value (or the hour) without a served one", () => {
    expect(siteIdleTimeout(served(null), '120000')).toBe(120_000);
    expect(siteIdleTimeout(served(null), undefined)).toBe(IDLE_LOGOUT_MS);
    // The build's prerender step has no document.
    expect(siteIdleTimeout(undefined, '5000')).toBe(5000);
  });

  it.each(['500', '4000.5', 'abc', '', '-4000'])(
    'ignores a served %j with a warning',
    (content) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(siteIdleTimeout(served(content), '120000')).toBe(120_000);
      expect(siteIdleTimeout(served(content), undefined)).toBe(IDLE_LOGOUT_MS);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('idle timeout: ignored'));
    },
  );
});
