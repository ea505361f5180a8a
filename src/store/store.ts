/**
 * The one store: zustand with immer. Components subscribe to narrow selectors, so a pointer move
 * during a drag re-renders the drag overlay and nothing else.
 *
 * The store does not build itself: whoever runs it chooses its deps, the rulesets above all (the
 * app: `app/createAppStore.ts`; tests: `store/testing/testStoreDeps.ts`). `useSkirmishStore`, which
 * the board and the panels read, is a handle on the store the app bound (`bindSkirmishStore`).
 */
import { create, useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createGameSlice } from './gameSlice';
import { createPlaySlice } from './playSlice';
import { createPreviewSlice } from './previewSlice';
import { createRulesetSlice } from './rulesetSlice';
import { createSavesSlice } from './savesSlice';
import { createSessionSlice } from './sessionSlice';
import type { StoreDeps } from './storeDeps';
import type { StoreState } from './storeState';

/** A store with these deps. */
export const createSkirmishStore = (deps: StoreDeps) =>
  create<StoreState>()(immer((...a) => ({
    ...createGameSlice(deps)(...a), ...createSavesSlice(deps)(...a), ...createPlaySlice(deps)(...a), ...createRulesetSlice(deps)(...a),
    ...createSessionSlice(...a), ...createPreviewSlice(...a),
  })));

export type SkirmishStore = ReturnType<typeof createSkirmishStore>;

let bound: SkirmishStore | null = null;

/** Make `store` the one `useSkirmishStore` reads (the app does, once, before the first render; UI tests bind a test store). */
export function bindSkirmishStore(store: SkirmishStore): SkirmishStore {
  bound = store;
  return store;
}

function current(): SkirmishStore {
  if (bound === null) throw new Error('no store is bound: the app binds one (app/createAppStore.ts), tests bind one (store/testing/boundTestStore.ts)');
  return bound;
}

function useBoundStore(): StoreState;
function useBoundStore<U>(selector: (s: StoreState) => U): U;
function useBoundStore<U>(selector?: (s: StoreState) => U): U | StoreState {
  return useStore(current(), (selector ?? ((s: StoreState) => s)) as (s: StoreState) => U | StoreState);
}

/** The bound store, as a hook with the store's API (`getState`, `setState`, `subscribe`). */
export const useSkirmishStore: SkirmishStore = Object.assign(useBoundStore, {
  getState: () => current().getState(),
  getInitialState: () => current().getInitialState(),
  setState: ((...args: Parameters<SkirmishStore['setState']>) => current().setState(...args)) as SkirmishStore['setState'],
  subscribe: (listener: Parameters<SkirmishStore['subscribe']>[0]) => current().subscribe(listener),
}) as SkirmishStore;
