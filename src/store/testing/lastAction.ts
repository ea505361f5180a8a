/** The last action of the game in progress (test support): null without a game or before any action. */
import type { Action } from '../../engine/state';
import type { StoreState } from '../storeState';

export function lastAction(store: { getState(): StoreState }): Action | null {
  const entry = store.getState().game?.timeline.present.log.at(-1);
  return entry !== undefined && 'action' in entry ? entry.action : null;
}
