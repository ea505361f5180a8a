/**
 * A volley's range (BS-MISSILE-RANGE-1..3, BS-GAP-17/18, §6.8), measured once: from the middle of
 * the firing unit's front edge to the nearest point of the nearest target figure's base, in plan.
 * A unit higher than its target adds 1″ per 1″ of height to each band's upper limit, at most 3″
 * (the height difference: the mean base elevation of the firing figures less the target's; a
 * fraction rounded up, BS-GAP-18, or down). Bands: short, medium, long; beyond long no fire. With
 * `inclusive` boundaries (BS-GAP-17) a band includes its upper limit. Inches.
 */
import type { Vec2 } from '../../../geometry/point';
import { footprintDistanceToFootprint } from '../../../geometry/footprintDistance';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import type { RangeBandsIn } from '../profile/bsProfileTypes';

export type MissileBand = 'short' | 'medium' | 'long' | 'out';

/** The seed's cap on the height bonus (BS-MISSILE-RANGE-3, §6.3). */
export const MAX_HEIGHT_BONUS_IN = 3;

export interface MissileRange {
  readonly distanceIn: number;
  readonly nearestTargetId: string;
  readonly heightDiffIn: number;
  readonly bonusIn: number;
  readonly bandsIn: RangeBandsIn;
  readonly band: MissileBand;
}

export function missileBand(distanceIn: number, b: RangeBandsIn, boundary: 'inclusive' | 'exclusive'): MissileBand {
  const within = (limit: number): boolean => (boundary === 'inclusive' ? distanceIn <= limit + 1e-9 : distanceIn < limit - 1e-9);
  if (within(b.shortIn)) return 'short';
  if (within(b.mediumIn)) return 'medium';
  if (within(b.longIn)) return 'long';
  return 'out';
}

export function heightBonusIn(heightDiffIn: number, rounding: 'up' | 'down'): number {
  if (heightDiffIn <= 1e-9) return 0;
  return Math.min(MAX_HEIGHT_BONUS_IN, rounding === 'up' ? Math.ceil(heightDiffIn - 1e-9) : Math.floor(heightDiffIn + 1e-9));
}

const meanElevation = (scenario: Scenario, figures: readonly Figure[]): number =>
  figures.length === 0 ? 0 : figures.reduce((s, f) => s + figureElevationIn(scenario, f), 0) / figures.length;

export function missileRange(
  scenario: Scenario, from: Vec2, shooters: readonly Figure[], targets: readonly Figure[], bands: RangeBandsIn,
  rules: { readonly rangeBoundary: 'inclusive' | 'exclusive'; readonly heightRounding: 'up' | 'down' },
): MissileRange {
  const point = { kind: 'circle' as const, center: from, radiusIn: 0 };
  let best = { d: Infinity, id: '' };
  for (const t of targets) {
    const d = footprintDistanceToFootprint(point, figureFootprint(t));
    if (d < best.d) best = { d, id: t.id };
  }
  const heightDiffIn = meanElevation(scenario, shooters) - meanElevation(scenario, targets);
  const bonusIn = heightBonusIn(heightDiffIn, rules.heightRounding);
  const bandsIn = { shortIn: bands.shortIn + bonusIn, mediumIn: bands.mediumIn + bonusIn, longIn: bands.longIn + bonusIn };
  return { distanceIn: best.d, nearestTargetId: best.id, heightDiffIn, bonusIn, bandsIn, band: missileBand(best.d, bandsIn, rules.rangeBoundary) };
}
