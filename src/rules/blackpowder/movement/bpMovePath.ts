/**
 * The one rule for a black-powder move along a path: `judgePath(ctx, path)` — read by the reach
 * area (each cell centre, bpMovementArea.ts) and by `checkBpMove` alike, so they agree cell for cell.
 *
 * A path is the base centre's polyline from where the figure stands through `path` (waypoints, the
 * last the end), inches. In order:
 * 1. the base may not sweep through an impassable piece at its level (the base's inner circle along
 *    the way — exact for round bases; a rect or oval base's exact footprint is tested where it ends);
 * 2. obstacles crossed (obstacleCrossing.ts): a rider barred from a level-2/3 one is refused;
 * 3. cost = path length + crossings ≤ the allowance (moveAllowance.ts), with `COST_EPS_IN` slack;
 * 4. the end is a legal placement (engine/placement.ts: on the table, not on a base, not in an
 *    impassable piece); the surface it stands on is the engine's `surfaceAt` (a hill's top);
 * 5. when `requireContact` (a charge, BP-GAP-04): the end is in base contact with an enemy.
 * Other figures are not obstacles on the way (the catalog says nothing); only the end may not
 * overlap one. Pure.
 */
import { baseRadiusIn, figureElevationIn } from '../../../engine/figureGeometry';
import { enemiesTouching } from '../../../engine/kit/baseContact';
import type { Figure, Scenario } from '../../../engine/model';
import { pieceBlocksFigureAt, placementProblems, surfaceAt } from '../../../engine/placement';
import type { Vec2 } from '../../../geometry/point';
import type { Bounds } from '../../../geometry/polygon';
import { polygonBounds } from '../../../geometry/polygon';
import { segmentDistanceToSegment } from '../../../geometry/segment';
import { segmentCrossesPolygon } from '../../../geometry/segmentInside';
import { mmToInches } from '../../../geometry/units';
import type { TerrainPiece } from '../../../los/terrain';
import type { BpOptions } from '../profile/bpOptionsType';
import type { BpAllowance, BpMoveFlags, BpMoveMode } from './moveAllowance';
import { allowanceRuleId, moveAllowance } from './moveAllowance';
import type { Refused } from './moveRefusals';
import { chargeNoContact, endsOnFigure, impassable, noPath, offTable, tooFar } from './moveRefusals';
import type { Crossing, CrossingRates } from './obstacleCrossing';
import { obstacleCrossings } from './obstacleCrossing';
import { pathLengthIn } from './pathIntervals';
import { moveTerrainOf } from './terrainRoles';

/** Slack on the allowance, inches: a move exactly at its limit is allowed. */
export const COST_EPS_IN = 1e-6;

/** What a move is judged from: the scenario, the fighter, its state flags, the mode and the options. */
export interface BpMoveInputs {
  readonly scenario: Scenario;
  readonly figureId: string;
  readonly flags: BpMoveFlags;
  readonly mode: BpMoveMode;
  readonly options: BpOptions;
  /** A charge at the run (BP-GAP-04 Run; BP-GAP-06 running). */
  readonly runningCharge?: boolean;
}

export interface BpMoveContext {
  readonly ok: true;
  readonly scenario: Scenario;
  readonly figure: Figure;
  readonly allowance: BpAllowance;
  readonly rates: CrossingRates;
  readonly obstacles: readonly TerrainPiece[];
  readonly obstacleBounds: readonly Bounds[];
  /** Impassable pieces at the mover's level. */
  readonly blockers: readonly TerrainPiece[];
  readonly blockerBounds: readonly Bounds[];
  /** The base's inner radius, inches: what sweeps the way. */
  readonly sweepIn: number;
  /** Where an end may have a placement problem (engine/placement.ts): elsewhere it has none. */
  readonly guard: EndGuard;
}

/** Bounds that rule out placement problems cheaply (the area judges thousands of ends). */
interface EndGuard {
  /** The mover's enclosing radius, inches. */
  readonly radiusIn: number;
  readonly figures: readonly { readonly x: number; readonly y: number; readonly reachIn: number }[];
  /** Every impassable piece's bounds (any level: a superset of what placement tests). */
  readonly blockerBounds: readonly Bounds[];
}

const apart = (a: Bounds, b: Bounds): boolean => a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY;

/** Whether a base centred at `end` can have no placement problem (a conservative test). */
function clearlyPlaceable(ctx: BpMoveContext, end: Vec2): boolean {
  const { radiusIn: r, figures, blockerBounds } = ctx.guard;
  const { widthIn, depthIn } = ctx.scenario.table;
  if (end.x - r < 1e-6 || end.y - r < 1e-6 || end.x + r > widthIn - 1e-6 || end.y + r > depthIn - 1e-6) return false;
  for (const f of figures) if (Math.abs(f.x - end.x) <= f.reachIn && Math.abs(f.y - end.y) <= f.reachIn) return false;
  const b = { minX: end.x - r - 1e-6, minY: end.y - r - 1e-6, maxX: end.x + r + 1e-6, maxY: end.y + r + 1e-6 };
  return blockerBounds.every((pb) => apart(b, pb));
}

