import { lazy, type ComponentType } from 'react';
import { loadFullCatalog } from '../i18n/i18n';

/**
 * A component loaded on demand with what everything beyond the app shell needs (decision 026):
 * its code, the query cache's provider and the language's full catalog, fetched together.
 */
export function lazyScreen<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => {
    const [module, { QueryScope }] = await Promise.all([load(), import('./QueryScope'), loadFullCatalog()]);
    const Component: ComponentType<P> = module[name];
    return {
      default: (props: P) => (
        <QueryScope>
          <Component {...props} />
        </QueryScope>
      ),
    };
  });
}
