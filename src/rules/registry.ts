/**
 * The rulesets this build ships, in one registry the app and the headless command share. Each
 * ruleset registers here when it lands; a scenario whose ruleset is not here is offered the free
 * table, with a notice.
 */
import type { Ruleset } from '../engine/ruleset';
import type { MutableRulesetRegistry } from '../engine/rulesetRegistry';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { freeTableRuleset } from './free/freeTable';
import { lotowRuleset } from './lotow';
import { sbhRuleset } from './sbh';

export const SHIPPED_RULESETS: readonly Ruleset[] = [freeTableRuleset as unknown as Ruleset, lotowRuleset as unknown as Ruleset, sbhRuleset as unknown as Ruleset];

export const createShippedRegistry = (): MutableRulesetRegistry => createRulesetRegistry(SHIPPED_RULESETS);

export { FREE_RULESET_ID } from './free/freeTable';
