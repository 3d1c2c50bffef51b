import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './runtime';

const I18nContext = createContext<I18n | null>(null);

/** Gives `useTranslation` below it this instance. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` for the namespace(s) given (the instance's default otherwise; the first is where keys
 * are looked up first), re-rendering the component when the language changes. A namespace
 * not loaded yet suspends the component (it throws the load) until it is in.
 */
export function useTranslation(
  ns?: string | readonly string[],
  options: { keyPrefix?: string } = {},
): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const version = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
  const namespaces =
    ns === undefined ? [i18n.options.defaultNS] : typeof ns === 'string' ? [ns] : ns;
  const nsKey = namespaces.join('|');
  const { keyPrefix } = options;
  const t = useMemo(
    () => i18n.getFixedT(null, nsKey.split('|'), keyPrefix),
    // `version`: a new `t` for each language, as effects that use it may depend on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, nsKey, keyPrefix, version],
  );
  if (!namespaces.every((name) => i18n.hasLoadedNamespace(name)))
    throw i18n.loadNamespaces(namespaces);
  return { t, i18n, ready: true };
}
