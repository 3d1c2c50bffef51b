/**
 * A fixed-window counter per key, in process memory: enough for one server process;
 * several processes would each count on their own (a shared store is the next step).
 */
export class FixedWindowLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => Date;

  constructor(limit: number, windowMs: number, now: () => Date) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /**
   * Counts one hit for `key`. Answers 0 when it is allowed, otherwise the seconds until
   * the window ends (for `Retry-After`).
   */
  hit(key: string): number {
    const now = this.#now().getTime();
    if (this.#windows.size > 10_000) this.#sweep(now);
    let window = this.#windows.get(key);
    if (window === undefined || now - window.start >= this.#windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.#limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.#windowMs - now) / 1000));
  }

  /** Forgets `key` (after a successful login the count of failures starts again). */
  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows)
      if (now - window.start >= this.#windowMs) this.#windows.delete(key);
  }
}
