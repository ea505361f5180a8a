/**
 * Where to put a figure beside another base: a dismounted rider next to his horse (LOTOW-MOUNT-4),
 * a held horse next to its holder (LOTOW-HOLD-1), a passenger "as close as possible" to the mount
 * (LOTOW-PASS-1), a fallen rider next to the horse.
 *
 * The search is deterministic (no dice: a placement choice is not a random event): 24 directions
 * 15° apart, starting with `preferRad` and alternating either side of it; for each gap between the
 * bases (contact first, then wider rings up to `maxGapIn`) the first direction whose spot is legal
 * wins. Along a direction the base is slid out from the anchor's centre until the edge-to-edge gap
 * is reached (bisection: for convex bases the gap only grows along a ray leaving the anchor).
 * A spot is legal when `placementProblems` finds nothing (on the table, clear of bases on its level,
 * out of impassable terrain), it is on the anchor's level (`stepIsLevel`) and the base overlaps no
 * wall, fence, rock or platform side (`pieceObstructsBase`).
 */
import type { Footprint } from '../../../geometry/footprint';
import { footprintDistanceToFootprint, footprintIntersectsPolygon } from '../../../geometry/footprint';
import type { Vec2 } from '../../../geometry/point';
import { figureFootprint, standingElevationIn } from '../../../engine/figureGeometry';
import type { Scenario } from '../../../engine/model';
import { placementProblems, surfaceAt } from '../../../engine/placement';
import { footprintCentre } from '../../../los/losScene';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';

/** Gap aimed at for "in base contact", inches: inside BASE_CONTACT_TOLERANCE_IN (0.05), outside the overlap tolerance (0.01). */
export const CONTACT_GAP_IN = 0.02;

/** Gaps tried after contact, inches (for "as close as possible"). */
const WIDER_GAPS_IN = [0.25, 0.5, 1, 1.5, 2, 3] as const;

const DIRECTIONS = 24;
const SLACK_IN = 1e-9;
const BISECTIONS = 40;

export interface Spot {
  readonly x: number;
  readonly y: number;
  readonly standsOn: string | null;
}

export interface BesideOptions {
  /** Plan direction tried first, radians (atan2 of Δy, Δx; x east, y south). Default 0 (east). */
  readonly preferRad?: number;
  /** The widest gap tried between the bases, inches. Default: contact only. */
  readonly maxGapIn?: number;
}

const footprintReachIn = (fp: Footprint, c: Vec2): number =>
  fp.kind === 'circle' ? fp.radiusIn : Math.max(...fp.points.map((p) => Math.hypot(p.x - c.x, p.y - c.y)));

/**
 * Whether a figure may stand on `to` beside something on `from` without climbing or jumping: the same
 * surface, the same height, or a step onto or off a slope (a hill is walked up, LOTOW movement).
 */
export function stepIsLevel(scenario: Scenario, from: string | null, to: string | null): boolean {
  if (from === to) return true;
  if (Math.abs(standingElevationIn(scenario, from) - standingElevationIn(scenario, to)) < 1e-6) return true;
  const slope = (id: string | null): boolean => id !== null && scenario.terrain.some((t) => t.id === id && t.slope === true);
  return slope(from) || slope(to);
}

/**
 * Whether a piece stands in the way of a base at `elevationIn`: it rises more than `freeIn` above
 * that level from at or below it, and is not walked through (a slope, difficult ground). A base is
 * not put down overlapping a wall, fence, rock or platform side.
 */
export function pieceObstructsBase(piece: TerrainPiece, elevationIn: number, freeIn: number): boolean {
  if (piece.slope === true || piece.difficult) return false;
  if (piece.elevationIn > elevationIn + SLACK_IN) return false;
  return terrainTopIn(piece) - elevationIn > freeIn + SLACK_IN;
}

/**
 * Whether figure `figureId` may stand at `at`: a legal placement (`placementProblems`), on the
 * anchor's level (`stepIsLevel`), its base clear of any piece that obstructs it (higher than
 * `freeIn`, default 0: any wall or step at all). Its surface if so.
 */
export function spotIfLegal(scenario: Scenario, figureId: string, at: Vec2, anchorSurface: string | null, freeIn = 0): Spot | null {
  const figure = scenario.figures.find((f) => f.id === figureId);
  if (figure === undefined) return null;
  const standsOn = surfaceAt(scenario, figure, at);
  if (!stepIsLevel(scenario, anchorSurface, standsOn)) return null;
  if (placementProblems(scenario, figureId, at, standsOn).length > 0) return null;
  const elevationIn = standingElevationIn(scenario, standsOn);
  const fp = figureFootprint(figure, at);
  const blocked = scenario.terrain.some((p) => p.id !== standsOn && pieceObstructsBase(p, elevationIn, freeIn) && footprintIntersectsPolygon(fp, p.footprint));
  return blocked ? null : { x: at.x, y: at.y, standsOn };
}

/**
 * A legal spot for figure `figureId` (its base as it is in `scenario`) beside `anchor`, the nearest
 * gap first, or null when there is none within `maxGapIn`.
 */
export function placeBeside(scenario: Scenario, figureId: string, anchor: Footprint, anchorSurface: string | null, opts: BesideOptions = {}): Spot | null {
  const figure = scenario.figures.find((f) => f.id === figureId);
  if (figure === undefined) return null;
  const centre = footprintCentre(anchor);
  const own = figureFootprint(figure, { x: 0, y: 0 });
  const reach = footprintReachIn(anchor, centre) + footprintReachIn(own, { x: 0, y: 0 });
  const maxGap = opts.maxGapIn ?? CONTACT_GAP_IN;
  const gaps = [CONTACT_GAP_IN, ...WIDER_GAPS_IN.filter((g) => g <= maxGap)];
  const prefer = opts.preferRad ?? 0;
  const step = (2 * Math.PI) / DIRECTIONS;
  const order: number[] = [0];
  for (let k = 1; k <= DIRECTIONS / 2; k++) order.push(k, -k);
  order.length = DIRECTIONS;
  for (const gap of gaps) {
    for (const k of order) {
      const a = prefer + k * step;
      const u = { x: Math.cos(a), y: Math.sin(a) };
      const at = (d: number): Vec2 => ({ x: centre.x + u.x * d, y: centre.y + u.y * d });
      let lo = 0;
      let hi = reach + gap + 1;
      for (let i = 0; i < BISECTIONS; i++) {
        const mid = (lo + hi) / 2;
        if (footprintDistanceToFootprint(figureFootprint(figure, at(mid)), anchor) < gap) lo = mid;
        else hi = mid;
      }
      const spot = spotIfLegal(scenario, figureId, at(hi), anchorSurface);
      if (spot !== null) return spot;
    }
  }
  return null;
}
