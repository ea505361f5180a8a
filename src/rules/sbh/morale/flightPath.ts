/**
 * Where a fleeing figure goes (SBH-MORALE-2/3, TV-SBH-10/11): toward the nearest table edge, never
 * coming within Short of an enemy that stands free (fallen, bound and dead enemies are ignored), or
 * it is destroyed; reaching the table edge within the move takes it off the table.
 *
 * The search, and why: a flight is one straight leg per move (SBH moves are straight lines, so a
 * double move is two legs, each at most the figure's stick). For each leg we try headings fanning
 * out from the edge's outward normal (0°, +10°, −10° … ±80°: every heading still gains ground toward
 * the edge), first at the full stick, then at ¾, ½ and ¼ of it; the first leg that keeps clear wins,
 * so the path is straight whenever the straight path is clear and otherwise the smallest detour.
 * A double move backtracks over a bounded number of first legs. Few enough candidates to stay fast
 * (a few thousand sampled segments in the worst case), and deterministic.
 *
 * What a leg must keep (checked at samples every `SAMPLE_STEP_IN` along the base centre's line):
 *   - the Short keep-out (edge to edge): distance to each standing enemy ≥ Short + half a step, which
 *     holds between samples too because the distance changes no faster than the base moves. An enemy
 *     already within Short at the start (a figure fleeing a melee, SBH-GAP-15) may not be approached:
 *     the distance may never fall below min(Short, the largest distance reached so far) — the seed's
 *     "must not come to Short range or closer" read as "must not approach";
 *   - a legal placement on the way (engine/placement.ts: no overlap with other bases on its level,
 *     nothing impassable); off-table is not a problem but the end of the flight;
 *   - difficult ground (SBH-GAP-09, woods SBH-WOOD-1): a leg whose line passes through a difficult or
 *     woods piece is one stick shorter.
 * When no leg keeps all of it for any nearest edge, the flight is impossible and the figure is
 * destroyed (SBH-MORALE-2; impassable terrain and other bases trap it as surely as enemies).
 */
import type { Vec2 } from '../../../geometry/point';
import { footprintBounds, footprintDistanceToFootprint } from '../../../geometry/footprint';
import type { Footprint } from '../../../geometry/footprint';
import { polygonBounds, polygonContainsPoint } from '../../../geometry/polygon';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import { placementProblems, surfaceAt } from '../../../engine/placement';
import { moveStickOf } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import type { Stick } from '../sticks';
import { shorterStick, stickIn } from '../sticks';
import { standingEnemiesOf } from './contacts';

/** Samples along a leg, inches. */
export const SAMPLE_STEP_IN = 0.05;
const HEADING_STEP_DEG = 10;
const HEADING_MAX_STEPS = 8;
const LENGTH_FRACTIONS = [1, 0.75, 0.5, 0.25] as const;
/** First legs a double move may try whose second leg then fails, before it gives up. */
const BACKTRACK_BUDGET = 24;

export type TableEdge = 'north' | 'east' | 'south' | 'west';
const EDGE_NORMALS: Readonly<Record<TableEdge, Vec2>> = { north: { x: 0, y: -1 }, east: { x: 1, y: 0 }, south: { x: 0, y: 1 }, west: { x: -1, y: 0 } };

export type FlightPlan =
  /** It ends on the table at `path`'s last point (on surface `standsOn`). */
  | { readonly kind: 'moved'; readonly edge: TableEdge; readonly path: readonly Vec2[]; readonly standsOn: string | null; readonly lengthIn: number }
  /** Its base reached the table edge: it leaves the battle (SBH-MORALE-3). */
  | { readonly kind: 'leftTable'; readonly edge: TableEdge; readonly path: readonly Vec2[]; readonly lengthIn: number }
  /** No path keeps clear (SBH-MORALE-2): destroyed. */
  | { readonly kind: 'trapped'; readonly edge: TableEdge };

