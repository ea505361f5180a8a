/**
 * Rulesets by id. A registry is a value passed to whoever loads games (loadSave, the store, the
 * CLI), so tests build their own with the test ruleset and nothing global leaks between them. The
 * shipped rulesets are in `rules/registry.ts`.
 *
 * A registry knows two kinds of rulesets: loaded ones (`get(id)` answers, synchronously) and known
 * but not yet loaded ones (a `RulesetLoader`: in the app each is its own code chunk). Whoever is
 * about to start or open a game of a ruleset awaits `ensureLoaded(id)` first, then calls the sync
 * path (`get`, `parseSaveText`, `newGame`) as before.
 */
import type { Ruleset } from './ruleset';

export interface RulesetRegistry {
  /** The ruleset, when loaded; undefined when unknown or not loaded yet. */
  get(id: string): Ruleset | undefined;
  /** The loaded rulesets' ids, sorted. */
  ids(): string[];
}

/** A ruleset known by id whose code is fetched on demand (a dynamic import in the app). */
export interface RulesetLoader {
  readonly id: string;
  load(): Promise<Ruleset>;
}

export type RulesetLoadResult =
  | { readonly ok: true; readonly ruleset: Ruleset }
  /** `unknown`: no ruleset of this id is installed; `failed`: its code did not load (network, a bad chunk). */
  | { readonly ok: false; readonly reason: 'unknown' | 'failed'; readonly detail: string };

/** A registry that also knows rulesets not loaded yet, and loads them (what the store is given). */
export interface RulesetCatalog extends RulesetRegistry {
  /** Every installed id, loaded or not, sorted. */
  knownIds(): string[];
  /** Whether this id is installed (loaded or loadable). */
  isKnown(id: string): boolean;
  /**
   * The ruleset, loading it first when needed. A failed load is reported, never thrown, and is
   * retried on the next call (a network hiccup is not final). Concurrent calls share one load.
   */
  ensureLoaded(id: string): Promise<RulesetLoadResult>;
  /** The ruleset a scenario whose own is not installed is played with (the free table in the app), or null. */
  readonly fallbackId: string | null;
}

export interface MutableRulesetRegistry extends RulesetCatalog {
  /** Adds or replaces the ruleset with this id (it is loaded from now on). */
  register(ruleset: Ruleset): void;
}

export interface RulesetRegistryOptions {
  readonly loaders?: readonly RulesetLoader[];
  readonly fallbackId?: string | null;
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createRulesetRegistry(rulesets: readonly Ruleset[] = [], options: RulesetRegistryOptions = {}): MutableRulesetRegistry {
  const byId = new Map<string, Ruleset>();
  const loaders = new Map<string, RulesetLoader>();
  const pending = new Map<string, Promise<RulesetLoadResult>>();
  for (const l of options.loaders ?? []) loaders.set(l.id, l);

  const load = async (loader: RulesetLoader): Promise<RulesetLoadResult> => {
    try {
      const ruleset = await loader.load();
      if (ruleset?.id !== loader.id) {
        return { ok: false, reason: 'failed', detail: `the code loaded for ruleset "${loader.id}" is ruleset "${String(ruleset?.id)}"` };
      }
      byId.set(ruleset.id, ruleset);
      return { ok: true, ruleset };
    } catch (error) {
      return { ok: false, reason: 'failed', detail: describeError(error) };
    }
  };

  const registry: MutableRulesetRegistry = {
    get: (id) => (typeof id === 'string' ? byId.get(id) : undefined),
    ids: () => [...byId.keys()].sort(),
    register: (r) => {
      byId.set(r.id, r);
    },
    knownIds: () => [...new Set([...byId.keys(), ...loaders.keys()])].sort(),
    isKnown: (id) => typeof id === 'string' && (byId.has(id) || loaders.has(id)),
    ensureLoaded(id) {
      const ready = typeof id === 'string' ? byId.get(id) : undefined;
      if (ready !== undefined) return Promise.resolve({ ok: true, ruleset: ready });
      const loader = typeof id === 'string' ? loaders.get(id) : undefined;
      if (loader === undefined) return Promise.resolve({ ok: false, reason: 'unknown', detail: `no ruleset "${String(id)}" is installed` });
      let p = pending.get(id);
      if (p === undefined) {
        p = load(loader).finally(() => pending.delete(id));
        pending.set(id, p);
      }
      return p;
    },
    fallbackId: options.fallbackId ?? null,
  };
  for (const r of rulesets) registry.register(r);
  return registry;
}

/** A registry with every loader's ruleset loaded (Node: the CLI, benches, tests that need them all). */
export async function loadAllRulesets(registry: RulesetCatalog): Promise<readonly RulesetLoadResult[]> {
  return Promise.all(registry.knownIds().map((id) => registry.ensureLoaded(id)));
}
