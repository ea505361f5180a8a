import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Footprint } from '../geometry/footprint';
import type { Vec2 } from '../geometry/point';
import { vecRotate } from '../geometry/point';
import { degreesToRadians } from '../geometry/units';
import { figureFootprint } from './figureGeometry';
import type { BaseShape, Figure, Formation, Unit } from './model';
import type { Tray, TrayEdgeName } from './unitGeometry';
import {
  TRAY_EDGE_NAMES, layoutInSlots, normalFacingDeg, pointInFrame, ranksNeeded, trayContainsFootprint, trayEdges, trayPolygon,
  unitGeometryOfMembers,
} from './unitGeometry';
import { TRAY_CONTACT_TOLERANCE_IN, trayContactEdge, unitContact } from './unitGeometryContact';

const finite = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));

const baseArb: fc.Arbitrary<BaseShape> = fc.oneof(
  fc.integer({ min: 15, max: 60 }).map((d) => ({ shape: 'round' as const, diameterMm: d })),
  fc.tuple(fc.constantFrom('rect' as const, 'oval' as const), fc.integer({ min: 15, max: 60 }), fc.integer({ min: 15, max: 80 }))
    .map(([shape, widthMm, lengthMm]) => ({ shape, widthMm, lengthMm })),
);

interface UnitCase {
  readonly unit: Unit;
  readonly members: Figure[];
  readonly files: number;
}

/** A random unit laid out in its slots (an irregular one is laid out on a grid of `files` too, then judged as irregular). */
const unitCase: fc.Arbitrary<UnitCase> = fc.record({
  files: fc.integer({ min: 1, max: 8 }),
  count: fc.integer({ min: 1, max: 30 }),
  regular: fc.boolean(),
  facingDeg: finite(0, 359.999),
  at: fc.record({ x: finite(-50, 50), y: finite(-50, 50) }),
  sameBase: fc.boolean(),
  bases: fc.array(baseArb, { minLength: 30, maxLength: 30 }),
}).map(({ files, count, regular, facingDeg, at, sameBase, bases }) => {
  const memberBases = Array.from({ length: count }, (_, i) => (sameBase ? bases[0]! : bases[i]!));
  const places = layoutInSlots({ files }, memberBases, { frontCentre: at }, facingDeg);
  const members: Figure[] = places.map((p, i) => ({
    id: `m${i}`, side: 'a', name: `M${i}`, base: memberBases[i]!, x: p.x, y: p.y, facingDeg: p.facingDeg,
    standsOn: null, stance: 'standing', mounted: false, profile: {},
  }));
  const formation: Formation = regular ? { kind: 'regular', files, ranks: ranksNeeded(count, files) } : { kind: 'irregular' };
  const unit: Unit = { id: 'u', side: 'a', name: 'U', memberIds: members.map((m) => m.id), formation, facingDeg, profile: {} };
  return { unit, members, files };
});

const close = (a: number, b: number, eps = 1e-6): boolean => Math.abs(a - b) <= eps;
const closePoint = (a: Vec2, b: Vec2, eps = 1e-6): boolean => close(a.x, b.x, eps) && close(a.y, b.y, eps);
const angleDiff = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);

