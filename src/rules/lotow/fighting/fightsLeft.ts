/**
 * The Fight phase may not end while a fight is left (LOTOW-GAP-08: "each pair or group in base
 * contact fights"): the acting side may not end its part of the phase while a combat one of its
 * figures is in has not been fought. The router runs this before `endPhase` (LotowParts.endPhaseChecks).
 * Outside the Fight phase: null.
 */
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { activeSide } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { unfoughtCombatsOf } from './combats';

export function fightsLeftRefusal(state: LotowState): Refusal | null {
  if (state.flow.phase !== 'fight') return null;
  const side = activeSide(state);
  if (side === undefined) return null;
  const left = unfoughtCombatsOf(state).filter((c) => c.sideIds.includes(side));
  const first = left[0];
  if (first === undefined) return null;
  const mine = first.figureIds.find((id) => figureOf(state, id)?.side === side)!;
  const enemy = first.figureIds.find((id) => figureOf(state, id)?.side !== side)!;
  const name = (id: string): string => figureOf(state, id)?.name ?? id;
  return refusal('lotow.fight.fightsLeft', 'LOTOW-GAP-08', `${left.length} fight(s) left to fight first, e.g. ${name(mine)} against ${name(enemy)}`, { figureId: mine, targetFigureId: enemy, count: left.length });
}