/** The pieces whose bounds meet the path's bounds grown by `growIn`. */
function near(pieces: readonly TerrainPiece[], bounds: readonly Bounds[], points: readonly Vec2[], growIn: number): TerrainPiece[] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
  }
  const b = { minX: minX - growIn, minY: minY - growIn, maxX: maxX + growIn, maxY: maxY + growIn };
  return pieces.filter((_, i) => !apart(b, bounds[i]!));
}

export interface PathVerdict {
  readonly ok: true;
  /** Where the base centre ends, and the surface it stands on there (null: the table). */
  readonly end: Vec2;
  readonly surfaceId: string | null;
  readonly lengthIn: number;
  /** Crossings' total cost, inches. */
  readonly crossIn: number;
  /** lengthIn + crossIn: the allowance the move uses. */
  readonly costIn: number;
  readonly allowanceIn: number;
  readonly crossings: readonly Crossing[];
  readonly running: boolean;
  /** A charge: the enemies the end touches. */
  readonly contactIds: readonly string[];
}

const innerRadiusIn = (f: Figure): number =>
  (f.base.shape === 'round' ? mmToInches(f.base.diameterMm) : mmToInches(Math.min(f.base.widthMm, f.base.lengthMm))) / 2;

/** The context of a move, or the refusal when the fighter may not move in that mode; undefined for an unknown figure. */
export function moveContext(inputs: BpMoveInputs): BpMoveContext | Refused | undefined {
  const figure = inputs.scenario.figures.find((f) => f.id === inputs.figureId);
  if (figure === undefined) return undefined;
  const allowance = moveAllowance({ figure, flags: inputs.flags, mode: inputs.mode, options: inputs.options, runningCharge: inputs.runningCharge });
  if (!allowance.ok) return allowance;
  const roles = moveTerrainOf(inputs.scenario.terrain);
  const elevationIn = figureElevationIn(inputs.scenario, figure);
  const blockers = roles.impassables.filter((p) => pieceBlocksFigureAt(p, elevationIn, figure.standsOn));
  const radiusIn = baseRadiusIn(figure);
  return {
    ok: true, scenario: inputs.scenario, figure, allowance,
    rates: { levelOneCrossIn: inputs.options.levelOneCrossIn, moveIn: inputs.options.moveIn, thresholds: inputs.options.obstacleLevels },
    obstacles: roles.obstacles,
    obstacleBounds: roles.obstacles.map((p) => polygonBounds(p.footprint)),
    blockers,
    blockerBounds: blockers.map((p) => polygonBounds(p.footprint)),
    sweepIn: innerRadiusIn(figure),
    guard: {
      radiusIn,
      figures: inputs.scenario.figures.filter((f) => f.id !== figure.id).map((f) => ({ x: f.x, y: f.y, reachIn: radiusIn + baseRadiusIn(f) + 1e-6 })),
      blockerBounds: roles.impassables.map((p) => polygonBounds(p.footprint)),
    },
  };
}

function sweepHits(a: Vec2, b: Vec2, poly: readonly Vec2[], r: number): boolean {
  if (segmentCrossesPolygon(a, b, poly)) return true;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    if (segmentDistanceToSegment(a, b, poly[j]!, poly[i]!) < r - 1e-6) return true;
  }
  return false;
}

/** The verdict for a move through `path` (waypoints then the end, inches). */
export function judgePath(ctx: BpMoveContext, path: readonly Vec2[], requireContact: boolean = ctx.allowance.mustEndInContact): PathVerdict | Refused {
  if (path.length === 0) return noPath();
  const points = [{ x: ctx.figure.x, y: ctx.figure.y }, ...path];
  for (const piece of near(ctx.blockers, ctx.blockerBounds, points, ctx.sweepIn)) {
    for (let k = 1; k < points.length; k++) {
      if (sweepHits(points[k - 1]!, points[k]!, piece.footprint, ctx.sweepIn)) return impassable(piece.id, piece.name ?? piece.id);
    }
  }
  const a = ctx.allowance;
  const crossed = obstacleCrossings(points, near(ctx.obstacles, ctx.obstacleBounds, points, 1e-6), a, ctx.rates);
  if (!crossed.ok) return crossed;
  const lengthIn = pathLengthIn(points);
  if (lengthIn + crossed.costIn > a.allowanceIn + COST_EPS_IN) return tooFar(allowanceRuleId(a), lengthIn, crossed.costIn, a.allowanceIn);
  const end = path[path.length - 1]!;
  const surfaceId = surfaceAt(ctx.scenario, ctx.figure, end);
  const problem = clearlyPlaceable(ctx, end) ? undefined : placementProblems(ctx.scenario, ctx.figure.id, end, surfaceId)[0];
  if (problem?.code === 'offTable') return offTable();
  if (problem?.code === 'overlapsFigure') return endsOnFigure(problem.figureId, problem.figureName);
  if (problem?.code === 'insideImpassable') return impassable(problem.pieceId, problem.pieceName);
  let contactIds: string[] = [];
  if (requireContact) {
    contactIds = enemiesTouching(ctx.scenario, { ...ctx.figure, x: end.x, y: end.y, standsOn: surfaceId }).map((f) => f.id);
    if (contactIds.length === 0) return chargeNoContact();
  }
  return {
    ok: true, end, surfaceId, lengthIn, crossIn: crossed.costIn, costIn: lengthIn + crossed.costIn, allowanceIn: a.allowanceIn,
    crossings: crossed.crossings, running: a.running, contactIds,
  };
}