describe('unit geometry, over random units laid out in their slots', () => {
  it('the tray contains every member base', () => {
    fc.assert(fc.property(unitCase, ({ unit, members }) => {
      const g = unitGeometryOfMembers(unit, members)!;
      for (const m of members) {
        expect(trayContainsFootprint(g.tray, figureFootprint(m), 1e-6)).toBe(true);
        expect(insideTrayByCorners(g.tray, figureFootprint(m))).toBe(true);
      }
    }));
  });

  it('the front rank holds `files` members (all when fewer), each in its slot, next to the front edge', () => {
    fc.assert(fc.property(unitCase.filter((c) => c.unit.formation.kind === 'regular'), ({ unit, members, files }) => {
      const g = unitGeometryOfMembers(unit, members)!;
      const front = g.members.filter((m) => m.slot!.rank === 0);
      expect(front.length).toBe(Math.min(files, members.length));
      expect(front.map((m) => m.slot!.file)).toEqual(front.map((_, i) => i));
      for (const m of g.members) expect(m.offsetIn).toBeLessThan(1e-6);
      const slotDepth = g.slotSize!.depthIn;
      // Each front-rank slot centre is half a slot behind the front edge, and the centre of them is the front rank's.
      for (const m of front) expect(close(frontDistance(g.tray, m.slotCentre!), slotDepth / 2)).toBe(true);
      expect(close(frontDistance(g.tray, g.frontRankCentre), slotDepth / 2)).toBe(true);
    }));
  });

  it('the tray and its edges move with the members: any rotation and translation', () => {
    fc.assert(fc.property(unitCase, finite(-180, 180), fc.record({ x: finite(-30, 30), y: finite(-30, 30) }), fc.record({ x: finite(-30, 30), y: finite(-30, 30) }),
      ({ unit, members }, turnDeg, pivot, shift) => {
        const move = (p: Vec2): Vec2 => {
          const r = vecRotate({ x: p.x - pivot.x, y: p.y - pivot.y }, degreesToRadians(turnDeg));
          return { x: r.x + pivot.x + shift.x, y: r.y + pivot.y + shift.y };
        };
        const moved = members.map((m) => ({ ...m, ...move(m), facingDeg: normalFacingDeg(m.facingDeg + turnDeg) }));
        const before = unitGeometryOfMembers(unit, members)!;
        const after = unitGeometryOfMembers({ ...unit, facingDeg: normalFacingDeg(unit.facingDeg + turnDeg) }, moved)!;
        expect(closePoint(after.tray.centre, move(before.tray.centre))).toBe(true);
        expect(angleDiff(after.tray.facingDeg, before.tray.facingDeg + turnDeg)).toBeLessThan(1e-9);
        expect(close(after.tray.widthIn, before.tray.widthIn)).toBe(true);
        expect(close(after.tray.depthIn, before.tray.depthIn)).toBe(true);
        const eb = trayEdges(before.tray);
        const ea = after.edges;
        for (const name of TRAY_EDGE_NAMES) {
          expect(closePoint(ea[name].a, move(eb[name].a))).toBe(true);
          expect(closePoint(ea[name].b, move(eb[name].b))).toBe(true);
        }
        expect(closePoint(after.frontRankCentre, move(before.frontRankCentre))).toBe(true);
      }));
  });
});

/** Containment checked another way: every point of the base (a disc: its centre, r in) on the inner side of each corner-to-corner edge. */
function insideTrayByCorners(tray: Tray, fp: Footprint): boolean {
  const poly = trayPolygon(tray);
  const points = fp.kind === 'circle' ? [fp.center] : fp.points;
  const margin = fp.kind === 'circle' ? fp.radiusIn : 0;
  return poly.every((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const side = (p: Vec2): number => ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len;
    const inward = Math.sign(side(tray.centre));
    return points.every((p) => side(p) * inward >= margin - 1e-6);
  });
}

/** How far behind the tray's front edge `p` lies, inches. */
function frontDistance(tray: Tray, p: Vec2): number {
  const f = trayEdges(tray).front;
  const rad = degreesToRadians(tray.facingDeg);
  return (f.a.x - p.x) * Math.sin(rad) - (f.a.y - p.y) * Math.cos(rad);
}

/** Bearing of an edge's outward normal from the tray's facing, degrees. */
const OUTWARD_DEG: Record<TrayEdgeName, number> = { front: 0, right: 90, rear: 180, left: 270 };
const edgeLength = (t: Tray, e: TrayEdgeName): number => (e === 'front' || e === 'rear' ? t.widthIn : t.depthIn);
const halfAcross = (t: Tray, e: TrayEdgeName): number => (e === 'front' || e === 'rear' ? t.depthIn / 2 : t.widthIn / 2);

