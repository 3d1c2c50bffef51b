import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Stories opt out with `parameters: { screenshot: { disable: true } }` (e.g. pure behaviour checks). */
interface ScreenshotParameters {
  screenshot?: { disable?: boolean };
}

const freezeMotion = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

async function fontsSettled(root: HTMLElement): Promise<void> {
  // Pretendard's dynamic subset only downloads the unicode ranges in use: ask for exactly the
  // characters on screen, then wait for every pending face.
  const sample = document.body.textContent ?? root.textContent ?? '';
  if (sample.trim()) {
    await Promise.all(
      ['400', '600', '700'].map((weight) =>
        document.fonts.load(`${weight} 16px "Pretendard Variable"`, sample),
      ),
    );
  }
  await document.fonts.ready;
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/**
 * Storybook `afterEach` annotation, used only under Vitest: one screenshot per story compared with
 * the committed baseline in `__screenshots__/<file>.stories.tsx/` next to the stories.
 * A missing baseline is written and accepted locally; with CI=true Vitest does not write it and the
 * assertion fails, so CI can never pass on a baseline nobody reviewed.
 */
/**
 * Parts of a page loaded on demand (React.lazy) show a `data-lazy-part` placeholder until their
 * code arrives; the picture is of the page once they are there.
 */
async function lazyPartsSettled(canvasElement: HTMLElement): Promise<void> {
  const deadline = performance.now() + 15_000;
  while (canvasElement.querySelector('[data-lazy-part]') !== null) {
    if (performance.now() > deadline) throw new Error('a lazily loaded part never arrived');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The part's own first render and layout.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

export async function matchStoryScreenshot({
  canvasElement,
  id,
  parameters,
}: {
  canvasElement: HTMLElement;
  id: string;
  parameters: ScreenshotParameters;
}) {
  if (parameters.screenshot?.disable) return;
  const style = document.createElement('style');
  style.textContent = freezeMotion;
  document.head.append(style);
  try {
    await lazyPartsSettled(canvasElement);
    await fontsSettled(canvasElement);
    // The test iframe only paints what is inside its viewport: grow it to fit a tall story.
    const bottom = Math.ceil(canvasElement.getBoundingClientRect().bottom + window.scrollY);
    if (bottom > window.innerHeight) {
      await page.viewport(window.innerWidth, bottom);
      await fontsSettled(canvasElement);
    }
    const name = id.split('--')[1] ?? id;
    await expect(page.elementLocator(canvasElement)).toMatchScreenshot(name, {
      comparatorName: 'pixelmatch',
      // Same Chromium, same fonts: renders are pixel-identical run to run, so any real difference fails.
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Vitest writes a missing baseline only outside CI, and then says so in its message.
    const createdLocally = message.includes('a new one was created');
    if (!createdLocally) throw error;
    console.warn(`[visual] new baseline written for ${id}; review and commit it.`);
  } finally {
    style.remove();
  }
}
