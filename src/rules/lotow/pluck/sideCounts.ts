/**
 * Counting a side's figures for Pluck and victory (LOTOW-GAP-09/16). Counted: every figure but a
 * riderless or loose mount (LOTOW-LOOSE-3: mounts are never casualties, so never the posse either);
 * a mounted fighter is one figure.
 */
import type { Figure } from '../../../engine/model';
import type { LotowState } from '../lotowTypes';
import { isRiderlessMount } from '../mounts/mountModel';
import { casualtiesOf } from '../../../engine/kit/casualtyLedger';

/** The side's counted figures on the table now, in scenario order. */
export const countedFiguresOf = (state: LotowState, sideId: string): Figure[] =>
  state.scenario.figures.filter((f) => f.side === sideId && !isRiderlessMount(f));

/** Counted casualties (`counts: true`) the side has suffered. */
export const countedLossesOf = (state: LotowState, sideId: string): number =>
  casualtiesOf(state).filter((c) => c.sideId === sideId && c.counts).length;

/**
 * The side's size at the start (`flow.startingCounts`, set at setup); for a state without it (a
 * game saved before part 2, a hand-built test state), what is on the table plus what it has lost.
 */
export function startingCountOf(state: LotowState, sideId: string): number {
  const given = state.flow.startingCounts?.[sideId];
  return given ?? countedFiguresOf(state, sideId).length + countedLossesOf(state, sideId);
}

/** The sides taking part: those that started with counted figures (an empty side neither tests nor loses). */
export const sidesInPlay = (state: LotowState): string[] =>
  state.scenario.sides.map((s) => s.id).filter((id) => startingCountOf(state, id) > 0);
