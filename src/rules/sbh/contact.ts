/**
 * Who touches whom, for every SBH family (melee, SHOOT-MELEE-1, moves out of melee, morale): two figures are in base contact when their
 * bases are within BASE_CONTACT_TOLERANCE_IN (0.05″) in plan and they stand on the same level
 * (engine/placement.ts `elevationsShareLevel`: a figure on a balcony does not touch one below).
 * "Enemy" is any figure of another side.
 */
import { footprintsInContact } from '../../geometry/contact';
import { figureElevationIn, figureFootprint } from '../../engine/figureGeometry';
import type { Figure, Scenario } from '../../engine/model';
import { elevationsShareLevel } from '../../engine/placement';
import type { SbhState } from './sbhState';
import { figStateOf } from './sbhState';

export function figuresInBaseContact(scenario: Scenario, a: Figure, b: Figure): boolean {
  return a.id !== b.id
    && elevationsShareLevel(figureElevationIn(scenario, a), figureElevationIn(scenario, b))
    && footprintsInContact(figureFootprint(a), figureFootprint(b));
}

/** Every figure in base contact with `figure`. */
export const figuresTouching = (state: SbhState, figure: Figure): Figure[] =>
  state.scenario.figures.filter((f) => figuresInBaseContact(state.scenario, figure, f));

/** Enemies (figures of other sides) in base contact with `figure`. */
export const enemiesTouching = (state: SbhState, figure: Figure): Figure[] =>
  figuresTouching(state, figure).filter((f) => f.side !== figure.side);

/** Enemies in contact that fight: neither fallen nor bound (the −1 per extra enemy, SBH-GAP-06). */
export const fightingEnemiesTouching = (state: SbhState, figure: Figure): Figure[] =>
  enemiesTouching(state, figure).filter((f) => {
    const fs = figStateOf(state, f.id);
    return !fs.fallen && !fs.bound;
  });
