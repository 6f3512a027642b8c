import { useSyncExternalStore } from 'react';

/** A tiny observable value: every store module of the shell has this shape (get, set, subscribe, use). */
export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use<S = T>(select?: (state: T) => S): S;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<T> = {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use<S>(select?: (state: T) => S): S {
      const pick = select ?? ((s: T) => s as unknown as S);
      // `use` is itself a hook: call it at the top of a component. The selector must return a stable value.
      return useSyncExternalStore(store.subscribe, () => pick(state));
    },
  };
  return store;
}
