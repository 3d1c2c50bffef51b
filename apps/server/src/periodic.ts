import { describeError, type Logger } from './logger';

export interface PeriodicOptions {
  /** What the job is, in log lines: `<name> failed`, `<name> skipped: …`. */
  name: string;
  everyMs: number;
  /** One pass; a rejection is logged as an error and the next tick runs again. */
  run: () => Promise<unknown>;
  logger: Logger;
  /** A first pass this long after the start, before the first full interval has gone by. */
  firstAfterMs?: number;
}

export interface PeriodicJob {
  /** No more ticks; answers once a pass still running has finished (so shutdown never cuts one). */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` until stopped. Two passes of the job never overlap: a tick that comes
 * while the last pass is still going is skipped (logged at debug). The timers never keep the
 * process alive.
 */
export function startPeriodic({
  name,
  everyMs,
  run,
  logger,
  firstAfterMs,
}: PeriodicOptions): PeriodicJob {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running !== undefined) {
      logger.debug(`${name} skipped: the previous pass is still running`);
      return;
    }
    running = Promise.resolve()
      .then(run)
      .then(
        () => undefined,
        (error: unknown) => logger.error(`${name} failed`, { error: describeError(error) }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = firstAfterMs === undefined ? undefined : setTimeout(tick, firstAfterMs);
  first?.unref();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
