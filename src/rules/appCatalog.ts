/**
 * The browser app's catalog: every shipped ruleset a chunk fetched when a game of it starts or a save
 * of it is opened, the free table too (the fallback is named by id; the store loads it like any
 * other: store/rulesetSlice.ts). The headless command keeps the free table loaded (shippedCatalog.ts).
 */
import type { MutableRulesetRegistry } from '../engine/rulesetRegistry';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { FREE_RULESET_ID } from './free/freeId';
import { FREE_TABLE_LOADER, SHIPPED_RULESET_LOADERS } from './rulesetLoaders';

export const createAppCatalog = (): MutableRulesetRegistry =>
  createRulesetRegistry([], { loaders: [FREE_TABLE_LOADER, ...SHIPPED_RULESET_LOADERS], fallbackId: FREE_RULESET_ID });
