import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vec2 } from '../../../geometry/point';
import type { Tray, TrayEdgeName } from '../../../engine/unitGeometry';
import { TRAY_EDGE_NAMES, facingAxes, normalFacingDeg, trayEdges, trayPolygon } from '../../../engine/unitGeometry';
import { trayContactEdge } from '../../../engine/unitGeometryContact';
import type { ContactFace } from './contactFace';
import { contactFace } from './contactFace';

const finite = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));

const tray = (x: number, y: number, facingDeg: number, widthIn: number, depthIn: number): Tray =>
  ({ centre: { x, y }, facingDeg, widthIn, depthIn });

const add = (p: Vec2, v: Vec2, k: number): Vec2 => ({ x: p.x + v.x * k, y: p.y + v.y * k });
const sub = (p: Vec2, q: Vec2): Vec2 => ({ x: p.x - q.x, y: p.y - q.y });
const dot = (u: Vec2, v: Vec2): number => u.x * v.x + u.y * v.y;

const FACE_OF: Record<TrayEdgeName, ContactFace> = { front: 'front', rear: 'rear', left: 'flank', right: 'flank' };
/** Each edge's outward normal, as a bearing from the tray's facing. */
const NORMAL_OFFSET: Record<TrayEdgeName, number> = { front: 0, right: 90, rear: 180, left: 270 };
const endOn = (e: TrayEdgeName): boolean => e === 'front' || e === 'rear';

/**
 * The attacker laid square on with its edge `f` flush against the defender's edge `e`, `gapIn` apart,
 * its edge's middle `shift` (−1..1) of the way along `e` from the middle to its end.
 */
function flush(def: Tray, e: TrayEdgeName, f: TrayEdgeName, widthIn: number, depthIn: number, shift = 0, gapIn = 0): Tray {
  const facingDeg = normalFacingDeg(def.facingDeg + NORMAL_OFFSET[e] + 180 - NORMAL_OFFSET[f]);
  const { forward: normal, right: tangent } = facingAxes(def.facingDeg + NORMAL_OFFSET[e]);
  const out = (endOn(e) ? def.depthIn : def.widthIn) / 2 + gapIn + (endOn(f) ? depthIn : widthIn) / 2;
  const along = (shift * (endOn(e) ? def.widthIn : def.depthIn)) / 2;
  return { centre: add(add(def.centre, normal, out), tangent, along), facingDeg, widthIn, depthIn };
}

/**
 * The attacker facing `facingDeg` with the defender's nearest corner touching its front edge `t`
 * (−0.5..0.5) of its width right of the middle, the defender wholly ahead of that edge (no overlap).
 */
function angled(def: Tray, facingDeg: number, widthIn: number, depthIn: number, t = 0): Tray {
  const { forward, right } = facingAxes(facingDeg);
  const corner = trayPolygon(def).reduce((best, p) => (dot(p, forward) < dot(best, forward) ? p : best));
  return { centre: add(add(corner, forward, -depthIn / 2), right, -t * widthIn), facingDeg, widthIn, depthIn };
}

/** The angle between two segments' lines, degrees 0..90, from their end points alone. */
function lineAngle(u: Vec2, v: Vec2): number {
  const c = Math.abs(dot(u, v)) / (Math.hypot(u.x, u.y) * Math.hypot(v.x, v.y));
  return (Math.acos(Math.min(1, c)) * 180) / Math.PI;
}

const DEF = tray(10, 10, 0, 4, 2);

describe('contactFace: TV-BS-22 (angled contact, the attacker\'s front edge against a corner)', () => {
  it.each([
    { facing: 240, toFrontRear: 60, toSide: 30, face: 'flank', edge: 'right' },
    { facing: 120, toFrontRear: 60, toSide: 30, face: 'flank', edge: 'left' },
    { facing: 60, toFrontRear: 60, toSide: 30, face: 'flank', edge: 'left' },
    { facing: 20, toFrontRear: 20, toSide: 70, face: 'rear', edge: 'rear' },
    { facing: 340, toFrontRear: 20, toSide: 70, face: 'rear', edge: 'rear' },
    { facing: 200, toFrontRear: 20, toSide: 70, face: 'front', edge: 'front' },
    { facing: 225, toFrontRear: 45, toSide: 45, face: 'front', edge: 'front' },
  ] as const)('BS-MELEE-AR-5/6, TV-BS-22: attacker facing $facing° → $toSide° to the side, $toFrontRear° to front/rear → $face ($edge)', (c) => {
    const att = angled(DEF, c.facing, 3, 1.5);
    const got = contactFace(att, DEF);
    expect(got?.face).toBe(c.face);
    expect(got?.edge).toBe(c.edge);
    expect(got?.angles?.toFrontRearDeg).toBeCloseTo(c.toFrontRear, 9);
    expect(got?.angles?.toSideDeg).toBeCloseTo(c.toSide, 9);
  });
});

