/**
 * The app's store, built here and nowhere else: the browser's storage, clock and seeds, and the
 * shipped rulesets as a catalog (every ruleset, the free table too, its own chunk, fetched when a
 * game of it starts or a save of it is opened: rules/appCatalog.ts). Bound as the store
 * `useSkirmishStore` reads; `main.tsx` imports this module first, before any component.
 */
import { createAppCatalog } from '../rules/appCatalog';
import { bindSkirmishStore, createSkirmishStore } from '../store/store';
import { browserStoreDeps } from '../store/storeDeps';

/** The app's rulesets (the test API may add the engine's test ruleset to it for journeys). */
export const appRulesets = createAppCatalog();
export const appStore = bindSkirmishStore(createSkirmishStore(browserStoreDeps(appRulesets)));
