/**
 * The site's own i18n runtime: the part of i18next's behaviour the code uses, in under 2 kB
 * gzip with ./react.tsx. Catalogues are plain objects per language and namespace; keys are
 * `.` paths into them (`ns:key` names another namespace). A string's `{{name}}` takes the
 * option of that name (not escaped: React escapes), `$t(key)` inserts another entry, `count`
 * picks `key_zero`, `key_one`, `key_other`… by the language's plural rules before `key`. A key
 * missing in the language falls back to `fallbackLng`, then to `defaultValue`, then to the key
 * itself. apps/site/src/i18n/parity.test.tsx checks every catalogue entry against i18next.
 */

/** One namespace's catalogue in one language. */
export type Catalogue = { readonly [key: string]: unknown };

/** Fetches a catalogue that was not given up front (lazy chunks). */
export type CatalogueLoader = (language: string, namespace: string) => Promise<Catalogue>;

export interface TOptions {
  /** Namespace(s) to look in, in order; the instance's default otherwise. */
  ns?: string | readonly string[];
  /** Language to translate into; the instance's current one otherwise. */
  lng?: string;
  count?: number;
  defaultValue?: string;
  /** Returns an object or array entry (its strings interpolated) instead of refusing it. */
  returnObjects?: boolean;
  /** Interpolation values. */
  [name: string]: unknown;
}

export interface TFunction {
  (key: string | readonly string[], options: TOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TOptions): string;
}

export interface I18nOptions {
  lng: string;
  fallbackLng?: string;
  defaultNS?: string;
  /** Catalogues given up front, by language then namespace. */
  resources?: { readonly [language: string]: { readonly [namespace: string]: Catalogue } };
  /** Namespaces to load at once (with `load`). */
  ns?: readonly string[];
  /** Loads the other catalogues when first needed; without it, only `resources` exist. */
  load?: CatalogueLoader;
}

export interface I18n {
  readonly language: string;
  readonly options: Readonly<{ fallbackLng: string; defaultNS: string }>;
  t: TFunction;
  /** A `t` bound to a language (null: the current one), namespace(s) and key prefix. */
  getFixedT(lng?: string | null, ns?: string | readonly string[], keyPrefix?: string): TFunction;
  exists(key: string, options?: TOptions): boolean;
  hasResourceBundle(lng: string, ns: string): boolean;
  addResourceBundle(lng: string, ns: string, catalogue: Catalogue): void;
  /** Whether `ns` is in (or failed) for the language and its fallback: nothing to wait for. */
  hasLoadedNamespace(ns: string, lng?: string): boolean;
  loadNamespaces(ns: string | readonly string[]): Promise<void>;
  /** Resolves once the language's catalogues (of every namespace used so far) are in. */
  changeLanguage(lng: string): Promise<TFunction>;
  /** For `useSyncExternalStore`: called after each language change. */
  subscribe(listener: () => void): () => void;
  /** Changes with each language change. */
  getSnapshot(): number;
}

const NATURAL_LANGUAGE = /[ ,?!;]/;

/** i18next's test for a key written as a sentence (then `:` and `.` are not separators). */
function looksLikePath(key: string): boolean {
  if (!NATURAL_LANGUAGE.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot));
}

/** The value at a `.` path; like i18next, a segment may itself hold dots (`{"a.b": 1}`). */
function find(node: unknown, key: string): unknown {
  const parts = key.split('.');
  let at = 0;
  while (at < parts.length) {
    if (node === null || typeof node !== 'object') return undefined;
    let next: unknown;
    let segment = '';
    let end = at;
    for (; end < parts.length; end += 1) {
      segment = end === at ? parts[end]! : `${segment}.${parts[end]!}`;
      next = (node as Record<string, unknown>)[segment];
      if (next !== undefined) break;
    }
    if (next === undefined) return undefined;
    node = next;
    at = end + 1;
  }
  return node;
}

const list = (value: string | readonly string[]): readonly string[] =>
  typeof value === 'string' ? [value] : value;

