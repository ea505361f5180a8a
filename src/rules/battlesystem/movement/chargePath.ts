/**
 * What stands in a charge's way (BS-GAP-04): the charger's tray sweeps the area between where it
 * stands and where the charge ends (chargePlacement.ts), and a figure of any other unit than the
 * charger and its target with its base in that area, or impassable terrain across it, stops the
 * charge. The path is the one the charge's cost prices: the front centre runs straight to its end
 * while the tray turns to its new facing (the wheel's part of the cost), so the area is the convex
 * hull of the tray at every `TURN_STEP_DEG` of that turn along the run — a unit that turns a long
 * front sweeps its corners' arcs, not only the hull of where it starts and ends (option
 * `chargeSweep: 'turning'`; `'ends'`, the hull of the two trays, for saves from before it). The
 * trays are shrunk by `CLEARANCE_IN` each side first, so a unit standing shoulder to shoulder with
 * the charger, or beside the target, is not "in the way". Inches, compass degrees.
 */
import type { Vec2 } from '../../../geometry/point';
import { convexHull } from '../../../geometry/convexHull';
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';
import { polygonDistanceToPolygon } from '../../../geometry/footprintDistance';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Scenario, Unit } from '../../../engine/model';
import { unitOfFigure } from '../../../engine/pieces';
import type { Tray } from '../../../engine/unitGeometry';
import { pointInFrame, trayFrontCentre, trayPolygon, unitGeometry } from '../../../engine/unitGeometry';
import type { ChargeEnd } from './chargePlacement';

const CLEARANCE_IN = 0.1;
/** The sweep's poses: one every this many degrees of the turn (the hull's chord error on a 10″ front at 10°: under 0.1″). */
const TURN_STEP_DEG = 10;

export interface ChargeBlocker {
  readonly kind: 'unit' | 'figure' | 'terrain';
  readonly id: string;
  readonly name: string;
}

const shrunk = (t: Tray): Tray => ({ ...t, widthIn: Math.max(0, t.widthIn - 2 * CLEARANCE_IN), depthIn: Math.max(0, t.depthIn - 2 * CLEARANCE_IN) });

/** The tray with its front centre at `front`, facing `facingDeg`. */
const trayAt = (t: Tray, front: Vec2, facingDeg: number): Tray => ({ ...t, facingDeg, centre: pointInFrame(front, facingDeg, 0, -t.depthIn / 2) });

/** The signed turn from `a` to `b`, degrees in (−180, 180]. */
const turnDeg = (a: number, b: number): number => {
  const d = (((b - a) % 360) + 540) % 360 - 180;
  return d === -180 ? 180 : d;
};

/** The area the charger's tray sweeps, shrunk by the clearance (null when the charger is not on the table). */
export function chargeSweep(scenario: Scenario, charger: Unit, end: ChargeEnd, sweep: 'turning' | 'ends' = 'turning'): Vec2[] | null {
  const g = unitGeometry(charger, scenario.figures);
  if (g === null) return null;
  const from = trayFrontCentre(g.tray);
  const turn = turnDeg(g.tray.facingDeg, end.facingDeg);
  const steps = sweep === 'ends' ? 1 : Math.max(1, Math.ceil(Math.abs(turn) / TURN_STEP_DEG));
  const points: Vec2[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const front = { x: from.x + (end.frontCentre.x - from.x) * t, y: from.y + (end.frontCentre.y - from.y) * t };
    points.push(...trayPolygon(shrunk(i === 0 ? g.tray : trayAt(g.tray, front, g.tray.facingDeg + turn * t))));
  }
  return convexHull(points);
}

/** The first thing in the charge's way, in scenario order (terrain, then figures), or null. */
export function chargeBlocker(scenario: Scenario, charger: Unit, target: Unit, end: ChargeEnd, mode: 'turning' | 'ends' = 'turning'): ChargeBlocker | null {
  const sweep = chargeSweep(scenario, charger, end, mode);
  if (sweep === null || sweep.length < 3) return null;
  for (const piece of scenario.terrain) {
    if (piece.impassable && polygonDistanceToPolygon(sweep, piece.footprint) === 0) return { kind: 'terrain', id: piece.id, name: piece.name ?? piece.id };
  }
  const own = new Set([...charger.memberIds, ...target.memberIds]);
  for (const f of scenario.figures) {
    if (own.has(f.id) || !footprintIntersectsPolygon(figureFootprint(f), sweep)) continue;
    const u = unitOfFigure(scenario, f.id);
    return u === undefined ? { kind: 'figure', id: f.id, name: f.name } : { kind: 'unit', id: u.id, name: u.name };
  }
  return null;
}
