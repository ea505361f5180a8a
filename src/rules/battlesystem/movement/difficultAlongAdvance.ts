/**
 * Difficult terrain along a regular unit's straight advance (BS-GAP-04: ½ MV in difficult
 * terrain): the stretches of the advance, as distances s (inches) along the unit's facing from
 * where it stands, during which any member on the ground overlaps a difficult piece. Inside a
 * stretch each inch costs `difficultFactor` inches of MV; `advanceCostIn` prices an advance and
 * `advanceReachIn` inverts it for the board's shading, so the two agree by construction.
 *
 * How the stretches are found: for each member and each difficult piece whose bounding box the
 * member's swept circle meets, the overlap test (geometry/footprintIntersectsPolygon) is sampled
 * every ≤ 0.25″ and each change refined by bisection to 1e-6″. A stretch shorter than the step
 * cannot be missed: a base (≥ 0.5″ deep) overlaps a piece over at least its own depth. Memoised per
 * scenario value (a drag prices the same unit on every pointer move).
 */
import type { Figure, Scenario, Unit } from '../../../engine/model';
import { baseRadiusIn, figureFootprint } from '../../../engine/figureGeometry';
import { identityMemo } from '../../../engine/kit/memo';
import { facingAxes } from '../../../engine/unitGeometry';
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';
import type { Vec2 } from '../../../geometry/point';
import { polygonBounds } from '../../../geometry/polygon';

/** [from, to] inches along the advance, from ≤ to; a list is sorted and disjoint. */
export type Stretch = readonly [number, number];

const STEP_IN = 0.25;
const BISECT_ITERATIONS = 24;

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

function memberStretches(f: Figure, u: Vec2, piece: readonly Vec2[], range: Stretch): Stretch[] {
  const inside = (s: number): boolean => footprintIntersectsPolygon(figureFootprint(f, { x: f.x + u.x * s, y: f.y + u.y * s }), piece);
  const edge = (out: number, inn: number): number => {
    let a = out;
    let b = inn;
    for (let i = 0; i < BISECT_ITERATIONS; i++) {
      const m = (a + b) / 2;
      if (inside(m)) b = m; else a = m;
    }
    return b;
  };
  const [lo, hi] = range;
  const n = Math.max(1, Math.ceil((hi - lo) / STEP_IN));
  const out: Stretch[] = [];
  let prevS = lo;
  let prevIn = inside(lo);
  let start = prevIn ? lo : null;
  for (let i = 1; i <= n; i++) {
    const s = lo + (hi - lo) * i / n;
    const now = inside(s);
    if (now && !prevIn) start = edge(prevS, s);
    if (!now && prevIn && start !== null) { out.push([start, edge(s, prevS)]); start = null; }
    prevS = s;
    prevIn = now;
  }
  if (start !== null) out.push([start, hi]);
  return out;
}

function merged(all: Stretch[]): Stretch[] {
  const sorted = [...all].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
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
      if (range !== null) all.push(...memberStretches(f, u, p.footprint, range));
    }
  }
  return merged(all);
}

const byScenario = identityMemo((_scenario: Scenario) => new Map<string, { facingDeg: number; maxIn: number; stretches: Stretch[] }>());

/** The stretches of an advance of up to `maxIn` straight ahead of `unit` as it stands in `scenario`. */
export function difficultStretches(scenario: Scenario, unit: Unit, maxIn: number): readonly Stretch[] {
  const cache = byScenario(scenario);
  const hit = cache.get(unit.id);
  if (hit !== undefined && hit.facingDeg === unit.facingDeg && hit.maxIn >= maxIn) return hit.stretches;
  const stretches = computeStretches(scenario, unit, maxIn);
  cache.set(unit.id, { facingDeg: unit.facingDeg, maxIn, stretches });
  return stretches;
}

/** Inches of difficult ground in the first `distanceIn` of the advance. */
export function difficultWithin(stretches: readonly Stretch[], distanceIn: number): number {
  let total = 0;
  for (const [a, b] of stretches) if (a < distanceIn) total += Math.min(b, distanceIn) - a;
  return total;
}

/** MV an advance of `distanceIn` costs: its length, each inch of difficult ground `factor` times. */
export const advanceCostIn = (stretches: readonly Stretch[], distanceIn: number, factor: number): number =>
  distanceIn + (factor - 1) * difficultWithin(stretches, distanceIn);

/** The longest advance `allowanceIn` of MV pays for (the inverse of `advanceCostIn`). */
export function advanceReachIn(stretches: readonly Stretch[], allowanceIn: number, factor: number): number {
  let s = 0;
  let budget = Math.max(0, allowanceIn);
  for (const [a, b] of stretches) {
    if (b <= s) continue;
    const from = Math.max(a, s);
    if (budget <= from - s) return s + budget;
    budget -= from - s;
    s = from;
    if (budget <= (b - s) * factor) return s + budget / factor;
    budget -= (b - s) * factor;
    s = b;
  }
  return s + budget;
}
