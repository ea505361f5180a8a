/**
 * Base contact between two figures, as the mount rules use it (LOTOW-MOUNT-3, LOTOW-HOLD-1,
 * LOTOW-PASS-1, untethering): the bases are within BASE_CONTACT_TOLERANCE_IN (0.05″) in plan and
 * stand on the same level (a rider on a balcony does not touch the horse in the street below).
 */
import { footprintsInContact } from '../../../geometry/contact';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import { elevationsShareLevel } from '../../../engine/placement';

export function figuresInBaseContact(scenario: Scenario, a: Figure, b: Figure): boolean {
  return elevationsShareLevel(figureElevationIn(scenario, a), figureElevationIn(scenario, b))
    && footprintsInContact(figureFootprint(a), figureFootprint(b));
}
