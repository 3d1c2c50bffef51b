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
  return wholeMsFrom(value) ?? IDLE_LOGOUT_MS;
}

/** A whole number of milliseconds of at least one second, or null. */
function wholeMsFrom(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  const ms = Number(value.trim());
  return ms >= 1000 ? ms : null;
}

/** The `<meta name>` the server puts in every page it serves with `SITE_IDLE_TIMEOUT_MS`. */
export const IDLE_TIMEOUT_META = 'tonggye-idle-timeout-ms';

/**
 * The idle logout of this page: the server's run-time setting (its `<meta>`, when a whole
 * number of at least a second) wins over the build's `VITE_IDLE_TIMEOUT_MS`, which wins over the
 * spec's hour. No document (the build's prerender step): the build's value.
 */
export function siteIdleTimeout(
  doc: Document | undefined = globalThis.document,
  buildValue: string | undefined = import.meta.env.VITE_IDLE_TIMEOUT_MS,
): number {
  const served = doc?.querySelector<HTMLMetaElement>(`meta[name="${IDLE_TIMEOUT_META}"]`);
  if (served) {
    const ms = wholeMsFrom(served.content);
    if (ms !== null) return ms;
    console.warn(`idle timeout: ignored the served value ${JSON.stringify(served.content)}`);
  }
  return idleTimeoutFrom(buildValue);
}

/**
 * Idle logout of this page (an idle member is signed out), read once on start: the hour, shortened by the
 * server's `SITE_IDLE_TIMEOUT_MS` or by a build that sets `VITE_IDLE_TIMEOUT_MS`.
 */
export const idleTimeoutMs = siteIdleTimeout();

let persisted: PersistedState | null = null;

/** The site's persisted, encrypted local state, keyed by `VITE_PERSIST_KEY` of the build. */
export function sitePersistedState(): PersistedState {
  persisted ??= createPersistedState({
    storage: localStorage,
    key: import.meta.env.VITE_PERSIST_KEY ?? DEVELOPMENT_PERSIST_KEY,
  });
  return persisted;
}
