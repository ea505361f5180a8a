/**
 * What stands in a charge's way (BS-GAP-04): the charger's tray sweeps the area between where it
 * stands and where the charge ends (chargePlacement.ts) — taken as the convex hull of the two trays,
 * the straight run the charge's cost prices — and a figure of any other unit than the charger and
 * its target with its base in that area, or impassable terrain across it, stops the charge. The
 * trays are shrunk by `CLEARANCE_IN` each side first, so a unit standing shoulder to shoulder with
 * the charger, or beside the target, is not "in the way". Inches.
 */
import type { Vec2 } from '../../../geometry/point';
import { convexHull } from '../../../geometry/convexHull';
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';
import { polygonDistanceToPolygon } from '../../../geometry/footprintDistance';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Scenario, Unit } from '../../../engine/model';
import { unitOfFigure } from '../../../engine/pieces';
import type { Tray } from '../../../engine/unitGeometry';
import { pointInFrame, trayPolygon, unitGeometry } from '../../../engine/unitGeometry';
import type { ChargeEnd } from './chargePlacement';

const CLEARANCE_IN = 0.1;

export interface ChargeBlocker {
  readonly kind: 'unit' | 'figure' | 'terrain';
  readonly id: string;
  readonly name: string;
}

const shrunk = (t: Tray): Tray => ({ ...t, widthIn: Math.max(0, t.widthIn - 2 * CLEARANCE_IN), depthIn: Math.max(0, t.depthIn - 2 * CLEARANCE_IN) });

/** The area the charger's tray sweeps, shrunk by the clearance (null when the charger is not on the table). */
export function chargeSweep(scenario: Scenario, charger: Unit, end: ChargeEnd): Vec2[] | null {
  const g = unitGeometry(charger, scenario.figures);
  if (g === null) return null;
  const endTray: Tray = { ...g.tray, facingDeg: end.facingDeg, centre: pointInFrame(end.frontCentre, end.facingDeg, 0, -g.tray.depthIn / 2) };
  return convexHull([...trayPolygon(shrunk(g.tray)), ...trayPolygon(shrunk(endTray))]);
}

/** The first thing in the charge's way, in scenario order (terrain, then figures), or null. */
export function chargeBlocker(scenario: Scenario, charger: Unit, target: Unit, end: ChargeEnd): ChargeBlocker | null {
  const sweep = chargeSweep(scenario, charger, end);
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
