/**
 * Rulesets by id. A registry is a value passed to whoever loads games (loadSave, the store, the
 * CLI), so tests build their own with the test ruleset and nothing global leaks between them. The
 * shipped rulesets are in `rules/registry.ts`.
 */
import type { Ruleset } from './ruleset';

export interface RulesetRegistry {
  get(id: string): Ruleset | undefined;
  ids(): string[];
}

export interface MutableRulesetRegistry extends RulesetRegistry {
  /** Adds or replaces the ruleset with this id. */
  register(ruleset: Ruleset): void;
}

export function createRulesetRegistry(rulesets: readonly Ruleset[] = []): MutableRulesetRegistry {
  const byId = new Map<string, Ruleset>();
  const registry: MutableRulesetRegistry = {
    get: (id) => (typeof id === 'string' ? byId.get(id) : undefined),
    ids: () => [...byId.keys()].sort(),
    register: (r) => {
      byId.set(r.id, r);
    },
  };
  for (const r of rulesets) registry.register(r);
  return registry;
}
