/**
 * Who touches whom, and which enemies a fleeing figure must keep away from (SBH-MORALE-2/4/5).
 * Contact is base to base in plan (geometry/contact.ts tolerance) on the same level.
 */
import { footprintsInContact } from '../../../geometry/contact';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import { elevationsShareLevel } from '../../../engine/placement';
import type { SbhState } from '../sbhState';
import { figStateOf } from '../sbhState';

export function figuresTouch(state: SbhState, a: Figure, b: Figure): boolean {
  const sc = state.scenario;
  return elevationsShareLevel(figureElevationIn(sc, a), figureElevationIn(sc, b)) && footprintsInContact(figureFootprint(a), figureFootprint(b));
}

/** Every enemy figure in base contact with `figure`, in scenario order (fallen and bound ones too). */
export function enemiesInContact(state: SbhState, figure: Figure): Figure[] {
  return state.scenario.figures.filter((f) => f.side !== figure.side && figuresTouch(state, figure, f));
}

/** Standing and free: neither fallen nor bound (the enemies a fleeing figure must avoid, and those who can strike). */
export function isActiveFigure(state: SbhState, figure: Figure): boolean {
  const fs = figStateOf(state, figure.id);
  return !fs.fallen && !fs.bound;
}

/** Enemies of `figure` that count for the flight (SBH-MORALE-2: fallen, bound and dead ones are ignored). */
export const standingEnemiesOf = (state: SbhState, figure: Figure): Figure[] =>
  state.scenario.figures.filter((f) => f.side !== figure.side && isActiveFigure(state, f));
