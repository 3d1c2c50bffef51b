/** How long work waiting for a quiet moment waits at most, on a page that never quiets. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves in the browser's next quiet moment (at most `timeoutMs` later): work the first screen
 * does not need (the country look-up, the event popup) waits until the page has been drawn and
 * hydrated, instead of adding its tasks to theirs while a phone's visitor first touches the page.
 */
export function whenIdle(
  timeoutMs: number = IDLE_TIMEOUT_MS,
  scope: Partial<Pick<typeof globalThis, 'requestIdleCallback'>> = globalThis,
): Promise<void> {
  return new Promise((resolve) => {
    if (typeof scope.requestIdleCallback === 'function')
      scope.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    // Safari has no idle callback: the next task, after the current work.
    else setTimeout(resolve, 0);
  });
}
