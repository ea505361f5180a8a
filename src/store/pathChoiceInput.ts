/**
 * The board's pointer on a path choice (pathChoiceSelectors.ts), as two functions on the store's
 * state rather than store actions: only the board's input (a chunk fetched once the canvas exists)
 * calls them, so the path choice's selectors stay out of the first board's bundle (README's bench
 * table). World points and tolerances in inches.
 */
import type { WorldPoint } from '../geometry/point';
import type { PathChoiceInput } from './pathChoiceSelectors';
import { pathChoiceHit } from './pathChoiceSelectors';
import type { StoreState } from './storeState';

export type PathPointerStore = PathChoiceInput & Pick<StoreState, 'pointAtPathPoint' | 'setStatus' | 'dispatch'>;

/**
 * The pointer at `world` while the selected piece has a path choice: within `toleranceIn` of an
 * allowed stretch, the nearest allowed point becomes the previewed one (the board's ghost, the rules'
 * preview); elsewhere nothing changes (like a target, the point stays while the pointer travels to
 * the panel). Returns whether it was near a stretch.
 */
export function pointAtPath(s: PathPointerStore, world: WorldPoint, toleranceIn: number): boolean {
  const hit = pathChoiceHit(s, world, toleranceIn);
  if (hit.kind !== 'run') return false;
  s.pointAtPathPoint(hit.pieceId, hit.alongIn);
  return true;
}

/**
 * A click or tap at `world` on the path choice: near an allowed stretch, the rules' action at the
 * nearest allowed point, dispatched (a refusal goes to the status line); near the path elsewhere,
 * the status line says why (`board.pathChoice.outside`). `off`: no choice or far from the path
 * (the board then does as usual).
 */
export function pickPathPoint(s: PathPointerStore, world: WorldPoint, toleranceIn: number): 'picked' | 'outside' | 'off' {
  const hit = pathChoiceHit(s, world, toleranceIn);
  if (hit.kind === 'off') return 'off';
  if (hit.kind === 'outside') {
    s.setStatus({ key: 'board.pathChoice.outside', params: { fallback: 'only the highlighted stretches of the path can be picked' }, tone: 'info' });
    return 'outside';
  }
  s.dispatch(hit.action);
  return 'picked';
}
