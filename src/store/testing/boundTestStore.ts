/**
 * Test support: binds a store as the one `useSkirmishStore` reads, on import, once per test file:
 * the browser's deps (as the app's, so UI tests see the storage the browser gives) with every
 * shipped ruleset loaded. UI tests import it through their helpers (`ui/testing/render.tsx`,
 * `ui/testing/playScenario.ts`).
 */
import { createShippedRegistry } from '../../rules/registry';
import { bindSkirmishStore, createSkirmishStore } from '../store';
import { browserStoreDeps } from '../storeDeps';

export const boundTestStore = bindSkirmishStore(createSkirmishStore(browserStoreDeps(createShippedRegistry())));
