import type { GameSlice } from './gameSlice';
import type { PlaySlice } from './playSlice';
import type { PreviewSlice } from './previewSlice';
import type { SessionSlice } from './sessionSlice';

/** The whole store: the saved game, the session's play (handover, replay, saved games), this screen's session and what its preview panel shows. */
export type StoreState = GameSlice & PlaySlice & SessionSlice & PreviewSlice;
