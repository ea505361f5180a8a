/**
 * The shipped rulesets for the headless command and tests: the free table loaded (the fallback for a
 * scenario whose ruleset is not installed), every other one a dynamic import (rulesetLoaders.ts). The
 * browser app builds its own catalog, where the free table is a chunk too (appCatalog.ts). Add a
 * ruleset in `rulesetLoaders.ts` and `registry.ts` (the eager list for Node).
 */
import type { Ruleset } from '../engine/ruleset';
import type { MutableRulesetRegistry, RulesetLoader } from '../engine/rulesetRegistry';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { FREE_RULESET_ID, freeTableRuleset } from './free/freeTable';
import { SHIPPED_RULESET_LOADERS } from './rulesetLoaders';

export { FREE_RULESET_ID } from './free/freeTable';
export { SHIPPED_RULESET_LOADERS } from './rulesetLoaders';

/**
 * A catalog with the free table loaded, the others known by id until `ensureLoaded`.
 * `loaders` replaces the shipped ones (tests: a loader that rejects, as a failed network fetch).
 */
export function createShippedCatalog(loaders: readonly RulesetLoader[] = SHIPPED_RULESET_LOADERS): MutableRulesetRegistry {
  return createRulesetRegistry([freeTableRuleset as unknown as Ruleset], { loaders, fallbackId: FREE_RULESET_ID });
}
