/**
 * Interrupt fire (BS-GAP-01 Steps 2 and 3, BS-MISSILE-1): while one side moves, enemy missile units
 * that have not fired this round may shoot at its movers — the units of the moving side that have
 * already manoeuvred, reformed or charged in this step, where they now stand. A unit that fires so
 * has fired for the round (no volley again in Step 4). Option `interruptFire` (`movers`, the house
 * rule; `off`: missiles only in Step 4, as saves from before it was added were played).
 *
 * Why "after a manoeuvre": the rules apply a manoeuvre as one action, so a volley comes between a
 * mover's manoeuvres, never halfway along one.
 */
import type { Unit } from '../../../engine/model';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { bsUnitProfileOf, shootsMissiles } from '../profile/bsUnitProfile';
import { bsOptions } from '../profile/bsOptionSpecs';
import type { BsState } from './bsTypes';
import { bsPieceStateOf } from './bsTypes';
import { isMoveStep } from './bsSteps';

type FlowView = Pick<BsState, 'scenario' | 'flow' | 'figureState' | 'options'>;

/** Whether unit `u` has moved in the step now being played (its side's move step: MV spent, reformed or charged). */
export function hasMovedThisStep(state: FlowView, u: Unit): boolean {
  if (!isMoveStep(state.flow) || u.side !== state.flow.active) return false;
  const s = bsPieceStateOf(state, u.id);
  return s.usedIn > 0 || s.reformed || s.chargedId !== null;
}

const mayShoot = (state: FlowView, u: Unit): boolean =>
  !bsPieceStateOf(state, u.id).fired && shootsMissiles(bsUnitProfileOf(u.profile));

/**
 * The sides that may fire at movers now, beside the side that moves: each with a missile unit that
 * has not fired while a unit of the moving side has moved. Empty outside Steps 2–3, with the option
 * off, or while casualties wait.
 */
export function interruptSides(state: FlowView): string[] {
  if (!isMoveStep(state.flow) || state.flow.pendingCasualties !== null || bsOptions(state.options).interruptFire !== 'movers') return [];
  const units = state.scenario.units ?? [];
  if (!units.some((u) => hasMovedThisStep(state, u))) return [];
  const out: string[] = [];
  for (const side of state.flow.order) {
    if (side !== state.flow.active && units.some((u) => u.side === side && mayShoot(state, u))) out.push(side);
  }
  return out;
}

/**
 * Whether `shooter` may fire at `target` in this step (BS-GAP-01): in its side's Step 4, or as
 * interrupt fire at a mover; else why not.
 */
export function fireWindowRefusal(state: FlowView, shooter: Unit, target: Unit): Refusal | null {
  const { flow } = state;
  if (flow.step === 'missile' && flow.active === shooter.side) return null;
  if (isMoveStep(state.flow) && flow.active !== shooter.side && bsOptions(state.options).interruptFire === 'movers') {
    if (hasMovedThisStep(state, target)) return null;
    return refusal('battlesystem.notAMover', 'BS-GAP-01', `${target.name} has not moved in this step: fire in the enemy's movement is at units that have moved`, { targetName: target.name, unitName: shooter.name });
  }
  return refusal('battlesystem.notMissileStep', 'BS-GAP-01', `${shooter.name} shoots in its side's missile step (step 4)`, { unitName: shooter.name });
}
