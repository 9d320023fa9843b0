import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule, resetRemote } from './remoteRegistry';

type Page = ComponentType<Record<string, never>>;

export interface RemotePageLoader {
  /** The page for an exposed module id (lazy in the browser); the same component every time until a retry. */
  page(id: string): LazyExoticComponent<Page> | Page;
  /** Forgets a failed load (React.lazy caches a rejection forever) so the next render loads again. */
  retry(id: string): Promise<void>;
}

function defaultExport(mod: unknown, id: string): Page {
  const candidate = (mod as { default?: unknown } | null)?.default ?? mod;
  if (typeof candidate !== 'function' && typeof candidate !== 'object') {
    throw new Error(`Remote module ${id} has no default export`);
  }
  return candidate as Page;
}

/** Builds a loader around a module loader; the shell uses the federation runtime, tests a fake. */
export function createRemotePageLoader(
  load: (id: string) => Promise<unknown>,
  reset: (id: string) => Promise<void> = async () => undefined,
): RemotePageLoader {
  const cache = new Map<string, LazyExoticComponent<Page>>();
  const status = new Map<string, 'loading' | 'loaded' | 'failed'>();
  const remoteOf = (id: string) => id.split('/')[0];
  return {
    page(id) {
      let page = cache.get(id);
      if (!page) {
        status.set(id, 'loading');
        page = lazy(async () => {
          try {
            const mod = defaultExport(await load(id), id);
            status.set(id, 'loaded');
            return { default: mod };
          } catch (error) {
            status.set(id, 'failed');
            throw error;
          }
        });
        cache.set(id, page);
      }
      return page;
    },
    async retry(id) {
      const remote = remoteOf(id);
      const sameRemote = [...status.keys()].filter((key) => remoteOf(key) === remote);
      // Every failed module of that remote holds a rejection (a remote often fails as a whole).
      for (const key of sameRemote) {
        if (status.get(key) === 'failed') {
          cache.delete(key);
          status.delete(key);
        }
      }
      // A remote whose container already works only lost a chunk; re-registering it would throw away a
      // live container, so only a remote that never loaded is reset in the runtime.
      if (!sameRemote.some((key) => status.get(key) === 'loaded')) await reset(id);
    },
  };
}

export const federationPageLoader = createRemotePageLoader(loadRemoteModule, resetRemote);

/** A server render's loader: the owner remote's pages, already loaded from its server build. */
export function loadedPageLoader(pages: Readonly<Record<string, Page>>): RemotePageLoader {
  return {
    page(id) {
      const page = pages[id];
      if (!page) throw new Error(`No server page for ${id}`);
      return page;
    },
    retry: async () => undefined,
  };
}

export const RemotePageLoaderContext = createContext<RemotePageLoader>(federationPageLoader);
