/**
 * The one store: zustand with immer. Components subscribe to narrow selectors, so a pointer move
 * during a drag re-renders the drag overlay and nothing else.
 */
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createGameSlice } from './gameSlice';
import { createPlaySlice } from './playSlice';
import { createPreviewSlice } from './previewSlice';
import { createSavesSlice } from './savesSlice';
import { createSessionSlice } from './sessionSlice';
import type { StoreDeps } from './storeDeps';
import { browserStoreDeps, testStoreDeps } from './storeDeps';
import type { StoreState } from './storeState';

/** A store with these deps (default: the test ones — memory storage, fixed clock and seeds). */
export const createSkirmishStore = (deps: StoreDeps = testStoreDeps()) =>
  create<StoreState>()(immer((...a) => ({ ...createGameSlice(deps)(...a), ...createSavesSlice(deps)(...a), ...createPlaySlice(deps)(...a), ...createSessionSlice(...a), ...createPreviewSlice(...a) })));

/** The app's store: the browser's storage, clock and dice seeds. */
export const useSkirmishStore = createSkirmishStore(browserStoreDeps());
export type SkirmishStore = typeof useSkirmishStore;
