/**
 * Where a straight charge at an enemy ends (BP-GAP-04: a charge must end in base contact): the
 * first point on the line from the charger's base centre towards the target's where the two bases
 * come within `CONTACT_GAP_IN` of each other — inside the engine's base-contact tolerance
 * (geometry/contact.ts, 0.05″), never overlapping. The board or the flow snaps a charge's drop to
 * it; `checkBpMove` then judges the path there (allowance, crossings, contact) like any other.
 * Facing is kept (the charger does not turn here). Pure; inches.
 */
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import { footprintDistanceToFootprint } from '../../../geometry/footprintDistance';
import type { Vec2 } from '../../../geometry/point';

/** The gap a charge ends at, inches: well inside the 0.05″ contact tolerance, clear of overlap. */
export const CONTACT_GAP_IN = 0.01;

/** Step of the search along the line, inches (finer than any base: a 25 mm base is ≈ 1″). */
const STEP_IN = 0.05;

/**
 * The end of a straight charge from `charger` at `target` (base centres, in plan), or null when the
 * bases already touch or the line never brings them into contact.
 */
export function chargeEndToward(charger: Figure, target: Figure): Vec2 | null {
  const dx = target.x - charger.x;
  const dy = target.y - charger.y;
  const len = Math.hypot(dx, dy);
  const targetFp = figureFootprint(target);
  const gapAt = (s: number): number => footprintDistanceToFootprint(figureFootprint(charger, { x: charger.x + (dx * s) / len, y: charger.y + (dy * s) / len }), targetFp);
  if (len === 0 || gapAt(0) <= CONTACT_GAP_IN) return null;
  let lo = 0;
  let hi = -1;
  for (let s = STEP_IN; s <= len + 1e-9; s += STEP_IN) {
    if (gapAt(Math.min(s, len)) <= CONTACT_GAP_IN) { hi = Math.min(s, len); break; }
    lo = s;
  }
  if (hi < 0) return null;
  // gapAt(lo) > gap ≥ gapAt(hi): bisect to the last point still clear of `gap`, within 1e-9″.
  for (let k = 0; k < 60 && hi - lo > 1e-9; k++) {
    const mid = (lo + hi) / 2;
    if (gapAt(mid) > CONTACT_GAP_IN) lo = mid;
    else hi = mid;
  }
  return { x: charger.x + (dx * hi) / len, y: charger.y + (dy * hi) / len };
}
