/** Hand-worked unit geometry: a 4 × 2 unit of 20 mm squares facing east, a wheel, contact edges. */
import { describe, expect, it } from 'vitest';
import type { Figure, Unit } from './model';
import { layoutInSlots, unitGeometryOfMembers } from './unitGeometry';
import { trayContactEdge, unitContact } from './unitGeometryContact';

const S = 20 / 25.4; // a 20 mm slot, inches (0.7874″)
const square = { shape: 'rect' as const, widthMm: 20, lengthMm: 20 };
const fig = (id: string, x: number, y: number, facingDeg: number, base: Figure['base'] = square): Figure =>
  ({ id, side: 'a', name: id, base, x, y, facingDeg, standsOn: null, stance: 'standing', mounted: false, profile: {} });
const unitOf = (members: Figure[], files: number, ranks: number, facingDeg: number): Unit =>
  ({ id: 'u', side: 'a', name: 'U', memberIds: members.map((m) => m.id), formation: { kind: 'regular', files, ranks }, facingDeg, profile: {} });
const near = (p: { x: number; y: number }, x: number, y: number) => {
  expect(p.x).toBeCloseTo(x, 9);
  expect(p.y).toBeCloseTo(y, 9);
};

describe('unit geometry, hand-worked', () => {
  // Facing east, the unit's left is north: file 0 is the northernmost, rank 0 the easternmost.
  const places = layoutInSlots({ files: 4 }, Array.from({ length: 8 }, () => square), { frontCentre: { x: 10, y: 10 } }, 90);
  const members = places.map((p, i) => fig(`m${i}`, p.x, p.y, p.facingDeg));
  const g = unitGeometryOfMembers(unitOf(members, 4, 2, 90), members)!;

  it('UNIT-GEOM-1 4 × 2 of 20 mm squares facing east: the layout', () => {
    near(places[0]!, 10 - S / 2, 10 - 1.5 * S); // rank 1, file 1: north-east
    near(places[3]!, 10 - S / 2, 10 + 1.5 * S); // rank 1, file 4: south-east
    near(places[4]!, 10 - 1.5 * S, 10 - 1.5 * S); // rank 2, file 1
    expect(places.every((p) => p.facingDeg === 90)).toBe(true);
  });

  it('UNIT-GEOM-2 the tray, its edges and the front rank', () => {
    expect(g.tray.widthIn).toBeCloseTo(4 * S, 12);
    expect(g.tray.depthIn).toBeCloseTo(2 * S, 12);
    near(g.tray.centre, 10 - S, 10);
    near(g.edges.front.a, 10, 10 - 2 * S); // front-left: north end of the front edge
    near(g.edges.front.b, 10, 10 + 2 * S);
    near(g.edges.rear.a, 10 - 2 * S, 10 - 2 * S);
    near(g.edges.left.b, 10 - 2 * S, 10 - 2 * S);
    near(g.edges.right.a, 10, 10 + 2 * S);
    near(g.frontRankCentre, 10 - S / 2, 10);
    expect(g.members.map((m) => [m.slot!.rank, m.slot!.file])).toEqual([[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2], [1, 3]]);
    expect(Math.max(...g.members.map((m) => m.offsetIn))).toBeLessThan(1e-9);
  });

  it('UNIT-GEOM-3 a member pushed 0.4″ east: its offset is 0.4 × 7/8 forward, the others 0.05″ back', () => {
    const pushed = members.map((m, i) => (i === 5 ? { ...m, x: m.x + 0.4 } : m));
    const h = unitGeometryOfMembers(unitOf(pushed, 4, 2, 90), pushed)!;
    expect(h.members[5]!.offset.alongIn).toBeCloseTo(0.35, 9);
    expect(h.members[5]!.offset.acrossIn).toBeCloseTo(0, 9);
    expect(h.members[0]!.offset.alongIn).toBeCloseTo(-0.05, 9);
  });

  it('UNIT-GEOM-4 a wheel: 3 × 1 of 25 mm rounds facing north, swung 90° about the front-right corner', () => {
    const w = 25 / 25.4;
    const start = layoutInSlots({ files: 3 }, [25, 25, 25].map((d) => ({ shape: 'round' as const, diameterMm: d })), { frontLeft: { x: 0, y: 0 } }, 0);
    // About the pivot (3w, 0): (x, y) → (3w − y, x − 3w) turns a point 90° clockwise on the table.
    const wheeled = start.map((p, i) => fig(`w${i}`, 3 * w - p.y, p.x - 3 * w, 90, { shape: 'round', diameterMm: 25 }));
    const h = unitGeometryOfMembers(unitOf(wheeled, 3, 1, 90), wheeled)!;
    near(h.edges.front.a, 3 * w, -3 * w); // the outer corner travelled a quarter circle of radius 3w
    near(h.edges.front.b, 3 * w, 0); // the pivot stays
    near(h.edges.rear.a, 2 * w, -3 * w);
    expect(h.tray.facingDeg).toBe(90);
  });

  it('UNIT-GEOM-5 contact: front to front, and a front against a flank', () => {
    const enemy = { centre: { x: 11, y: 10 }, facingDeg: 270, widthIn: 6, depthIn: 2 }; // its front on x = 10, facing west
    expect(trayContactEdge(g.tray, enemy)).toBe('front');
    expect(trayContactEdge(enemy, g.tray)).toBe('front');
    expect(unitContact(g.tray, members, enemy)).toEqual({ edge: 'front', memberIds: ['m0', 'm1', 'm2', 'm3'] });
    // An enemy facing south: its right hand is west, so its right flank lies on x = 10.
    const flank = { centre: { x: 11, y: 10 }, facingDeg: 180, widthIn: 2, depthIn: 6 };
    expect(trayContactEdge(g.tray, flank)).toBe('right');
    expect(trayContactEdge(flank, g.tray)).toBe('front');
    const apart = { ...enemy, centre: { x: 11.2, y: 10 } };
    expect(trayContactEdge(g.tray, apart)).toBeNull();
  });
});