describe('contactFace: square-on contacts', () => {
  const cases = TRAY_EDGE_NAMES.flatMap((e) => TRAY_EDGE_NAMES.map((f) => ({ e, f })));
  it.each(cases)('BS-MELEE-ELIG-3: the attacker\'s $f edge flush against the defender\'s $e edge → that edge\'s face', ({ e, f }) => {
    const got = contactFace(flush(DEF, e, f, 3, 1.5, 0.3), DEF);
    expect(got).not.toBeNull();
    expect(got!.face).toBe(FACE_OF[e]);
    expect(got!.edge).toBe(e);
    if (f === 'front') expect(got!.angles).toEqual({ toFrontRearDeg: endOn(e) ? 0 : 90, toSideDeg: endOn(e) ? 90 : 0 });
    else expect(got!.angles).toBeNull();
  });

  it('BS-MELEE-ELIG-3: front to front → front; facing the side flush → flank; behind facing the same way → rear', () => {
    expect(contactFace(tray(10, 8, 180, 4, 2), DEF)).toMatchObject({ face: 'front', edge: 'front' });
    expect(contactFace(tray(7.5, 10, 90, 2, 1), DEF)).toMatchObject({ face: 'flank', edge: 'left' });
    expect(contactFace(tray(12.5, 10, 270, 2, 1), DEF)).toMatchObject({ face: 'flank', edge: 'right' });
    expect(contactFace(tray(10, 12, 0, 4, 2), DEF)).toMatchObject({ face: 'rear', edge: 'rear' });
  });

  it('BS-MELEE-AR-5: a front flush against the flank that overhangs the defender\'s front corner is still a flank', () => {
    // The attacker's 4″ front runs north–south along the defender's left edge (2″ deep) and 2.5″ past its front.
    const att = tray(7.5, 8.5, 90, 4, 1);
    expect(contactFace(att, DEF)).toMatchObject({ face: 'flank', edge: 'left' });
  });

  it('BS-MELEE-ELIG-3: trays apart (beyond the tolerance) → null; within a wider tolerance → a contact', () => {
    expect(contactFace(flush(DEF, 'front', 'front', 3, 1.5, 0, 0.2), DEF)).toBeNull();
    expect(contactFace(tray(20, 20, 45, 2, 2), DEF)).toBeNull();
    expect(contactFace(flush(DEF, 'front', 'front', 3, 1.5, 0, 0.2), DEF, 0.25)?.face).toBe('front');
    expect(contactFace(flush(DEF, 'front', 'front', 3, 1.5, 0, 0.04), DEF)?.face).toBe('front');
  });
});

const size = fc.record({ w: finite(0.5, 10), d: finite(0.5, 6) });
const defArb = fc.record({ x: finite(-40, 40), y: finite(-40, 40), facing: finite(0, 359.999), size }).map(({ x, y, facing, size: s }) => tray(x, y, facing, s.w, s.d));
const edgeArb = fc.constantFrom(...TRAY_EDGE_NAMES);
/** A relative facing at least 0.5° from a multiple of 45° (no ties between the angles, no parallel edges). */
const angledFacing = finite(0, 359.999).filter((r) => { const m = r % 45; return m > 0.5 && m < 44.5; });

const flushCase = fc.record({ def: defArb, e: edgeArb, f: edgeArb, s: size, shift: finite(-0.9, 0.9), gap: finite(0, 0.04) })
  .map(({ def, e, f, s, shift, gap }) => ({ def, att: flush(def, e, f, s.w, s.d, shift, gap) }));
const angledCase = fc.record({ def: defArb, rel: angledFacing, s: size, t: finite(-0.3, 0.3) })
  .map(({ def, rel, s, t }) => ({ def, att: angled(def, normalFacingDeg(def.facingDeg + rel), s.w, s.d, t) }));

