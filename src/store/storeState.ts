import type { GameSlice } from './gameSlice';
import type { PlaySlice } from './playSlice';
import type { PreviewSlice } from './previewSlice';
import type { RulesetSlice } from './rulesetSlice';
import type { SavesSlice } from './savesSlice';
import type { SessionSlice } from './sessionSlice';

/** The whole store: the saved game, its autosave and the saved games, the session's play (handover, replay), this screen's session, what its preview panel shows, and the rulesets' code loading. */
export type StoreState = GameSlice & SavesSlice & PlaySlice & SessionSlice & PreviewSlice & RulesetSlice;
