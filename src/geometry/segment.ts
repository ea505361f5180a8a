/**
 * Segments: distances and intersection tests between closed segments, in inches.
 *
 * The intersection test is the classic orientation (cross-product sign) test: exact for the
 * inputs as given (no epsilon), inclusive of touching end points and collinear overlap, so a
 * caller that wants "strictly crossing" must say so itself.
 */
import type { Vec2 } from './point';
import { pointDistanceToPoint } from './point';

/** Shortest distance from point `p` to the closed segment `a`–`b` (a point when `a` = `b`). */
export function pointDistanceToSegment(p: Vec2, a: Vec2, b: Vec2): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const lengthSq = abx * abx + aby * aby;
  if (lengthSq === 0) return pointDistanceToPoint(p, a);
  // Parameter of the projection of p on the line, clamped to the segment.
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSq));
  return Math.hypot(p.x - (a.x + t * abx), p.y - (a.y + t * aby));
}

/** Sign of the turn a → b → c: 1, −1, or 0 when collinear. */
function orientation(a: Vec2, b: Vec2, c: Vec2): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

/** Whether `q`, known to be collinear with `a`–`b`, lies within the segment's bounding box. */
function collinearPointOnSegment(q: Vec2, a: Vec2, b: Vec2): boolean {
  return (
    q.x >= Math.min(a.x, b.x) && q.x <= Math.max(a.x, b.x) &&
    q.y >= Math.min(a.y, b.y) && q.y <= Math.max(a.y, b.y)
  );
}

/** Whether closed segments a1–a2 and b1–b2 share at least one point (touching counts). */
export function segmentIntersectsSegment(a1: Vec2, a2: Vec2, b1: Vec2, b2: Vec2): boolean {
  const o1 = orientation(a1, a2, b1);
  const o2 = orientation(a1, a2, b2);
  const o3 = orientation(b1, b2, a1);
  const o4 = orientation(b1, b2, a2);
  // Each segment's ends lie on different sides of (or one on) the other's line: they meet.
  if (o1 !== o2 && o3 !== o4) return true;
  // Otherwise they can only meet when an end point lies on the other segment (collinear cases).
  if (o1 === 0 && collinearPointOnSegment(b1, a1, a2)) return true;
  if (o2 === 0 && collinearPointOnSegment(b2, a1, a2)) return true;
  if (o3 === 0 && collinearPointOnSegment(a1, b1, b2)) return true;
  if (o4 === 0 && collinearPointOnSegment(a2, b1, b2)) return true;
  return false;
}

/**
 * Shortest distance between two closed segments: 0 when they intersect, otherwise the minimum
 * is attained at an end point of one of them (true for non-intersecting segments in the plane).
 */
export function segmentDistanceToSegment(a1: Vec2, a2: Vec2, b1: Vec2, b2: Vec2): number {
  if (segmentIntersectsSegment(a1, a2, b1, b2)) return 0;
  return Math.min(
    pointDistanceToSegment(a1, b1, b2),
    pointDistanceToSegment(a2, b1, b2),
    pointDistanceToSegment(b1, a1, a2),
    pointDistanceToSegment(b2, a1, a2),
  );
}