export function createI18n(init: I18nOptions): I18n {
  const fallbackLng = init.fallbackLng ?? init.lng;
  const defaultNS = init.defaultNS ?? 'translation';
  const store = new Map<string, Catalogue>();
  // `lng|ns` -> its load (resolved also when it failed: its keys then show as missing).
  const loads = new Map<string, Promise<void>>();
  // Loads that ended, well or not: nothing left to wait for.
  const settled = new Set<string>();
  const used = new Set<string>([defaultNS, ...(init.ns ?? [])]);
  const listeners = new Set<() => void>();
  let version = 0;
  let language = init.lng;
  let wanted = language;

  for (const [lng, namespaces] of Object.entries(init.resources ?? {}))
    for (const [ns, catalogue] of Object.entries(namespaces)) store.set(`${lng}|${ns}`, catalogue);

  const codes = (lng: string) => (lng === fallbackLng ? [lng] : [lng, fallbackLng]);

  function loadOne(lng: string, ns: string): Promise<void> {
    const id = `${lng}|${ns}`;
    if (store.has(id) || !init.load) return Promise.resolve();
    let load = loads.get(id);
    if (!load) {
      load = init
        .load(lng, ns)
        .then(
          (catalogue) => void store.set(id, catalogue),
          (error: unknown) => console.warn(`i18n: loading ${id} failed`, error),
        )
        .finally(() => void settled.add(id));
      loads.set(id, load);
    }
    return load;
  }

  const loadAll = (lng: string, namespaces: readonly string[]) =>
    Promise.all(namespaces.flatMap((ns) => codes(lng).map((code) => loadOne(code, ns)))).then(
      () => undefined,
    );

  /** The entry (string, object…) for a key, or undefined. */
  function resolve(key: string, options: TOptions, fixedNs: readonly string[]) {
    let namespaces = options.ns === undefined ? fixedNs : list(options.ns);
    const colon = key.indexOf(':');
    if (colon >= 0 && looksLikePath(key)) {
      namespaces = [key.slice(0, colon)];
      key = key.slice(colon + 1).replaceAll(':', '.');
    }
    const lng = options.lng ?? language;
    const count = options.count;
    for (const ns of namespaces)
      for (const code of codes(lng)) {
        const catalogue = store.get(`${code}|${ns}`);
        if (!catalogue) continue;
        const candidates = [key];
        if (typeof count === 'number') {
          candidates.unshift(`${key}_${new Intl.PluralRules(code).select(count)}`);
          if (count === 0) candidates.unshift(`${key}_zero`);
        }
        for (const candidate of candidates) {
          const found = find(catalogue, candidate);
          if (found !== undefined && found !== null) return { found, key, ns };
        }
      }
    return { found: undefined, key, ns: namespaces[namespaces.length - 1] ?? defaultNS };
  }

  function finish(text: string, options: TOptions, ns: string): string {
    const replaced = text.replace(/\{\{-?(.+?)\}\}/g, (match, name: string) => {
      const value = find(options, name.trim());
      if (value === undefined || value === null)
        return Object.hasOwn(options, name.trim()) ? '' : match;
      return String(value);
    });
    return replaced.replace(/\$t\((.+?)\)/g, (_, nested: string) =>
      translate(nested.trim(), { lng: options.lng }, [ns]),
    );
  }

  function deepFinish(value: unknown, options: TOptions, ns: string): unknown {
    if (typeof value === 'string') return finish(value, options, ns);
    if (Array.isArray(value)) return value.map((item) => deepFinish(item, options, ns));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, deepFinish(item, options, ns)]),
      );
    return value;
  }

  function translate(
    keys: string | readonly string[],
    options: TOptions,
    fixedNs: readonly string[],
    prefix?: string,
  ): string {
    const all = list(keys).map((key) => (prefix ? `${prefix}.${key}` : key));
    let last = { found: undefined as unknown, key: '', ns: defaultNS };
    for (const key of all) {
      last = resolve(key, options, fixedNs);
      if (last.found !== undefined) break;
    }
    const { found, key, ns } = last;
    if (typeof found === 'string') return finish(found, options, ns);
    if (found !== undefined && typeof found !== 'object') return String(found);
    if (found !== undefined && options.returnObjects)
      return deepFinish(found, options, ns) as string;
    if (options.defaultValue !== undefined) return finish(options.defaultValue, options, ns);
    return key;
  }

  const i18n: I18n = {
    get language() {
      return language;
    },
    options: { fallbackLng, defaultNS },
    t: ((keys: string | readonly string[], options: TOptions = {}) =>
      translate(keys, options, [defaultNS])) as TFunction,
    getFixedT: (lng, ns, keyPrefix) =>
      ((keys: string | readonly string[], options: TOptions = {}) =>
        translate(
          keys,
          lng && options.lng === undefined ? { ...options, lng } : options,
          ns === undefined ? [defaultNS] : list(ns),
          keyPrefix,
        )) as TFunction,
    exists: (key, options = {}) => resolve(key, options, [defaultNS]).found !== undefined,
    hasResourceBundle: (lng, ns) => store.has(`${lng}|${ns}`),
    addResourceBundle: (lng, ns, catalogue) => void store.set(`${lng}|${ns}`, catalogue),
    hasLoadedNamespace: (ns, lng = language) =>
      !init.load ||
      codes(lng).every((code) => store.has(`${code}|${ns}`) || settled.has(`${code}|${ns}`)),
    loadNamespaces: (ns) => {
      for (const name of list(ns)) used.add(name);
      return loadAll(language, list(ns));
    },
    changeLanguage: async (lng) => {
      wanted = lng;
      await loadAll(lng, [...used]);
      // A later switch started meanwhile wins.
      if (wanted === lng && language !== lng) {
        language = lng;
        version += 1;
        for (const listener of [...listeners]) listener();
      }
      return i18n.t;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => version,
  };
  return i18n;
}
