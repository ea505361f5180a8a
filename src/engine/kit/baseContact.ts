/**
 * Base contact, the one test every ruleset's melee, charges, mounts and morale use: two different
 * figures touch when their bases are within BASE_CONTACT_TOLERANCE_IN (0.05″) in plan
 * (geometry/contact.ts) and they stand on the same level (engine/placement.ts
 * `elevationsShareLevel`: a figure on a balcony does not touch one in the street below).
 */
import { footprintsInContact } from '../../geometry/contact';
import { figureElevationIn, figureFootprint } from '../figureGeometry';
import type { Figure, Scenario } from '../model';
import { elevationsShareLevel } from '../placement';

export function figuresInBaseContact(scenario: Scenario, a: Figure, b: Figure): boolean {
  return a.id !== b.id
    && elevationsShareLevel(figureElevationIn(scenario, a), figureElevationIn(scenario, b))
    && footprintsInContact(figureFootprint(a), figureFootprint(b));
}

/** Every figure in base contact with `figure`, in table order. */
export const figuresTouching = (scenario: Scenario, figure: Figure): Figure[] =>
  scenario.figures.filter((f) => figuresInBaseContact(scenario, figure, f));

/** Figures of other sides in base contact with `figure`. */
export const enemiesTouching = (scenario: Scenario, figure: Figure): Figure[] =>
  figuresTouching(scenario, figure).filter((f) => f.side !== figure.side);