/** The nearest table edges to a point (more than one on an exact tie), in the order N, E, S, W. */
export function nearestEdges(scenario: Scenario, p: Vec2): TableEdge[] {
  const { widthIn, depthIn } = scenario.table;
  const d: Record<TableEdge, number> = { north: p.y, east: widthIn - p.x, south: depthIn - p.y, west: p.x };
  const best = Math.min(d.north, d.east, d.south, d.west);
  return (['north', 'east', 'south', 'west'] as const).filter((e) => d[e] - best <= 1e-9);
}

interface Enemy {
  readonly footprint: Footprint;
}

interface LegResult {
  readonly end: Vec2;
  readonly lengthIn: number;
  readonly exited: boolean;
  readonly runMax: readonly number[];
}

interface Planner {
  readonly state: SbhState;
  readonly figure: Figure;
  readonly enemies: readonly Enemy[];
  readonly shortIn: number;
  readonly stickLengthIn: number;
  readonly shorterLengthIn: number;
  budget: number;
}

/** The unit vector of a heading `deg` degrees clockwise (on screen) from `n`. */
function rotated(n: Vec2, deg: number): Vec2 {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: n.x * c - n.y * s, y: n.x * s + n.y * c };
}

function headingsAround(n: Vec2): Vec2[] {
  const out: Vec2[] = [n];
  for (let k = 1; k <= HEADING_MAX_STEPS; k++) out.push(rotated(n, k * HEADING_STEP_DEG), rotated(n, -k * HEADING_STEP_DEG));
  return out;
}

const along = (p: Vec2, dir: Vec2, t: number): Vec2 => ({ x: p.x + dir.x * t, y: p.y + dir.y * t });

/** How far the base can go from `start` along `dir` before its edge touches the table edge (Infinity: never). */
function distanceToTableEdge(pl: Planner, start: Vec2, dir: Vec2): number {
  const b = footprintBounds(figureFootprint(pl.figure, start));
  const { widthIn, depthIn } = pl.state.scenario.table;
  let t = Infinity;
  if (dir.x < -1e-12) t = Math.min(t, b.minX / -dir.x);
  if (dir.x > 1e-12) t = Math.min(t, (widthIn - b.maxX) / dir.x);
  if (dir.y < -1e-12) t = Math.min(t, b.minY / -dir.y);
  if (dir.y > 1e-12) t = Math.min(t, (depthIn - b.maxY) / dir.y);
  return Math.max(0, t);
}

/** The scenario cut down to what a leg could touch, so placement checks stay cheap. */
function sceneNear(pl: Planner, a: Vec2, b: Vec2): Scenario {
  const sc = pl.state.scenario;
  const reach = 3; // inches of slack around the leg: more than any base's half-size.
  const minX = Math.min(a.x, b.x) - reach;
  const maxX = Math.max(a.x, b.x) + reach;
  const minY = Math.min(a.y, b.y) - reach;
  const maxY = Math.max(a.y, b.y) + reach;
  const near = (bx: { minX: number; maxX: number; minY: number; maxY: number }) => !(bx.maxX < minX || bx.minX > maxX || bx.maxY < minY || bx.minY > maxY);
  return {
    ...sc,
    figures: sc.figures.filter((f) => f.id === pl.figure.id || near(footprintBounds(figureFootprint(f)))),
    terrain: sc.terrain.filter((t) => near(polygonBounds(t.footprint))),
  };
}

function inDifficultGround(scene: Scenario, p: Vec2): boolean {
  return scene.terrain.some((t) => (t.difficult || t.kind === 'woods') && polygonContainsPoint(t.footprint, p));
}

/** Samples every ≤ SAMPLE_STEP_IN from just after `start` to `start + dir·len` (inclusive). */
function samples(start: Vec2, dir: Vec2, len: number): Vec2[] {
  const n = Math.max(1, Math.ceil(len / SAMPLE_STEP_IN));
  return Array.from({ length: n }, (_, i) => along(start, dir, (len * (i + 1)) / n));
}

/**
 * One straight leg from `start` along `dir`, up to `fraction` of the stick (shortened in difficult
 * ground), or null when it breaks a rule somewhere.
 */
