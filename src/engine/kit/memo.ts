/**
 * A cache of results for the few most recent keys (by identity). The reach of a figure is large
 * (typed arrays over its window), and a game keeps every past state for undo: a WeakMap on states
 * would keep a reach per state alive for the whole game. The board asks about the present state,
 * again and again while a drag lasts; a handful of recent states is all that is worth keeping.
 */
export interface RecentCache<K extends object, V> {
  get(key: K, inner: string): V | undefined;
  set(key: K, inner: string, value: V): void;
}

export function recentCache<K extends object, V>(size: number): RecentCache<K, V> {
  const entries: { key: K; values: Map<string, V> }[] = [];
  const find = (key: K) => entries.find((e) => e.key === key);
  return {
    get(key, inner) {
      return find(key)?.values.get(inner);
    },
    set(key, inner, value) {
      let e = find(key);
      if (e === undefined) {
        e = { key, values: new Map() };
        entries.unshift(e);
        if (entries.length > size) entries.pop();
      }
      e.values.set(inner, value);
    },
  };
}

/**
 * `fn` computed once per key object (a WeakMap on its identity): for what is derived from data that
 * is shared unchanged from state to state, such as a scenario's terrain array, and small enough to
 * keep for as long as that data lives. Per-state results belong in a `recentCache`.
 */
export function identityMemo<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let v = cache.get(key);
    if (v === undefined) {
      v = fn(key);
      cache.set(key, v);
    }
    return v;
  };
}
