/**
 * Difficult terrain along a regular unit's straight advance (BS-GAP-04, pathStretches.ts): the
 * stretches of the advance, as distances s (inches) along the unit's facing from where it stands,
 * during which any member on the ground overlaps a difficult piece. Only members whose swept circle
 * meets a piece's bounding box are sampled. Memoised per scenario value (a drag prices the same
 * unit on every pointer move).
 */
import type { Scenario, Unit } from '../../../engine/model';
import { baseRadiusIn, figureFootprint } from '../../../engine/figureGeometry';
import { facingAxes } from '../../../engine/unitGeometry';
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';
import type { Vec2 } from '../../../geometry/point';
import { polygonBounds } from '../../../geometry/polygon';
import type { Stretch } from './pathStretches';
import { mergedStretches, SAMPLE_STEP_IN, stretchCache, stretchesWhere } from './pathStretches';

/** The s-range where a point p + s·u lies in the box grown by r (slab test); null when never. */
function rayInBox(p: Vec2, u: Vec2, box: ReturnType<typeof polygonBounds>, r: number, maxIn: number): Stretch | null {
  let lo = 0;
  let hi = maxIn;
  for (const [pc, uc, min, max] of [[p.x, u.x, box.minX - r, box.maxX + r], [p.y, u.y, box.minY - r, box.maxY + r]] as const) {
    if (Math.abs(uc) < 1e-12) {
      if (pc < min || pc > max) return null;
      continue;
    }
    const a = (min - pc) / uc;
    const b = (max - pc) / uc;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  }
  return lo <= hi ? [lo, hi] : null;
}

function computeStretches(scenario: Scenario, unit: Unit, maxIn: number): Stretch[] {
  const pieces = scenario.terrain.filter((t) => t.difficult).map((t) => ({ footprint: t.footprint, box: polygonBounds(t.footprint) }));
  if (pieces.length === 0 || maxIn <= 0) return [];
  const u = facingAxes(unit.facingDeg).forward;
  const members = new Set(unit.memberIds);
  const all: Stretch[] = [];
  for (const f of scenario.figures) {
    if (!members.has(f.id) || f.standsOn !== null) continue;
    const r = baseRadiusIn(f);
    for (const p of pieces) {
      const range = rayInBox(f, u, p.box, r, maxIn);
      if (range === null) continue;
      const inside = (d: number): boolean => footprintIntersectsPolygon(figureFootprint(f, { x: f.x + u.x * d, y: f.y + u.y * d }), p.footprint);
      all.push(...stretchesWhere(inside, range[0], range[1], SAMPLE_STEP_IN));
    }
  }
  return mergedStretches(all);
}

const cached = stretchCache();

/** The stretches of an advance of up to `maxIn` straight ahead of `unit` as it stands in `scenario`. */
export function advanceStretches(scenario: Scenario, unit: Unit, maxIn: number): readonly Stretch[] {
  return cached(scenario, unit.id, unit.facingDeg, maxIn, () => computeStretches(scenario, unit, maxIn));
}
