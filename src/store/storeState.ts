import type { GameSlice } from './gameSlice';
import type { SessionSlice } from './sessionSlice';

/** The whole store: the saved game and this screen's session. */
export type StoreState = GameSlice & SessionSlice;
