import { IDLE_LOGOUT_MS } from '@tonggye/analysis-forms';
import {
  createPersistedState,
  DEVELOPMENT_PERSIST_KEY,
  type PersistedState,
} from './persistedState';

/**
 * `VITE_IDLE_TIMEOUT_MS` as a whole number of milliseconds of at least one second; anything
 * else (unset, empty, text, below a second) keeps the spec's hour.
 */
export function idleTimeoutFrom(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return IDLE_LOGOUT_MS;
  const ms = Number(value.trim());
  return ms >= 1000 ? ms : IDLE_LOGOUT_MS;
}

/** Idle logout of this build (spec point 4; shortened only by a build that sets the variable). */
export const idleTimeoutMs = idleTimeoutFrom(import.meta.env.VITE_IDLE_TIMEOUT_MS);

let persisted: PersistedState | null = null;

/** The site's persisted, encrypted local state, keyed by `VITE_PERSIST_KEY` of the build. */
export function sitePersistedState(): PersistedState {
  persisted ??= createPersistedState({
    storage: localStorage,
    key: import.meta.env.VITE_PERSIST_KEY ?? DEVELOPMENT_PERSIST_KEY,
  });
  return persisted;
}
