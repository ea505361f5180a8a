import type { GameSlice } from './gameSlice';
import type { PlaySlice } from './playSlice';
import type { SessionSlice } from './sessionSlice';

/** The whole store: the saved game, the session's play (handover, replay, saved games) and this screen's session. */
export type StoreState = GameSlice & PlaySlice & SessionSlice;
