import { createStore } from './create-store';

/** A page tab (spec 01 §3 tab view). The title is looked up at render time so it follows the language. */
export interface TabView {
  path: string;
  fullPath: string;
  affix: boolean;
}

/** A page kept alive while its tab is open: the location it was opened with and a key bumped by refresh. */
export interface CachedPage {
  path: string;
  location: { pathname: string; search: string; hash: string; state: unknown; key: string };
  version: number;
}

interface TagsState {
  visited: TabView[];
  cached: CachedPage[];
}

/** At most this many pages stay alive; the least recently shown one is dropped first (it re-mounts on return). */
export const PAGE_CACHE_CAP = 10;
const store = createStore<TagsState>({ visited: [], cached: [] });

const fullPathOf = (loc: CachedPage['location']) => loc.pathname + loc.search + loc.hash;

export const tagsStore = {
  ...store,
  /** A route change: add (or update) its tab and put its page first in the cache. */
  visit(location: CachedPage['location'], affix = false) {
    const { visited, cached } = store.get();
    const path = location.pathname;
    const tab = { path, fullPath: fullPathOf(location), affix };
    const known = visited.some((v) => v.path === path);
    const nextVisited = known ? visited.map((v) => (v.path === path ? { ...v, fullPath: tab.fullPath } : v)) : [...visited, tab];
    const previous = cached.find((c) => c.path === path);
    const entry: CachedPage = { path, location, version: previous?.version ?? 0 };
    const nextCached = [entry, ...cached.filter((c) => c.path !== path)].slice(0, PAGE_CACHE_CAP);
    store.set({ visited: nextVisited, cached: nextCached });
  },
  /** Affix tabs exist from the start (the dashboard), without a kept page until they are visited. */
  addAffix(path: string) {
    if (store.get().visited.some((v) => v.path === path)) return;
    store.set((s) => ({ ...s, visited: [{ path, fullPath: path, affix: true }, ...s.visited] }));
  },
  close(path: string) {
    store.set(({ visited, cached }) => ({ visited: visited.filter((v) => v.path !== path || v.affix), cached: cached.filter((c) => c.path !== path) }));
  },
  closeOthers(path: string) {
    store.set(({ visited, cached }) => {
      const keep = visited.filter((v) => v.affix || v.path === path);
      return { visited: keep, cached: cached.filter((c) => keep.some((v) => v.path === c.path)) };
    });
  },
  closeAll() {
    store.set(({ visited, cached }) => {
      const keep = visited.filter((v) => v.affix);
      return { visited: keep, cached: cached.filter((c) => keep.some((v) => v.path === c.path)) };
    });
  },
  /** Refresh: the page gets a new key, so it mounts afresh when shown again. */
  refresh(path: string) {
    store.set((s) => ({ ...s, cached: s.cached.map((c) => (c.path === path ? { ...c, version: c.version + 1 } : c)) }));
  },
  /** Logout, session conflict, password change: every tab goes. */
  clear() {
    store.set({ visited: [], cached: [] });
  },
};

export const useVisitedTabs = () => store.use((s) => s.visited);
export const useCachedPages = () => store.use((s) => s.cached);
