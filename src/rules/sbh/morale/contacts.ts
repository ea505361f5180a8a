/**
 * Who touches whom, and which enemies a fleeing figure must keep away from (SBH-MORALE-2/4/5).
 * Contact is the ruleset's one definition (../contact.ts): base to base in plan, on the same level.
 */
import type { Figure } from '../../../engine/model';
import { enemiesTouching, figuresInBaseContact } from '../../../engine/kit/baseContact';
import type { SbhState } from '../sbhTypes';
import { figStateOf } from '../sbhTypes';

/** Base contact on the same level (../contact.ts). */
export const figuresTouch = (state: SbhState, a: Figure, b: Figure): boolean => figuresInBaseContact(state.scenario, a, b);

/** Every enemy figure in base contact with `figure`, in scenario order (fallen and bound ones too). */
export const enemiesInContact = (state: SbhState, figure: Figure): Figure[] => enemiesTouching(state.scenario, figure);

/** Standing and free: neither fallen nor bound (the enemies a fleeing figure must avoid, and those who can strike). */
export function isActiveFigure(state: SbhState, figure: Figure): boolean {
  const fs = figStateOf(state, figure.id);
  return !fs.fallen && !fs.bound;
}

/** Enemies of `figure` that count for the flight (SBH-MORALE-2: fallen, bound and dead ones are ignored). */
export const standingEnemiesOf = (state: SbhState, figure: Figure): Figure[] =>
  state.scenario.figures.filter((f) => f.side !== figure.side && isActiveFigure(state, f));
