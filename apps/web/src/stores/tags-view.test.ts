import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CAP, tagsStore, type CachedPage } from './tags-view';

const at = (pathname: string, search = '', key = Math.random().toString(36).slice(2)): CachedPage['location'] => ({
  pathname,
  search,
  hash: '',
  state: null,
  key,
});

describe('tabs and kept pages (spec 01 §2.7)', () => {
  beforeEach(() => tagsStore.clear());

  it('adds a tab per page and keeps the most recently shown page first', () => {
    tagsStore.visit(at('/a/index'));
    tagsStore.visit(at('/b/index'));
    tagsStore.visit(at('/a/index'));
    expect(tagsStore.get().visited.map((v) => v.path)).toEqual(['/a/index', '/b/index']);
    expect(tagsStore.get().cached.map((c) => c.path)).toEqual(['/a/index', '/b/index']);
  });

  it('changes nothing — no new state, no redraw — when the page shown is recorded again as it is', () => {
    const location = at('/a/index', '?flag=view');
    tagsStore.visit(location);
    const before = tagsStore.get();
    tagsStore.visit(location);
    expect(tagsStore.get()).toBe(before);
    tagsStore.visit(at('/b/index'));
    const visited = tagsStore.get().visited;
    tagsStore.visit(at('/a/index', '?flag=view'));
    expect(tagsStore.get().visited).toBe(visited);
    tagsStore.visit(at('/a/index', '?flag=edit'));
    expect(tagsStore.get().visited.find((v) => v.path === '/a/index')?.fullPath).toBe('/a/index?flag=edit');
  });

  it('keeps every page of the demo roles alive, and drops the least recently shown beyond the cap', () => {
    expect(PAGE_CACHE_CAP).toBeGreaterThanOrEqual(20);
    for (let i = 0; i <= PAGE_CACHE_CAP; i++) tagsStore.visit(at(`/p${i}/index`));
    const cached = tagsStore.get().cached.map((c) => c.path);
    expect(cached).toHaveLength(PAGE_CACHE_CAP);
    expect(cached).not.toContain('/p0/index');
    expect(tagsStore.get().visited).toHaveLength(PAGE_CACHE_CAP + 1);
  });

  it('gives a refreshed page a new key that a later visit keeps', () => {
    tagsStore.visit(at('/a/index'));
    tagsStore.refresh('/a/index');
    tagsStore.visit(at('/a/index'));
    expect(tagsStore.get().cached[0]?.version).toBe(1);
  });
});
