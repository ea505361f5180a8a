/**
 * Difficult terrain along a regular unit's wheel (BS-GAP-04, pathStretches.ts): the stretches of
 * the wheel about its `corner`'s front corner, as the outer front corner's travel s (inches, what a
 * wheel costs: engine/manoeuvreUnit.ts `wheelCostIn`), during which any member on the ground
 * overlaps a difficult piece, each member turned with the tray (its base too). A member at ρ from
 * the pivot travels ρ / frontage inches per inch of s, so it is sampled that much finer. Only
 * members whose circle about the pivot meets a piece's bounding box are sampled. Memoised per
 * scenario value, unit and corner.
 */
import { baseRadiusIn, figureFootprint } from '../../../engine/figureGeometry';
import { MAX_WHEEL_DEG } from '../../../engine/manoeuvre';
import { turnedAbout } from '../../../engine/manoeuvreUnit';
import type { Scenario, Unit } from '../../../engine/model';
import { trayCorners, unitGeometry } from '../../../engine/unitGeometry';
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';
import type { Vec2 } from '../../../geometry/point';
import { polygonBounds } from '../../../geometry/polygon';
import type { Stretch } from './pathStretches';
import { mergedStretches, SAMPLE_STEP_IN, stretchCache, stretchesWhere } from './pathStretches';

type Box = ReturnType<typeof polygonBounds>;

/** Whether the circle of radius `rho` about `c` can meet `box` grown by `r`. */
function circleMeetsBox(c: Vec2, rho: number, box: Box, r: number): boolean {
  const nx = Math.max(box.minX - r, Math.min(c.x, box.maxX + r));
  const ny = Math.max(box.minY - r, Math.min(c.y, box.maxY + r));
  const near = Math.hypot(nx - c.x, ny - c.y);
  const far = Math.hypot(Math.max(Math.abs(box.minX - r - c.x), Math.abs(box.maxX + r - c.x)), Math.max(Math.abs(box.minY - r - c.y), Math.abs(box.maxY + r - c.y)));
  return rho >= near && rho <= far;
}

function computeStretches(scenario: Scenario, unit: Unit, corner: 'left' | 'right', maxIn: number): Stretch[] {
  const pieces = scenario.terrain.filter((t) => t.difficult).map((t) => ({ footprint: t.footprint, box: polygonBounds(t.footprint) }));
  const geometry = unitGeometry(unit, scenario.figures);
  if (pieces.length === 0 || maxIn <= 0 || geometry === null || geometry.tray.widthIn <= 0) return [];
  const frontageIn = geometry.tray.widthIn;
  const corners = trayCorners(geometry.tray);
  const pivot = corner === 'left' ? corners.frontLeft : corners.frontRight;
  const sign = corner === 'left' ? -1 : 1;
  const degPerIn = 180 / Math.PI / frontageIn;
  const hi = Math.min(maxIn, frontageIn * Math.PI * MAX_WHEEL_DEG / 180);
  const members = new Set(unit.memberIds);
  const all: Stretch[] = [];
  for (const f of scenario.figures) {
    if (!members.has(f.id) || f.standsOn !== null) continue;
    const r = baseRadiusIn(f);
    const rho = Math.hypot(f.x - pivot.x, f.y - pivot.y);
    const stepIn = SAMPLE_STEP_IN * frontageIn / Math.max(rho + r, 1e-9);
    for (const p of pieces) {
      if (!circleMeetsBox(pivot, rho, p.box, r)) continue;
      const inside = (s: number): boolean => {
        const deg = sign * s * degPerIn;
        return footprintIntersectsPolygon(figureFootprint({ ...f, facingDeg: f.facingDeg + deg }, turnedAbout(f, pivot, deg)), p.footprint);
      };
      all.push(...stretchesWhere(inside, 0, hi, stepIn));
    }
  }
  return mergedStretches(all);
}

const cached = stretchCache();

/** The stretches of a wheel of `unit` about its `corner` whose outer corner travels up to `maxIn`. */
export function wheelStretches(scenario: Scenario, unit: Unit, corner: 'left' | 'right', maxIn: number): readonly Stretch[] {
  return cached(scenario, `${unit.id}\u0000${corner}`, unit.facingDeg, maxIn, () => computeStretches(scenario, unit, corner, maxIn));
}
