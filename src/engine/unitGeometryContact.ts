/**
 * Which edge of a tray another touches, and which members touch it. Pure, inches.
 *
 * "A touches edge E of B" when A's tray comes within the contact tolerance of the segment E. A tray
 * near a corner comes within it of two edges; the edge A is classed against is the one it touches
 * along the greater length (the part of E within the tolerance of A's tray), so a unit whose front
 * is flush against an enemy's flank is a flank contact even when it overhangs the enemy's front
 * corner. Equal lengths (a corner touching a corner) go to the edge A's centre lies farthest
 * beyond. The classification of A against B and of B against A are independent questions: front
 * to front, each touches the other's front; A's front against B's left flank is `left` for A → B
 * and `front` for B → A.
 */
import type { Footprint } from '../geometry/footprint';
import { footprintDistanceToFootprint } from '../geometry/footprint';
import { BASE_CONTACT_TOLERANCE_IN } from '../geometry/contact';
import { pointDistanceToPoint } from '../geometry/point';
import { figureFootprint } from './figureGeometry';
import type { Figure } from './model';
import type { Segment, Tray, TrayEdgeName } from './unitGeometryTray';
import { TRAY_EDGE_NAMES, frameCoordinates, trayEdges, trayPolygon } from './unitGeometryTray';

/** Trays (or a base and a tray edge) at most this far apart, inches, are in contact: the base-contact tolerance, 0.05″. */
export const TRAY_CONTACT_TOLERANCE_IN = BASE_CONTACT_TOLERANCE_IN;

/** An edge of B that A touches, and along how much of its length (inches). */
export interface TrayEdgeContact {
  readonly edge: TrayEdgeName;
  readonly lengthIn: number;
}

const polygonOf = (tray: Tray): Footprint => ({ kind: 'polygon', points: trayPolygon(tray) });
const segmentFootprint = (s: Segment): Footprint => ({ kind: 'polygon', points: [s.a, s.b] });

/** Plan distance from a base (or tray) footprint to a segment, inches; 0 when they meet. */
export function footprintDistanceToSegment(fp: Footprint, s: Segment): number {
  return footprintDistanceToFootprint(fp, segmentFootprint(s));
}

/** The length of `s` lying within `toleranceIn` of `tray` (the tray grown by the tolerance on every side), inches. */
function lengthNearTray(tray: Tray, s: Segment, toleranceIn: number): number {
  const p = frameCoordinates(tray.centre, tray.facingDeg, s.a);
  const q = frameCoordinates(tray.centre, tray.facingDeg, s.b);
  let t0 = 0;
  let t1 = 1;
  // Liang–Barsky clipping against |across| ≤ hw, |along| ≤ hd.
  const clip = (start: number, delta: number, half: number): boolean => {
    for (const [num, den] of [[half - start, delta], [half + start, -delta]] as const) {
      if (den === 0) {
        if (num < 0) return false;
      } else {
        const t = num / den;
        if (den > 0) t1 = Math.min(t1, t);
        else t0 = Math.max(t0, t);
      }
    }
    return t0 <= t1;
  };
  const ok = clip(p.acrossIn, q.acrossIn - p.acrossIn, tray.widthIn / 2 + toleranceIn)
    && clip(p.alongIn, q.alongIn - p.alongIn, tray.depthIn / 2 + toleranceIn);
  return ok ? (t1 - t0) * pointDistanceToPoint(s.a, s.b) : 0;
}

/** Every edge of `b` that tray `a` touches, with the length touched. Empty when the trays are apart. */
export function trayEdgeContacts(a: Tray, b: Tray, toleranceIn: number = TRAY_CONTACT_TOLERANCE_IN): TrayEdgeContact[] {
  const fa = polygonOf(a);
  const edges = trayEdges(b);
  return TRAY_EDGE_NAMES.flatMap((edge) => (footprintDistanceToSegment(fa, edges[edge]) <= toleranceIn
    ? [{ edge, lengthIn: lengthNearTray(a, edges[edge], toleranceIn) }]
    : []));
}

/** How far `p` lies outside `b` beyond `edge` (negative inside), inches. */
function beyondEdge(b: Tray, edge: TrayEdgeName, p: { x: number; y: number }): number {
  const c = frameCoordinates(b.centre, b.facingDeg, p);
  switch (edge) {
    case 'front': return c.alongIn - b.depthIn / 2;
    case 'rear': return -c.alongIn - b.depthIn / 2;
    case 'left': return -c.acrossIn - b.widthIn / 2;
    case 'right': return c.acrossIn - b.widthIn / 2;
  }
}

/** Lengths this close count as equal (a corner against a corner). */
const LENGTH_TIE_IN = 1e-9;

/** The edge of `b` that tray `a` is in contact with (see the module comment), or null when they do not touch. */
export function trayContactEdge(a: Tray, b: Tray, toleranceIn: number = TRAY_CONTACT_TOLERANCE_IN): TrayEdgeName | null {
  let best: TrayEdgeContact | null = null;
  for (const c of trayEdgeContacts(a, b, toleranceIn)) {
    if (best === null || c.lengthIn > best.lengthIn + LENGTH_TIE_IN
      || (Math.abs(c.lengthIn - best.lengthIn) <= LENGTH_TIE_IN && beyondEdge(b, c.edge, a.centre) > beyondEdge(b, best.edge, a.centre))) {
      best = c;
    }
  }
  return best?.edge ?? null;
}

/** The ids of `members` whose bases come within `toleranceIn` of the segment (an edge of another tray). */
export function membersTouchingSegment(members: readonly Figure[], s: Segment, toleranceIn: number = TRAY_CONTACT_TOLERANCE_IN): string[] {
  return members.filter((f) => footprintDistanceToSegment(figureFootprint(f), s) <= toleranceIn).map((f) => f.id);
}

/** A unit's contact with another's tray: the edge of the other it touches, and which of its members touch that edge. */
export interface UnitContact {
  readonly edge: TrayEdgeName;
  readonly memberIds: readonly string[];
}

/** How tray `a` (with its member figures `aMembers`) touches tray `b`; null when it does not. */
export function unitContact(a: Tray, aMembers: readonly Figure[], b: Tray, toleranceIn: number = TRAY_CONTACT_TOLERANCE_IN): UnitContact | null {
  const edge = trayContactEdge(a, b, toleranceIn);
  if (edge === null) return null;
  return { edge, memberIds: membersTouchingSegment(aMembers, trayEdges(b)[edge], toleranceIn) };
}
