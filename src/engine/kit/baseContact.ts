/**
 * Base contact, the one test every ruleset's melee, charges, mounts and morale use: two different
 * figures touch when their bases are within BASE_CONTACT_TOLERANCE_IN (0.05″) in plan
 * (geometry/contact.ts) and they stand on the same level (engine/placement.ts
 * `elevationsShareLevel`: a figure on a balcony does not touch one in the street below).
 */
import { BASE_CONTACT_TOLERANCE_IN, footprintsInContact } from '../../geometry/contact';
import { baseRadiusIn, figureElevationIn, figureFootprint } from '../figureGeometry';
import type { Figure, Scenario } from '../model';
import { elevationsShareLevel } from '../placement';

export function figuresInBaseContact(scenario: Scenario, a: Figure, b: Figure): boolean {
  // Bases whose enclosing circles are apart by more than the tolerance cannot touch: a table of
  // 300 figures asks this of every pair near a unit, so the cheap answer comes first.
  const reach = baseRadiusIn(a) + baseRadiusIn(b) + BASE_CONTACT_TOLERANCE_IN;
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  if (dx * dx + dy * dy > reach * reach) return false;
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