/** Tray `a` set against edge `eb` of `b` with its own edge `ea`, `gapIn` apart, spans overlapping by at least 0.5″. */
const flushPair = fc.record({
  b: fc.record({ centre: fc.record({ x: finite(-20, 20), y: finite(-20, 20) }), facingDeg: finite(0, 359.999), widthIn: finite(1, 12), depthIn: finite(1, 12) }),
  aWidthIn: finite(1, 12), aDepthIn: finite(1, 12),
  ea: fc.constantFrom(...TRAY_EDGE_NAMES), eb: fc.constantFrom(...TRAY_EDGE_NAMES),
  slide: finite(0, 1), gapFraction: finite(0, 1),
}).map(({ b, aWidthIn, aDepthIn, ea, eb, slide, gapFraction }) => {
  const facingDeg = normalFacingDeg(b.facingDeg + OUTWARD_DEG[eb] + 180 - OUTWARD_DEG[ea]);
  const sizeA = { widthIn: aWidthIn, depthIn: aDepthIn };
  const la = edgeLength({ ...sizeA, centre: { x: 0, y: 0 }, facingDeg }, ea);
  const lb = edgeLength(b, eb);
  const reach = (la + lb) / 2 - 0.5;
  const along = -reach + 2 * reach * slide;
  return { b, sizeA, facingDeg, ea, eb, along, gapFraction };
});

interface FlushPair {
  readonly b: Tray;
  readonly sizeA: { readonly widthIn: number; readonly depthIn: number };
  readonly facingDeg: number;
  readonly ea: TrayEdgeName;
  readonly eb: TrayEdgeName;
  /** A's centre from the middle of `eb`, along it, inches. */
  readonly along: number;
}

function placeA(p: FlushPair, gapIn: number): Tray {
  // In b's frame the outward normal of eb and the direction along it.
  const out = OUTWARD_DEG[p.eb];
  const normal = pointInFrame({ x: 0, y: 0 }, p.b.facingDeg + out, 0, 1);
  const alongDir = pointInFrame({ x: 0, y: 0 }, p.b.facingDeg + out, 1, 0);
  const aTray = { ...p.sizeA, centre: { x: 0, y: 0 }, facingDeg: p.facingDeg };
  const dist = halfAcross(p.b, p.eb) + gapIn + halfAcross(aTray, p.ea);
  return { ...aTray, centre: { x: p.b.centre.x + normal.x * dist + alongDir.x * p.along, y: p.b.centre.y + normal.y * dist + alongDir.y * p.along } };
}

describe('tray contact classification', () => {
  it('edge against edge within the tolerance: A touches that edge of B and B that edge of A', () => {
    fc.assert(fc.property(flushPair, (p) => {
      const a = placeA(p, (TRAY_CONTACT_TOLERANCE_IN / 2) * p.gapFraction);
      expect(trayContactEdge(a, p.b)).toBe(p.eb);
      expect(trayContactEdge(p.b, a)).toBe(p.ea);
    }));
  });

  it('farther apart than the tolerance: neither touches', () => {
    fc.assert(fc.property(flushPair, finite(1.5, 40), (p, k) => {
      const a = placeA(p, TRAY_CONTACT_TOLERANCE_IN * k);
      expect(trayContactEdge(a, p.b)).toBeNull();
      expect(trayContactEdge(p.b, a)).toBeNull();
    }));
  });

  it('a unit front to front with a wider tray: its whole front rank touches, and only the front rank', () => {
    fc.assert(fc.property(unitCase.filter((c) => c.unit.formation.kind === 'regular'), finite(0, 1), (c, gapFraction) => {
      const sameBase = c.members.map((m) => ({ ...m, base: c.members[0]!.base }));
      const places = layoutInSlots({ files: c.files }, sameBase.map((m) => m.base), { frontCentre: { x: 5, y: 5 } }, c.unit.facingDeg);
      const members = sameBase.map((m, i) => ({ ...m, x: places[i]!.x, y: places[i]!.y }));
      const g = unitGeometryOfMembers(c.unit, members)!;
      const gap = (TRAY_CONTACT_TOLERANCE_IN / 2) * gapFraction;
      const depthIn = 2;
      const enemy: Tray = {
        centre: pointInFrame(g.tray.centre, g.tray.facingDeg, 0, g.tray.depthIn / 2 + gap + depthIn / 2),
        facingDeg: normalFacingDeg(g.tray.facingDeg + 180), widthIn: g.tray.widthIn + 1, depthIn,
      };
      const contact = unitContact(g.tray, members, enemy);
      const frontRank = g.members.filter((m) => m.slot!.rank === 0).map((m) => m.figureId);
      expect(contact).toEqual({ edge: 'front', memberIds: frontRank });
      expect(trayContactEdge(enemy, g.tray)).toBe('front');
    }));
  });
});
