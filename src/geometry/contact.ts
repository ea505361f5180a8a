/**
 * Base contact and "within N inches" between two footprints, measured base edge to base edge in plan.
 *
 * Contact has a tolerance because figures are put down by hand (a drag snaps to the pixel, a
 * scenario rounds to a hundredth): two bases closer than BASE_CONTACT_TOLERANCE_IN count as
 * touching. 0.05″ ≈ 1.3 mm: tighter than any player can judge by eye, looser than a drag's rounding.
 * It is also the tolerance line of sight uses for "this wall touches the target's base".
 */
import type { Footprint } from './footprint';
import { footprintDistanceToFootprint } from './footprintDistance';

/** Bases (or a base and a terrain edge) at most this far apart, inches, are in contact. */
export const BASE_CONTACT_TOLERANCE_IN = 0.05;

/** Whether the two bases touch or overlap, within `toleranceIn` inches. Symmetric. */
export function footprintsInContact(a: Footprint, b: Footprint, toleranceIn: number = BASE_CONTACT_TOLERANCE_IN): boolean {
  return footprintDistanceToFootprint(a, b) <= toleranceIn;
}

/**
 * Whether any part of base `b` is within `inches` of base `a` (edge to edge, in plan, inclusive):
 * "within 6″", "within 1″ of an enemy". Symmetric; a negative distance is never met.
 */
export function footprintWithinInches(a: Footprint, b: Footprint, inches: number): boolean {
  return footprintDistanceToFootprint(a, b) <= inches;
}
