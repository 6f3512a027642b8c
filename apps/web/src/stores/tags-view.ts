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

/**
 * At most this many pages stay alive; the least recently shown one is dropped first (it re-mounts on return).
 * Well above the screens of a demo role (the factory admin has 16 besides the workbench), so a page keeps its state
 * while its tab is open in ordinary use: with 10, visiting every screen in turn re-mounted each one on its next visit.
 * A hidden page costs its DOM only (its effects are off while hidden).
 */
export const PAGE_CACHE_CAP = 30;
const store = createStore<TagsState>({ visited: [], cached: [] });

const fullPathOf = (loc: CachedPage['location']) => loc.pathname + loc.search + loc.hash;

export const tagsStore = {
  ...store,
  /** A route change: add (or update) its tab and put its page first in the cache. */
  visit(location: CachedPage['location'], affix = false) {
    const { visited, cached } = store.get();
    const path = location.pathname;
    const fullPath = fullPathOf(location);
    // Unchanged parts keep their identity, so the tab strip does not redraw for a page it already shows as it is.
    const known = visited.find((v) => v.path === path);
    const nextVisited = !known
      ? [...visited, { path, fullPath, affix }]
      : known.fullPath === fullPath
        ? visited
        : visited.map((v) => (v === known ? { ...v, fullPath } : v));
    const previous = cached.find((c) => c.path === path);
    const nextCached =
      cached[0] === previous && previous?.location === location
        ? cached
        : [{ path, location, version: previous?.version ?? 0 }, ...cached.filter((c) => c !== previous)].slice(
            0,
            PAGE_CACHE_CAP,
          );
    if (nextVisited !== visited || nextCached !== cached) store.set({ visited: nextVisited, cached: nextCached });
  },
  /** Affix tabs exist from the start (the dashboard), without a kept page until they are visited. */
  addAffix(path: string) {
    if (store.get().visited.some((v) => v.path === path)) return;
    store.set((s) => ({ ...s, visited: [{ path, fullPath: path, affix: true }, ...s.visited] }));
  },
  close(path: string) {
    store.set(({ visited, cached }) => ({
      visited: visited.filter((v) => v.path !== path || v.affix),
      cached: cached.filter((c) => c.path !== path),
    }));
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
