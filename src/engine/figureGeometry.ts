/**
 * Where a figure is, in the plan and in height: its base footprint, the level it stands on,
 * and edge-to-edge distances between figures (the distance every ruleset measures).
 */
import type { Footprint } from '../geometry/footprint';
import { footprintDistanceToFootprint, footprintOfBase } from '../geometry/footprint';
import { edgeDistance3d } from '../geometry/distance3d';
import type { Vec2 } from '../geometry/point';
import { degreesToRadians, mmToInches } from '../geometry/units';
import { terrainTopIn } from '../los/terrain';
import type { Figure, Scenario } from './model';

/** The figure's base in plan, centred at `at` (default: where the figure stands), inches. */
export function figureFootprint(figure: Figure, at?: Vec2): Footprint {
  const center = at ?? { x: figure.x, y: figure.y };
  const facingRad = degreesToRadians(figure.facingDeg);
  const base = figure.base;
  if (base.shape === 'round') {
    const d = mmToInches(base.diameterMm);
    return footprintOfBase('round', d, d, center, facingRad);
  }
  return footprintOfBase(base.shape, mmToInches(base.widthMm), mmToInches(base.lengthMm), center, facingRad);
}

/** The radius of the circle about the base centre that holds the whole base, inches (any facing). */
export function baseRadiusIn(figure: Figure): number {
  const base = figure.base;
  return base.shape === 'round' ? mmToInches(base.diameterMm) / 2 : Math.hypot(mmToInches(base.widthMm), mmToInches(base.lengthMm)) / 2;
}

/**
 * Height of the surface under the figure's base above the table, inches: 0 on the ground,
 * otherwise the top of the piece it stands on (an unknown piece id counts as the ground; the
 * scenario parser rejects those).
 */
export function standingElevationIn(scenario: Scenario, standsOn: string | null): number {
  if (standsOn === null) return 0;
  const piece = scenario.terrain.find((t) => t.id === standsOn);
  return piece === undefined ? 0 : terrainTopIn(piece);
}

/** Height of the figure's base above the table, inches. */
export function figureElevationIn(scenario: Scenario, figure: Figure): number {
  return standingElevationIn(scenario, figure.standsOn);
}

export interface FigureEdgeDistance {
  /** Base edge to base edge in plan, inches (0 in contact). */
  readonly flatIn: number;
  /** Elevation of b minus elevation of a, inches (positive when b stands higher). */
  readonly heightDiffIn: number;
  /** Shortest distance between the two bases in 3-D, inches. */
  readonly distance3dIn: number;
}

/** Base-to-base distance from `a` to `b`, in plan and in 3-D. */
export function figureEdgeDistance(scenario: Scenario, a: Figure, b: Figure): FigureEdgeDistance {
  const flatIn = footprintDistanceToFootprint(figureFootprint(a), figureFootprint(b));
  const heightDiffIn = figureElevationIn(scenario, b) - figureElevationIn(scenario, a);
  return { flatIn, heightDiffIn, distance3dIn: edgeDistance3d(flatIn, heightDiffIn) };
}
