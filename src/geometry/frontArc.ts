/**
 * Front arcs: is a point, or any part of a base, in front of a figure?
 *
 * The arc is a wedge with its apex at the figure's centre, centred on its facing and `arcRad` wide
 * in total (π/2 = 45° either side of the facing; π = the whole front half; ≥ 2π = all round),
 * boundaries included, unbounded in range. Facings are compass bearings as in `footprintOfBase`:
 * 0 = north = −y, π/2 = east = +x, clockwise.
 *
 * A base is in the arc when any point of it is: its centre is in the wedge, or its outline meets
 * one of the two boundary rays (a base can straddle the wedge with its centre outside). That holds
 * for any wedge, convex or not (arcs wider than π), because a connected base that has points both
 * inside and outside the wedge must cross its boundary.
 */
import type { Footprint } from './footprint';
import { footprintBounds } from './footprint';
import type { Vec2 } from './point';
import { pointDistanceToSegment, segmentIntersectsSegment } from './segment';

/** Slack for points exactly on a boundary ray, radians (float noise only). */
const ANGLE_SLACK_RAD = 1e-12;

/** Unit vector of a compass bearing (x east, y south). */
function bearingVector(facingRad: number): Vec2 {
  return { x: Math.sin(facingRad), y: -Math.cos(facingRad) };
}

/** Whether `p` lies in the arc of a figure at `centre` facing `facingRad`; the centre itself counts. */
export function pointInFrontArc(centre: Vec2, facingRad: number, p: Vec2, arcRad: number = Math.PI / 2): boolean {
  if (arcRad >= 2 * Math.PI) return true;
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  if (dx === 0 && dy === 0) return true;
  const f = bearingVector(facingRad);
  // Angle between the facing and the direction to p, 0..π (atan2 of |cross| and dot is stable near 0 and π).
  const off = Math.atan2(Math.abs(f.x * dy - f.y * dx), f.x * dx + f.y * dy);
  return off <= arcRad / 2 + ANGLE_SLACK_RAD;
}

/** Whether any part of the base `fp` lies in the arc of a figure at `centre` facing `facingRad`. */
export function footprintInFrontArc(centre: Vec2, facingRad: number, fp: Footprint, arcRad: number = Math.PI / 2): boolean {
  if (arcRad >= 2 * Math.PI) return true;
  const half = Math.max(0, arcRad / 2);
  // The two boundary rays, as segments long enough to pass beyond the whole base.
  const b = footprintBounds(fp);
  const reach = Math.hypot(Math.max(Math.abs(b.minX - centre.x), Math.abs(b.maxX - centre.x)),
    Math.max(Math.abs(b.minY - centre.y), Math.abs(b.maxY - centre.y))) + 1;
  const left = bearingVector(facingRad - half);
  const right = bearingVector(facingRad + half);
  const leftEnd = { x: centre.x + left.x * reach, y: centre.y + left.y * reach };
  const rightEnd = { x: centre.x + right.x * reach, y: centre.y + right.y * reach };
  if (fp.kind === 'circle') {
    if (pointInFrontArc(centre, facingRad, fp.center, arcRad)) return true;
    return pointDistanceToSegment(fp.center, centre, leftEnd) <= fp.radiusIn ||
      pointDistanceToSegment(fp.center, centre, rightEnd) <= fp.radiusIn;
  }
  const pts = fp.points;
  for (const p of pts) if (pointInFrontArc(centre, facingRad, p, arcRad)) return true;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j] as Vec2;
    const c = pts[i] as Vec2;
    if (segmentIntersectsSegment(a, c, centre, leftEnd) || segmentIntersectsSegment(a, c, centre, rightEnd)) return true;
  }
  return false;
}
