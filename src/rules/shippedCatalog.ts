/**
 * The shipped rulesets as the browser loads them: the free table in the entry (tiny, and the
 * fallback for a scenario whose ruleset is not installed), every other one a dynamic import, so
 * each is its own chunk (`npm run bench` prints their sizes). Add a ruleset here and in
 * `registry.ts` (the eager list for Node).
 */
import type { Ruleset } from '../engine/ruleset';
import type { MutableRulesetRegistry, RulesetLoader } from '../engine/rulesetRegistry';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { FREE_RULESET_ID, freeTableRuleset } from './free/freeTable';

export { FREE_RULESET_ID } from './free/freeTable';

export const SHIPPED_RULESET_LOADERS: readonly RulesetLoader[] = [
  { id: 'lotow', load: () => import('./lotow').then((m) => m.lotowRuleset as unknown as Ruleset) },
  { id: 'sbh', load: () => import('./sbh').then((m) => m.sbhRuleset as unknown as Ruleset) },
];

/**
 * The app's registry: the free table loaded, the others known by id until `ensureLoaded`.
 * `loaders` replaces the shipped ones (tests: a loader that rejects, as a failed network fetch).
 */
export function createShippedCatalog(loaders: readonly RulesetLoader[] = SHIPPED_RULESET_LOADERS): MutableRulesetRegistry {
  return createRulesetRegistry([freeTableRuleset as unknown as Ruleset], { loaders, fallbackId: FREE_RULESET_ID });
}
