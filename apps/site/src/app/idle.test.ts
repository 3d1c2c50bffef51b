import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './idle';

describe('whenIdle', () => {
  it('waits for the idle callback, at most the time given', async () => {
    let callback: IdleRequestCallback | null = null;
    const requestIdleCallback = vi.fn((run: IdleRequestCallback) => {
      callback = run;
      return 1;
    });
    let done = false;
    const idle = whenIdle(500, { requestIdleCallback }).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    callback!({ didTimeout: false, timeRemaining: () => 10 });
    await idle;
    expect(done).toBe(true);
  });

  it('defaults to its own timeout', () => {
    const requestIdleCallback = vi.fn(() => 1);
    void whenIdle(undefined, { requestIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
  });

  it('falls back to the next task where there is no idle callback', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const idle = whenIdle(500, {}).then(() => {
        done = true;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.runAllTimersAsync();
      await idle;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
