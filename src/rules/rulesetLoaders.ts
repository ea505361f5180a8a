/**
 * The shipped rulesets as dynamic imports, each its own chunk in the browser (`npm run bench` prints
 * their sizes): lotow, sbh, blackpowder and battlesystem for every catalog (shippedCatalog.ts), and the free table for the app's
 * (appCatalog.ts), whose entry holds no ruleset's code.
 */
import type { Ruleset } from '../engine/ruleset';
import type { RulesetLoader } from '../engine/rulesetRegistry';
import { FREE_RULESET_ID } from './free/freeId';

export const SHIPPED_RULESET_LOADERS: readonly RulesetLoader[] = [
  { id: 'lotow', load: () => import('./lotow').then((m) => m.lotowRuleset as unknown as Ruleset) },
  { id: 'sbh', load: () => import('./sbh').then((m) => m.sbhRuleset as unknown as Ruleset) },
  { id: 'blackpowder', load: () => import('./blackpowder').then((m) => m.blackpowderRuleset as unknown as Ruleset) },
  { id: 'battlesystem', load: () => import('./battlesystem').then((m) => m.battlesystemRuleset as unknown as Ruleset) },
];

export const FREE_TABLE_LOADER: RulesetLoader = {
  id: FREE_RULESET_ID,
  load: () => import('./free/freeTable').then((m) => m.freeTableRuleset as unknown as Ruleset),
};
