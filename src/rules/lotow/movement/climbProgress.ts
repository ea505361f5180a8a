/**
 * How far a figure part way up (or down) a climb has got and how far it has to go (LOTOW-CLIMB-2,
 * LOTOW-CLIMB-4, LOTOW-GAP-05), for the figure card and the board's "climbing" badge: one answer
 * read from the figure's `climbing` state and the piece it climbs, inches.
 *
 * The whole climb, as `resolve` counts it (moveResolve.ts `climb`): up a level's face or a ladder,
 * the height of its top; down, the part above the safe 2″ drop (LOTOW-FALL-1); over a barrier, up
 * and then down to 2″.
 */
import { terrainTopIn } from '../../../los/terrain';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { SAFE_DROP_IN } from './reachSearch';
import { isLevel, isLadder } from './terrainRoles';

export interface ClimbProgress {
  readonly pieceId: string;
  readonly pieceName: string;
  readonly direction: 'up' | 'down';
  /** Climbed so far, inches. */
  readonly doneIn: number;
  /** Left to climb, inches. */
  readonly leftIn: number;
  readonly ladder: boolean;
}

export function climbProgressOf(state: LotowState, figureId: string): ClimbProgress | null {
  const c = figStateOf(state, figureId).climbing;
  if (c === null) return null;
  const piece = state.scenario.terrain.find((p) => p.id === c.pieceId);
  const top = piece !== undefined ? terrainTopIn(piece) : c.heightIn;
  const barrier = piece !== undefined && !isLevel(piece) && !isLadder(piece);
  const totalIn = barrier ? top + Math.max(0, top - SAFE_DROP_IN) : c.direction === 'down' ? Math.max(0, top - SAFE_DROP_IN) : top;
  const round = (v: number): number => Math.round(v * 1000) / 1000;
  return {
    pieceId: c.pieceId, pieceName: piece?.name ?? piece?.kind ?? c.pieceId, direction: c.direction,
    doneIn: round(c.heightIn), leftIn: round(Math.max(0, totalIn - c.heightIn)), ladder: piece !== undefined && isLadder(piece),
  };
}
