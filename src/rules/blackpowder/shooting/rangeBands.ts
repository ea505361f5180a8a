/**
 * Weapons and range bands (house rule BP-GAP-05; the seed names only an "Effective" band and a
 * number needed of 9): the band a distance falls in and the number a volley's sum is divided by.
 *
 *   weapon        Effective (needs 9)   Long (needs 12)
 *   rifledMusket  0–40 cm               40–80 cm
 *   smoothbore    0–25 cm               25–50 cm
 *
 * The catalog gives the bands in centimetres; the core measures in inches, so the table is kept in
 * cm (as a player reads it) and converted here, at this edge, with geometry/units.
 * Edges: the catalog's "0–40 / 40–80" shares its end points, so we choose: a distance exactly on
 * the Effective edge is Effective (0 ≤ d ≤ 40 cm), above it up to and including the Long edge is
 * Long (40 < d ≤ 80 cm), beyond that out of range. A measured distance within
 * `RANGE_EDGE_TOLERANCE_IN` of an edge counts as on it, so float noise in a measurement that
 * is meant to be exactly 40 cm does not push it into the next band.
 * BP-REACT-5: reaction fire at an enemy charging the shooter always counts as Effective, whatever
 * the distance (a charger is coming into contact, so the seed leaves no room for "out of range").
 */
import { cmToInches } from '../../../geometry/units';

export type BlackpowderWeapon = 'rifledMusket' | 'smoothbore';
export const BLACKPOWDER_WEAPONS: readonly BlackpowderWeapon[] = ['rifledMusket', 'smoothbore'];

export type RangeBand = 'effective' | 'long';

/** One weapon's bands as the catalog writes them, in centimetres, with the numbers needed. */
export interface WeaponRangesCm {
  readonly effectiveMaxCm: number;
  readonly longMaxCm: number;
  readonly effectiveRequired: number;
  readonly longRequired: number;
}

export const WEAPON_RANGES_CM: Readonly<Record<BlackpowderWeapon, WeaponRangesCm>> = {
  rifledMusket: { effectiveMaxCm: 40, longMaxCm: 80, effectiveRequired: 9, longRequired: 12 },
  smoothbore: { effectiveMaxCm: 25, longMaxCm: 50, effectiveRequired: 9, longRequired: 12 },
};

/** How close to an edge (inches) a distance counts as on it. */
export const RANGE_EDGE_TOLERANCE_IN = 1e-6;

export type RangeVerdict =
  | { readonly inRange: true; readonly band: RangeBand; readonly required: number; readonly ruleId: 'BP-GAP-05' | 'BP-REACT-5' }
  | { readonly inRange: false; readonly band: 'outOfRange'; readonly maxIn: number; readonly ruleId: 'BP-GAP-05' };

export interface RangeBandOptions {
  /** Reaction fire at an enemy charging the shooter (BP-REACT-5): always Effective. */
  readonly targetCharging?: boolean;
}

/** A weapon's band edges in inches (the core's unit). */
export function weaponRangesIn(weapon: BlackpowderWeapon): { readonly effectiveMaxIn: number; readonly longMaxIn: number } {
  const r = WEAPON_RANGES_CM[weapon];
  return { effectiveMaxIn: cmToInches(r.effectiveMaxCm), longMaxIn: cmToInches(r.longMaxCm) };
}

/**
 * The band and number needed for `weapon` at `distanceIn` inches (edge to edge, BP-GAP-01).
 * Throws RangeError for a negative or non-finite distance (a bug in the measurement, never data).
 */
export function rangeBandAt(weapon: BlackpowderWeapon, distanceIn: number, options: RangeBandOptions = {}): RangeVerdict {
  if (!Number.isFinite(distanceIn) || distanceIn < 0) throw new RangeError(`a distance is a finite number ≥ 0 inches, got ${distanceIn}`);
  const r = WEAPON_RANGES_CM[weapon];
  if (options.targetCharging === true) return { inRange: true, band: 'effective', required: r.effectiveRequired, ruleId: 'BP-REACT-5' };
  const { effectiveMaxIn, longMaxIn } = weaponRangesIn(weapon);
  if (distanceIn <= effectiveMaxIn + RANGE_EDGE_TOLERANCE_IN) return { inRange: true, band: 'effective', required: r.effectiveRequired, ruleId: 'BP-GAP-05' };
  if (distanceIn <= longMaxIn + RANGE_EDGE_TOLERANCE_IN) return { inRange: true, band: 'long', required: r.longRequired, ruleId: 'BP-GAP-05' };
  return { inRange: false, band: 'outOfRange', maxIn: longMaxIn, ruleId: 'BP-GAP-05' };
}
