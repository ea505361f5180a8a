/**
 * The one store: zustand with immer. Components subscribe to narrow selectors, so a pointer move
 * during a drag re-renders the drag overlay and nothing else.
 */
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createGameSlice } from './gameSlice';
import { createSessionSlice } from './sessionSlice';
import type { StoreState } from './storeState';

export const createSkirmishStore = () =>
  create<StoreState>()(immer((...a) => ({ ...createGameSlice(...a), ...createSessionSlice(...a) })));

export const useSkirmishStore = createSkirmishStore();
export type SkirmishStore = typeof useSkirmishStore;
