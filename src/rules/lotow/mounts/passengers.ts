/**
 * Passengers (LOTOW-PASS-1..4): a foot figure riding behind a mounted friend, shown as its own
 * figure placed as close as possible to the mount, its LotowFigState `passengerOf` = the rider's id.
 * At most one per mount (rider + one passenger). The predicates part 2 needs: a passenger cannot
 * shoot or fight (LOTOW-PASS-3); shots at rider, passenger or mount roll In the Way 4+ for the other
 * two (LOTOW-PASS-3); melee attacks may be split between the three (LOTOW-PASS-4).
 */
import type { Figure } from '../../../engine/model';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';

/** The figure is riding as a passenger. */
export const isPassenger = (state: LotowState, figureId: string): boolean => figStateOf(state, figureId).passengerOf !== null;

/** The passenger mounted figure `riderId` carries, if any. */
export function carriedPassenger(state: LotowState, riderId: string): Figure | undefined {
  return state.scenario.figures.find((f) => figStateOf(state, f.id).passengerOf === riderId);
}

/** The mounted figure carrying passenger `passengerId`, if it is one. */
export function carrierOf(state: LotowState, passengerId: string): Figure | undefined {
  const id = figStateOf(state, passengerId).passengerOf;
  return id === null ? undefined : figureOf(state, id);
}

/**
 * The figures of one mounted model that count as one group for shooting and melee (LOTOW-PASS-3/4):
 * the rider and his passenger (the mount is part of the rider's figure). Given any of them.
 */
export function mountedGroupOf(state: LotowState, figureId: string): readonly string[] {
  const carrier = carrierOf(state, figureId);
  const riderId = carrier?.id ?? figureId;
  const passenger = carriedPassenger(state, riderId);
  return passenger === undefined ? [riderId] : [riderId, passenger.id];
}