function tryLeg(pl: Planner, start: Vec2, dir: Vec2, fraction: number, runMax: readonly number[]): LegResult | null {
  const toEdge = distanceToTableEdge(pl, start, dir);
  const fullEnd = along(start, dir, Math.min(toEdge, pl.stickLengthIn));
  const scene = sceneNear(pl, start, fullEnd);
  // SBH-GAP-09: the leg is one stick shorter when its line passes through difficult ground.
  const difficult = [start, ...samples(start, dir, Math.min(toEdge, pl.stickLengthIn))].some((p) => inDifficultGround(scene, p));
  const stickLen = (difficult ? pl.shorterLengthIn : pl.stickLengthIn) * fraction;
  const exited = toEdge <= stickLen + 1e-9;
  const len = exited ? toEdge : stickLen;
  const max = [...runMax];
  const margin = SAMPLE_STEP_IN / 2;
  for (const p of len <= 0 ? [] : samples(start, dir, len)) {
    const fp = figureFootprint(pl.figure, p);
    for (let i = 0; i < pl.enemies.length; i++) {
      const d = footprintDistanceToFootprint(fp, pl.enemies[i]!.footprint);
      const need = Math.min(pl.shortIn + margin, max[i]!) - 1e-9;
      if (d < need) return null;
      if (d > max[i]!) max[i] = d;
    }
    const problems = placementProblems(scene, pl.figure.id, p).filter((q) => q.code !== 'offTable');
    if (problems.length > 0) return null;
  }
  return { end: along(start, dir, len), lengthIn: len, exited, runMax: max };
}

type Found = { readonly path: Vec2[]; readonly exited: boolean; readonly lengthIn: number };

function search(pl: Planner, from: Vec2, normal: Vec2, legsLeft: number, runMax: readonly number[]): Found | null {
  for (const fraction of LENGTH_FRACTIONS) {
    for (const dir of headingsAround(normal)) {
      const leg = tryLeg(pl, from, dir, fraction, runMax);
      if (leg === null) continue;
      if (leg.exited || legsLeft === 1) return { path: [leg.end], exited: leg.exited, lengthIn: leg.lengthIn };
      const rest = search(pl, leg.end, normal, legsLeft - 1, leg.runMax);
      if (rest !== null) return { path: [leg.end, ...rest.path], exited: rest.exited, lengthIn: leg.lengthIn + rest.lengthIn };
      if (--pl.budget <= 0) return null;
    }
  }
  return null;
}

/** The flight of figure `figureId` for `moves` single moves (1 or 2), or null when it is not on the table. */
export function planFlight(state: SbhState, figureId: string, moves: number): FlightPlan | null {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return null;
  const scale = optionsOf(state).figureScale;
  const stick: Stick = moveStickOf(figure);
  const enemies = standingEnemiesOf(state, figure).map((e) => ({ footprint: figureFootprint(e) }));
  const pl: Planner = {
    state, figure, enemies,
    shortIn: stickIn(scale, 'short'),
    stickLengthIn: stickIn(scale, stick),
    shorterLengthIn: stickIn(scale, shorterStick(stick)),
    budget: BACKTRACK_BUDGET,
  };
  const start = { x: figure.x, y: figure.y };
  const fp = figureFootprint(figure);
  const runMax = enemies.map((e) => footprintDistanceToFootprint(fp, e.footprint));
  const edges = nearestEdges(state.scenario, start);
  for (const edge of edges) {
    const found = search(pl, start, EDGE_NORMALS[edge], Math.max(1, moves), runMax);
    if (found === null) continue;
    const path = [...found.path];
    if (found.exited) return { kind: 'leftTable', edge, path, lengthIn: found.lengthIn };
    const end = path[path.length - 1]!;
    return { kind: 'moved', edge, path, standsOn: surfaceAt(state.scenario, figure, end), lengthIn: found.lengthIn };
  }
  return { kind: 'trapped', edge: edges[0] ?? 'north' };
}
