import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium';

/**
 * The Storybook suite's screenshots must look the same on every machine, so its Chromium may draw
 * only with the fonts the project bundles (Pretendard and DejaVu from npm), never with a font a
 * machine happens to have installed. Chromium reports, per element, the platform fonts it drew
 * with; every one of them must be a bundled face, whatever the CSS asks for.
 */
const BUNDLED = /^(Pretendard|DejaVu)/;

const page = `<!doctype html><meta charset="utf-8"><body>
  <p id="unstyled">Times by default: abc 123 한글</p>
  <p id="sans" style="font-family: sans-serif">χ² ≤ 0.05 → 유의함 ※ ①</p>
  <p id="serif" style="font-family: serif">Serif text, 한국어</p>
  <p id="mono" style="font-family: ui-monospace, Menlo, Consolas, monospace">T-TEST /VARIABLES=a.</p>
  <p id="named" style="font-family: 'Noto Sans CJK KR', 'Malgun Gothic', Arial">맑은 고딕 Arial</p>
</body>`;

describe('visual tests draw with bundled fonts only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions({ bundledFontsOnly: true }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every element, every script and every generic family resolves to Pretendard or DejaVu', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.setContent(page);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const used: Record<string, string[]> = {};
    for (const id of ['unstyled', 'sans', 'serif', 'mono', 'named']) {
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `#${id}`,
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      used[id] = fonts.map((font) => font.familyName);
    }
    await context.close();
    for (const [id, families] of Object.entries(used)) {
      expect(families.length, id).toBeGreaterThan(0);
      for (const family of families) expect(family, `${id} drew with ${family}`).toMatch(BUNDLED);
    }
    // Korean text is drawn, and with Pretendard (a machine without Korean fonts drew nothing).
    expect(used.unstyled).toContain('Pretendard');
    expect(used.mono?.[0]).toBe('DejaVu Sans Mono');
  });
});
