/**
 * On start: resume the game that was being played when the tab closed. A saved game that no
 * longer loads (a newer format, a ruleset since removed, a damaged entry) is reported in the error
 * panel while the demo starts; the entry stays in the saved games for the player to judge.
 */
import type { LoadFailure } from '../store/sessionSlice';
import type { SkirmishStore } from '../store/store';

export type ResumeResult = 'resumed' | 'none' | { readonly failure: LoadFailure };

export async function resumeLastGame(store: SkirmishStore): Promise<ResumeResult> {
  // The list first: it is what the Games dialog shows, and it is read from the saves found.
  await store.getState().refreshSavedGames();
  const lastId = await store.getState().lastSavedGameId();
  if (lastId === null) return 'none';
  const resumed = await store.getState().resumeSaved(lastId);
  if (resumed.ok) return 'resumed';
  return { failure: store.getState().loadProblems ?? { source: lastId, problems: resumed.problems } };
}