/** Rotate by `deg` (clockwise on the table) about `pivot`, then shift by `by`. */
function moved(t: Tray, deg: number, pivot: Vec2, by: Vec2): Tray {
  const r = (deg * Math.PI) / 180;
  const d = sub(t.centre, pivot);
  const centre = { x: pivot.x + d.x * Math.cos(r) - d.y * Math.sin(r) + by.x, y: pivot.y + d.x * Math.sin(r) + d.y * Math.cos(r) + by.y };
  return { ...t, centre, facingDeg: normalFacingDeg(t.facingDeg + deg) };
}

describe('contactFace properties', () => {
  it('BS-GAP-11: rotating and translating both trays together gives the same face, edge and angles', () => {
    const point = fc.record({ x: finite(-50, 50), y: finite(-50, 50) });
    fc.assert(fc.property(fc.oneof(flushCase, angledCase), finite(0, 359.999), point, point, ({ def, att }, deg, pivot, by) => {
      const before = contactFace(att, def);
      const after = contactFace(moved(att, deg, pivot, by), moved(def, deg, pivot, by));
      expect(before).not.toBeNull();
      expect(after?.face).toBe(before!.face);
      expect(after?.edge).toBe(before!.edge);
      if (before!.angles === null) expect(after?.angles).toBeNull();
      else {
        expect(after?.angles?.toFrontRearDeg).toBeCloseTo(before!.angles.toFrontRearDeg, 6);
        expect(after?.angles?.toSideDeg).toBeCloseTo(before!.angles.toSideDeg, 6);
      }
    }), { numRuns: 300 });
  });

  it('BS-MELEE-ELIG-3: a square-on contact is classed by the defender\'s edge touched, whichever edge of the attacker touches', () => {
    fc.assert(fc.property(fc.record({ def: defArb, e: edgeArb, f: edgeArb, s: size, shift: finite(-0.9, 0.9), gap: finite(0, 0.04) }), ({ def, e, f, s, shift, gap }) => {
      const got = contactFace(flush(def, e, f, s.w, s.d, shift, gap), def);
      expect(got?.face).toBe(FACE_OF[e]);
      expect(got?.edge).toBe(e);
      expect(got?.angles === null).toBe(f !== 'front');
    }), { numRuns: 300 });
  });

  it('BS-MELEE-AR-5/6: the classification matches the catalog\'s angle rule for random angled contacts', () => {
    fc.assert(fc.property(angledCase, ({ def, att }) => {
      // The construction: a corner of the defender on the attacker's front edge, the trays not overlapping.
      expect(trayContactEdge(def, att)).toBe('front');
      const ea = trayEdges(att);
      const ed = trayEdges(def);
      const frontA = sub(ea.front.b, ea.front.a);
      for (const p of trayPolygon(def)) expect(dot(sub(p, ea.front.a), sub(ea.left.a, ea.left.b))).toBeGreaterThan(-1e-9);
      const toFront = lineAngle(frontA, sub(ed.front.b, ed.front.a));
      const toRear = lineAngle(frontA, sub(ed.rear.b, ed.rear.a));
      const toSide = Math.min(lineAngle(frontA, sub(ed.left.b, ed.left.a)), lineAngle(frontA, sub(ed.right.b, ed.right.a)));
      const forwardD = sub(ed.left.a, ed.left.b);
      const rightD = sub(ed.front.b, ed.front.a);
      const offset = sub(att.centre, def.centre);
      fc.pre(Math.abs(dot(offset, forwardD)) > 1e-6 && Math.abs(dot(offset, rightD)) > 1e-6);

      const got = contactFace(att, def);
      expect(got).not.toBeNull();
      expect(got!.angles?.toFrontRearDeg).toBeCloseTo(toFront, 6);
      expect(got!.angles?.toSideDeg).toBeCloseTo(toSide, 6);
      const flank = toSide < toFront && toSide < toRear;
      expect(got!.face === 'flank').toBe(flank);
      if (flank) expect(got!.edge).toBe(dot(offset, rightD) < 0 ? 'left' : 'right');
      else expect(got!.face).toBe(dot(offset, forwardD) > 0 ? 'front' : 'rear');
    }), { numRuns: 500 });
  });
});
