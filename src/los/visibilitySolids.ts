/**
 * Solid pieces against an eye that is inside one or on an edge: the sweep knows only edges, so this
 * decides what the pieces' insides do.
 *
 * An eye strictly inside a solid piece is buried: it sees nothing. An eye exactly on a piece's edge
 * or corner sees the open side only: the directions into the piece (the half-plane behind a face,
 * the corner's own angle at a corner) get a stopper, a short arc of segments a ten-millionth of an
 * inch from the eye, so the piece's inside never shows (the bare sweep would show it up to the far
 * side). Stoppers are per piece, so two pieces touching corner to corner at the eye leave both open
 * wedges between them in view, and pieces closing all round leave nothing.
 *
 * Cost: one box test per solid, and the exact tests only for the few whose box holds the eye.
 */
import type { Vec2 } from '../geometry/point';
import { pointDistanceToPoint } from '../geometry/point';
import { polygonContainsPoint, polygonSignedArea } from '../geometry/polygon';
import { pointDistanceToSegment } from '../geometry/segment';
import { pointDistanceToPolygonBoundary } from '../geometry/footprintDistance';
import type { VisibilitySegments } from './visibilitySegments';

/** An eye closer than this to a footprint edge (inches) counts as on the edge, not inside the piece. */
const ON_EDGE_IN = 1e-9;
/** Radius of the stopper drawn across a piece's inside when the eye is on its edge, inches (2.5 nm). */
export const STOPPER_RADIUS_IN = 1e-7;

export interface EyeAmongSolids {
  /** Strictly inside a solid piece. */
  readonly buried: boolean;
  /** Stopper segments (4 numbers each) for the pieces whose edge the eye is on; empty when none. */
  readonly stoppers: readonly number[];
}

const CLEAR: EyeAmongSolids = { buried: false, stoppers: [] };

/** Where the eye stands relative to the prepared segments' solid pieces. */
export function eyeAmongSolids(segments: VisibilitySegments, eye: Vec2): EyeAmongSolids {
  const { solids, solidBoxes } = segments;
  let stoppers: number[] | null = null;
  for (let i = 0; i < solids.length; i++) {
    if (
      eye.x < (solidBoxes[4 * i] as number) - ON_EDGE_IN || eye.y < (solidBoxes[4 * i + 1] as number) - ON_EDGE_IN ||
      eye.x > (solidBoxes[4 * i + 2] as number) + ON_EDGE_IN || eye.y > (solidBoxes[4 * i + 3] as number) + ON_EDGE_IN
    ) continue;
    const ring = solids[i] as readonly Vec2[];
    if (!polygonContainsPoint(ring, eye)) continue;
    if (pointDistanceToPolygonBoundary(eye, ring) > ON_EDGE_IN) return { buried: true, stoppers: [] };
    const wedge = pieceWedgeAtEye(ring, eye);
    if (wedge === null) continue;
    stoppers ??= [];
    stopperArcPush(eye, wedge[0], wedge[1], stoppers);
  }
  return stoppers === null ? CLEAR : { buried: false, stoppers };
}

/**
 * The directions from `eye` (on the ring's boundary) into the piece: [from, to], turning the way of
 * increasing atan2 angle from `from` to `to`. From a vertex, between its two edges; from inside an
 * edge, the half-plane behind it. Null for a degenerate ring.
 */
function pieceWedgeAtEye(footprint: readonly Vec2[], eye: Vec2): [Vec2, Vec2] | null {
  // Interior on the left of each edge, turning the atan2 way: a positive shoelace sum.
  const signedArea = polygonSignedArea(footprint);
  if (signedArea === 0) return null; // no inside to keep out of
  const ring = signedArea > 0 ? footprint : [...footprint].reverse();
  const n = ring.length;
  let best = Infinity;
  let bestVertex = -1;
  for (let k = 0; k < n; k++) {
    const d = pointDistanceToPoint(eye, ring[k] as Vec2);
    if (d < best) {
      best = d;
      bestVertex = k;
    }
  }
  const dir = (from: Vec2, to: Vec2): Vec2 => ({ x: to.x - from.x, y: to.y - from.y });
  if (best <= ON_EDGE_IN) {
    // Skip repeated vertices so both directions have a length.
    const v = ring[bestVertex] as Vec2;
    let next = (bestVertex + 1) % n;
    while (next !== bestVertex && pointDistanceToPoint(ring[next] as Vec2, v) <= ON_EDGE_IN) next = (next + 1) % n;
    let prev = (bestVertex + n - 1) % n;
    while (prev !== bestVertex && pointDistanceToPoint(ring[prev] as Vec2, v) <= ON_EDGE_IN) prev = (prev + n - 1) % n;
    if (next === bestVertex || prev === bestVertex) return null;
    const from = dir(v, ring[next] as Vec2);
    const to = dir(v, ring[prev] as Vec2);
    // A spike (both edges leaving the same way) has no inside at its tip.
    if (from.x * to.y - from.y * to.x === 0 && from.x * to.x + from.y * to.y > 0) return null;
    return [from, to];
  }
  let bestEdge = -1;
  best = Infinity;
  for (let k = 0; k < n; k++) {
    const d = pointDistanceToSegment(eye, ring[k] as Vec2, ring[(k + 1) % n] as Vec2);
    if (d < best) {
      best = d;
      bestEdge = k;
    }
  }
  const a = ring[bestEdge] as Vec2;
  const b = ring[(bestEdge + 1) % n] as Vec2;
  if (pointDistanceToPoint(a, b) === 0) return null;
  return [dir(a, b), dir(b, a)];
}

/** Segments along a small arc around the eye from direction `from` to `to` (increasing angle), each under 60°. */
function stopperArcPush(eye: Vec2, from: Vec2, to: Vec2, out: number[]): void {
  const a0 = Math.atan2(from.y, from.x);
  let span = Math.atan2(from.x * to.y - from.y * to.x, from.x * to.x + from.y * to.y);
  if (span <= 0) span += 2 * Math.PI;
  const pieces = Math.max(2, Math.ceil(span / (Math.PI / 3)));
  const r = STOPPER_RADIUS_IN;
  const lenFrom = Math.hypot(from.x, from.y);
  const lenTo = Math.hypot(to.x, to.y);
  let px = eye.x + (r * from.x) / lenFrom;
  let py = eye.y + (r * from.y) / lenFrom;
  for (let i = 1; i <= pieces; i++) {
    const angle = a0 + (span * i) / pieces;
    const qx = i === pieces ? eye.x + (r * to.x) / lenTo : eye.x + r * Math.cos(angle);
    const qy = i === pieces ? eye.y + (r * to.y) / lenTo : eye.y + r * Math.sin(angle);
    out.push(px, py, qx, qy);
    px = qx;
    py = qy;
  }
}

