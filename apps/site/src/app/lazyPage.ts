import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded page that can be fetched ahead (`preload`). */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * React's `lazy` for a page, with `preload`: once the page's module is in, rendering it no longer
 * suspends (a thenable that answers at once), so a prerendered page is hydrated in one pass
 * instead of leaving its part to be rendered again when the module arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPage = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const page = lazy(() => {
    const component = loaded;
    if (component) {
      const ready = {
        then: (resolve: (module: { default: ComponentType<P> }) => void) =>
          resolve({ default: component }),
      };
      return ready as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return fetchPage().then((found) => ({ default: found }));
  });
  return Object.assign(page, {
    preload: async () => {
      await fetchPage();
    },
  });
}
