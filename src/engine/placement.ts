/**
 * Where a figure may be put down: on the table, clear of other bases on its level, and not inside
 * impassable terrain. Also which surface a figure dropped somewhere ends up standing on.
 *
 * This is the free-placement check (setting up, dragging a figure); ruleset movement (distance,
 * difficult ground, climbing) is layered on top by rules/<id>.
 */
import { footprintBounds, footprintIntersectsPolygon, footprintsOverlap } from '../geometry/footprint';
import type { Vec2 } from '../geometry/point';
import { polygonBounds, polygonContainsPoint } from '../geometry/polygon';
import type { TerrainPiece } from '../los/terrain';
import { terrainTopIn } from '../los/terrain';
import { baseRadiusIn, figureFootprint, figureElevationIn, standingElevationIn } from './figureGeometry';
import type { Figure, Scenario } from './model';
import { identityMemo } from './kit/memo';

export type PlacementProblem =
  | { readonly code: 'offTable' }
  | { readonly code: 'overlapsFigure'; readonly figureId: string; readonly figureName: string }
  | { readonly code: 'insideImpassable'; readonly pieceId: string; readonly pieceName: string }
  | { readonly code: 'unknownFigure'; readonly figureId: string };

/**
 * Figures whose standing elevations differ by at least this much (inches) are on different levels
 * and never collide: one on a balcony above one in the street.
 */
export const LEVEL_SEPARATION_IN = 1;

/** Elevations are compared with this slack (inches) so a rounding error never changes a level. */
const LEVEL_SLACK_IN = 1e-9;

/** Whether two figures standing at these elevations (inches) share a level and so may collide. */
export function elevationsShareLevel(aIn: number, bIn: number): boolean {
  return Math.abs(aIn - bIn) < LEVEL_SEPARATION_IN - LEVEL_SLACK_IN;
}

/**
 * Whether an impassable piece shuts out a figure standing at `elevationIn` on `standsOn`.
 * A figure on a piece's top is not inside that piece, nor inside any piece whose top is at or below
 * its feet; a piece floating above its feet (elevationIn higher) is passed underneath.
 */
export function pieceBlocksFigureAt(piece: TerrainPiece, elevationIn: number, standsOn: string | null): boolean {
  if (!piece.impassable || piece.id === standsOn) return false;
  return piece.elevationIn <= elevationIn + LEVEL_SLACK_IN && terrainTopIn(piece) > elevationIn + LEVEL_SLACK_IN;
}

/**
 * The surface a figure dropped with its base centre at `at` stands on (a piece id, or null for the
 * table). It keeps its current piece while the centre stays over that piece's footprint; otherwise it
 * steps onto the highest standable piece resting on the table (elevationIn 0: a hill, a rock top)
 * under the centre; otherwise the ground. A free move never enters a floating piece (a balcony,
 * elevationIn > 0): getting up there is climbing, which comes with the LOTOW movement rules (ladders).
 */
export function surfaceAt(scenario: Scenario, figure: Figure, at: Vec2): string | null {
  const current = figure.standsOn === null ? undefined : scenario.terrain.find((t) => t.id === figure.standsOn);
  if (current !== undefined && polygonContainsPoint(current.footprint, at)) return current.id;
  let best: TerrainPiece | undefined;
  for (const piece of scenario.terrain) {
    if (!piece.standableTop || piece.elevationIn !== 0) continue;
    if (!polygonContainsPoint(piece.footprint, at)) continue;
    if (best === undefined || terrainTopIn(piece) > terrainTopIn(best)) best = piece;
  }
  return best === undefined ? null : best.id;
}

/** A terrain footprint's bounds, once per footprint array (scenarios share their terrain from state to state). */
const pieceBounds = new WeakMap<readonly Vec2[], ReturnType<typeof polygonBounds>>();
function footprintBoundsOf(footprint: readonly Vec2[]): ReturnType<typeof polygonBounds> {
  let b = pieceBounds.get(footprint);
  if (b === undefined) {
    b = polygonBounds(footprint);
    pieceBounds.set(footprint, b);
  }
  return b;
}

/** The largest enclosing radius of any base (inches), once per figure list: the first, cheapest reject above. */
const maxBaseRadiusIn = identityMemo((figures: readonly Figure[]): number => figures.reduce((m, f) => Math.max(m, baseRadiusIn(f)), 0));

function boundsApart(a: ReturnType<typeof footprintBounds>, b: ReturnType<typeof footprintBounds>): boolean {
  return a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY;
}

/**
 * Everything wrong with putting figure `figureId` down with its base centre at `at`, standing on
 * `standsOn` (default: `surfaceAt` that point). Empty when the placement is legal. Problems come in
 * a fixed order: off the table, then overlapped figures, then impassable pieces (scenario order).
 */
export function placementProblems(scenario: Scenario, figureId: string, at: Vec2, standsOn?: string | null): PlacementProblem[] {
  const figure = scenario.figures.find((f) => f.id === figureId);
  if (figure === undefined) return [{ code: 'unknownFigure', figureId }];
  const surface = standsOn === undefined ? surfaceAt(scenario, figure, at) : standsOn;
  const elevationIn = standingElevationIn(scenario, surface);
  const fp = figureFootprint(figure, at);
  const bounds = footprintBounds(fp);
  const problems: PlacementProblem[] = [];

  const { widthIn, depthIn } = scenario.table;
  if (bounds.minX < -LEVEL_SLACK_IN || bounds.minY < -LEVEL_SLACK_IN ||
      bounds.maxX > widthIn + LEVEL_SLACK_IN || bounds.maxY > depthIn + LEVEL_SLACK_IN) {
    problems.push({ code: 'offTable' });
  }

  // Cheap rejects first (a unit's drag checks 30 members against every base on the table, each
  // pointer move): bases whose enclosing circles are apart cannot overlap.
  const radiusIn = baseRadiusIn(figure);
  const nearIn = radiusIn + maxBaseRadiusIn(scenario.figures) + LEVEL_SLACK_IN;
  for (const other of scenario.figures) {
    if (other.id === figure.id) continue;
    if (Math.abs(other.x - at.x) > nearIn || Math.abs(other.y - at.y) > nearIn) continue;
    const reachIn = radiusIn + baseRadiusIn(other) + LEVEL_SLACK_IN;
    if (Math.abs(other.x - at.x) > reachIn || Math.abs(other.y - at.y) > reachIn) continue;
    if (!elevationsShareLevel(elevationIn, figureElevationIn(scenario, other))) continue;
    const otherFp = figureFootprint(other);
    if (boundsApart(bounds, footprintBounds(otherFp))) continue;
    if (footprintsOverlap(fp, otherFp)) problems.push({ code: 'overlapsFigure', figureId: other.id, figureName: other.name });
  }

  for (const piece of scenario.terrain) {
    if (!pieceBlocksFigureAt(piece, elevationIn, surface)) continue;
    if (boundsApart(bounds, footprintBoundsOf(piece.footprint))) continue;
    if (footprintIntersectsPolygon(fp, piece.footprint)) {
      problems.push({ code: 'insideImpassable', pieceId: piece.id, pieceName: piece.name ?? piece.kind });
    }
  }
  return problems;
}

/** Whether figure `figure` may stand where it is now (as loaded). */
export function figurePlacementProblems(scenario: Scenario, figure: Figure): PlacementProblem[] {
  return placementProblems(scenario, figure.id, { x: figure.x, y: figure.y }, figure.standsOn);
}
