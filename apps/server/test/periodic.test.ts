import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../src/logger';
import { startPeriodic } from '../src/periodic';

/** A pass the test finishes (or fails) when it wants to. */
function heldPass() {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

/**
 * 'test sweep' every second, its passes counted; `pass(n)` is what pass n does (it may throw).
 * The logger is the real one, keeping its records in memory.
 */
function countedJob(
  pass: (n: number) => Promise<unknown> | undefined = () => undefined,
  firstAfterMs?: number,
) {
  const logger = createMemoryLogger();
  let passes = 0;
  const job = startPeriodic({
    name: 'test sweep',
    everyMs: 1000,
    firstAfterMs,
    logger,
    run: () => {
      passes += 1;
      return pass(passes) ?? Promise.resolve();
    },
  });
  return { job, logger, passes: () => passes };
}

describe('startPeriodic', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every interval, with an optional first pass early on', async () => {
    const { job, logger, passes } = countedJob(undefined, 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(passes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes()).toBe(1);
    await vi.advanceTimersByTimeAsync(900);
    expect(passes()).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(passes()).toBe(5);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes()).toBe(5);
    expect(logger.records).toEqual([]);
  });

  it('waits a whole interval for the first pass when no early one is asked for', async () => {
    const { job, passes } = countedJob();
    await vi.advanceTimersByTimeAsync(999);
    expect(passes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes()).toBe(1);
    await job.stop();
  });

  it('skips a tick while the last pass still runs, and says so at debug', async () => {
    const held = heldPass();
    const { job, logger, passes } = countedJob((n) => (n === 1 ? held.done : undefined));
    await vi.advanceTimersByTimeAsync(3000);
    expect(passes()).toBe(1);
    expect(logger.records.map((record) => [record.level, record.msg])).toEqual([
      ['debug', 'test sweep skipped: the previous pass is still running'],
      ['debug', 'test sweep skipped: the previous pass is still running'],
    ]);
    held.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes()).toBe(2);
    await job.stop();
  });

  it('logs a failed pass (rejected or thrown) as an error and runs again on the next tick', async () => {
    const { job, logger, passes } = countedJob((n) => {
      if (n === 1) return Promise.reject(new Error('database gone'));
      if (n === 2) throw new AggregateError([new Error('a'), new Error('b')], '');
      return undefined;
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(passes()).toBe(3);
    expect(logger.records.map(({ level, msg, error }) => ({ level, msg, error }))).toEqual([
      { level: 'error', msg: 'test sweep failed', error: 'database gone' },
      { level: 'error', msg: 'test sweep failed', error: 'a; b' },
    ]);
    await job.stop();
  });

  it('stop() answers only once a running pass has finished, and no pass starts after it', async () => {
    const held = heldPass();
    const { job, passes } = countedJob(() => held.done);
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes()).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    held.fail(new Error('late failure'));
    await stopping;
    expect(stopped).toBe(true);
    expect(passes()).toBe(1);
    // A stop with nothing running answers at once.
    await job.stop();
  });

  it('never keeps the process alive', () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const { job } = countedJob(undefined, 10);
    const timers = [...intervals.mock.results, ...timeouts.mock.results].map(
      (result) => result.value as NodeJS.Timeout,
    );
    expect(timers).toHaveLength(2);
    for (const timer of timers) expect(timer.hasRef()).toBe(false);
    void job.stop();
  });
});
