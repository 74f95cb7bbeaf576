import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { loadCatalog, type CatalogPart } from '../../i18n/i18n';
import type { Locale } from '@domain/locales';

export interface LazyScreen<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the screen (its code, the query provider and its messages); settles when it can render. */
  preload: (locale?: Locale) => Promise<unknown>;
  /** The screen's module, as `lazyScreen` was given it. */
  loadModule: () => Promise<unknown>;
  /** The part of the catalog it awaits. */
  catalog: CatalogPart;
}

/**
 * A component loaded on demand with what everything beyond the app shell needs (decision 026):
 * its code, the query cache's provider and the language's full catalog, fetched together; a
 * journey's first screen names its own part of the catalog instead, the shell's islands the
 * shell's (`catalog`, decision 034).
 * A screen already loaded when it first renders (preloaded for the page's route before the first
 * render) renders at once, without a Suspense fallback and React's delayed reveal after one.
 */
export function lazyScreen<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  catalog: CatalogPart = 'full',
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (locale?: Locale) =>
    (loading ??= Promise.all([load(), import('./QueryScope'), loadCatalog(locale, catalog)])
      .then(([module, { QueryScope }]) => {
        const Component: ComponentType<P> = module[name];
        loaded = (props: P) => (
          <QueryScope>
            <Component {...props} />
          </QueryScope>
        );
        return loaded;
      })
      .catch((error: unknown) => {
        loading = undefined; // the next render asks again
        throw error;
      }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: P) {
    // Chosen once: switching between the two would remount the screen.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Screen.preload = preload;
  Screen.loadModule = load;
  Screen.catalog = catalog;
  return Screen;
}
