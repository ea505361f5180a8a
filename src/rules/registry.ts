/**
 * Every shipped ruleset, loaded at once, for Node only: tests, benches and the scenario module's
 * test streams. The browser never imports this module (it would put every ruleset in the entry
 * chunk): the headless command builds its registry from `shippedCatalog.ts` and the app from `appCatalog.ts`, whose
 * loaders fetch each ruleset on demand. Same ids as `SHIPPED_RULESET_LOADERS` (`registry.test.ts`).
 */
import type { Ruleset } from '../engine/ruleset';
import type { MutableRulesetRegistry } from '../engine/rulesetRegistry';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { FREE_RULESET_ID, freeTableRuleset } from './free/freeTable';
import { lotowRuleset } from './lotow';
import { sbhRuleset } from './sbh';
import { blackpowderRuleset } from './blackpowder';
import { battlesystemRuleset } from './battlesystem';
import { SHIPPED_RULESET_LOADERS } from './shippedCatalog';

export const SHIPPED_RULESETS: readonly Ruleset[] = [freeTableRuleset as unknown as Ruleset, lotowRuleset as unknown as Ruleset, sbhRuleset as unknown as Ruleset, blackpowderRuleset as unknown as Ruleset, battlesystemRuleset as unknown as Ruleset];

/** Everything loaded; the loaders stay known, so `knownIds` and `fallbackId` are the app's. */
export const createShippedRegistry = (): MutableRulesetRegistry =>
  createRulesetRegistry(SHIPPED_RULESETS, { loaders: SHIPPED_RULESET_LOADERS, fallbackId: FREE_RULESET_ID });

export { FREE_RULESET_ID } from './free/freeTable';
