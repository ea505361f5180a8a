/**
 * What the board draws of a unit on bases of several figures (BS-CAS-3): each base's outline, the
 * slots its lost figures left empty, and the casualty marker — the edges between an empty slot and
 * a figure's slot on the same base, which is where the owner lays the toothpick. Pure, inches, in
 * table coordinates (x east, y south); slots counted base by base (unitStands.ts).
 */
import type { Vec2 } from '../geometry/point';
import type { Unit } from './model';
import type { Segment, UnitGeometry } from './unitGeometry';
import { pointInFrame, trayCorners } from './unitGeometry';
import { onMultiFigureBases, slotAt, slotTotal, standOf } from './unitStands';

export interface StandShapes {
  /** Each base's outline: front-left, front-right, rear-right, rear-left. */
  readonly bases: readonly (readonly Vec2[])[];
  /** Each empty slot's outline, the same way round. */
  readonly emptySlots: readonly (readonly Vec2[])[];
  /** The marker: every edge between an empty slot and an occupied slot of the same base. */
  readonly marker: readonly Segment[];
}

/** The shapes of `unit` laid out as `geometry` says; null for one figure a base (nothing to draw) or an irregular unit. */
export function standShapes(unit: Unit, geometry: UnitGeometry): StandShapes | null {
  const f = unit.formation;
  if (f.kind !== 'regular' || geometry.slotSize === null || !onMultiFigureBases(f)) return null;
  const { widthIn: w, depthIn: d } = geometry.slotSize;
  const { facingDeg } = geometry.tray;
  const frontLeft = trayCorners(geometry.tray).frontLeft;
  // A rectangle of slots, files [f0, f1) and ranks [r0, r1), in the tray's frame.
  const rect = (f0: number, f1: number, r0: number, r1: number): Vec2[] => [
    pointInFrame(frontLeft, facingDeg, f0 * w, -r0 * d), pointInFrame(frontLeft, facingDeg, f1 * w, -r0 * d),
    pointInFrame(frontLeft, facingDeg, f1 * w, -r1 * d), pointInFrame(frontLeft, facingDeg, f0 * w, -r1 * d),
  ];
  const stand = standOf(f);
  const n = stand.files * stand.ranks;
  const total = slotTotal(f, unit.memberIds.length);
  const bases: Vec2[][] = [];
  for (let k = 0; k < total; k += n) {
    const s = slotAt(f, k);
    bases.push(rect(s.file, s.file + stand.files, s.rank, s.rank + stand.ranks));
  }
  const vacant = new Set(f.vacantSlots ?? []);
  const emptySlots: Vec2[][] = [];
  const marker: Segment[] = [];
  for (const k of vacant) {
    const s = slotAt(f, k);
    emptySlots.push(rect(s.file, s.file + 1, s.rank, s.rank + 1));
    const base = Math.floor(k / n);
    // Neighbours on the same base: slot j's rank ⌊j / sf⌋ and file j mod sf within it.
    const j = k % n;
    const row = Math.floor(j / stand.files);
    const col = j % stand.files;
    const sides: readonly [number, number, Segment][] = [
      [row, col - 1, { a: pointInFrame(frontLeft, facingDeg, s.file * w, -s.rank * d), b: pointInFrame(frontLeft, facingDeg, s.file * w, -(s.rank + 1) * d) }],
      [row, col + 1, { a: pointInFrame(frontLeft, facingDeg, (s.file + 1) * w, -s.rank * d), b: pointInFrame(frontLeft, facingDeg, (s.file + 1) * w, -(s.rank + 1) * d) }],
      [row - 1, col, { a: pointInFrame(frontLeft, facingDeg, s.file * w, -s.rank * d), b: pointInFrame(frontLeft, facingDeg, (s.file + 1) * w, -s.rank * d) }],
      [row + 1, col, { a: pointInFrame(frontLeft, facingDeg, s.file * w, -(s.rank + 1) * d), b: pointInFrame(frontLeft, facingDeg, (s.file + 1) * w, -(s.rank + 1) * d) }],
    ];
    for (const [r, c, edge] of sides) {
      if (r < 0 || c < 0 || r >= stand.ranks || c >= stand.files) continue;
      const neighbour = base * n + r * stand.files + c;
      if (neighbour < total && !vacant.has(neighbour)) marker.push(edge);
    }
  }
  return { bases, emptySlots, marker };
}
