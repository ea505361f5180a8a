/**
 * Horizontal scanlines through a polygon (concave allowed, either winding, not closed), and what the
 * terrain layer builds on them: a label point that is inside the polygon, stipple dots for woods, and
 * an estimate of how thin a piece is. Scanlines rather than a containment test per candidate point:
 * one pass over the edges gives every inside interval of a row at once.
 */
import type { Vec2 } from '../geometry/point';
import { polygonArea, polygonBounds, polygonCentroid, polygonPerimeter } from '../geometry/polygon';

/** Inside intervals [x0, x1] of the row at height `y`, sorted by x (even–odd rule). */
export function polygonScanline(points: readonly Vec2[], y: number): Array<[number, number]> {
  const xs: number[] = [];
  const n = points.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = points[i] as Vec2;
    const b = points[j] as Vec2;
    // Half-open on y so a vertex on the row is counted once.
    if (a.y > y !== b.y > y) xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
  }
  xs.sort((p, q) => p - q);
  const out: Array<[number, number]> = [];
  for (let k = 0; k + 1 < xs.length; k += 2) out.push([xs[k] as number, xs[k + 1] as number]);
  return out;
}

/**
 * A point inside the polygon to write its label at: the centroid when it is inside (convex pieces,
 * most concave ones), otherwise the middle of the widest inside interval on the centroid's row, or on
 * the row through the middle of the bounds if that row misses the polygon.
 */
export function polygonLabelPoint(points: readonly Vec2[]): Vec2 {
  const c = polygonCentroid(points);
  const b = polygonBounds(points);
  const rows = [c.y, (b.minY + b.maxY) / 2];
  for (const y of rows) {
    const spans = polygonScanline(points, y);
    if (spans.length === 0) continue;
    for (const [x0, x1] of spans) if (c.x >= x0 && c.x <= x1) return { x: c.x, y };
    let best = spans[0] as [number, number];
    for (const s of spans) if (s[1] - s[0] > best[1] - best[0]) best = s;
    return { x: (best[0] + best[1]) / 2, y };
  }
  return c;
}

/**
 * Roughly how thick the piece is, inches: 2 × area ÷ perimeter, exact for a long thin strip
 * (a wall w wide tends to w) and the inradius × 2 for a circle or a square.
 */
export function polygonThicknessIn(points: readonly Vec2[]): number {
  const perimeter = polygonPerimeter(points);
  return perimeter === 0 ? 0 : (2 * polygonArea(points)) / perimeter;
}

/**
 * Dots on a staggered grid `spacingIn` apart, every one at least `marginIn` inside horizontally
 * (rows are inset vertically by the same margin), for the stippled look of woods and scrub.
 */
export function polygonStipplePoints(points: readonly Vec2[], spacingIn: number, marginIn = 0): Vec2[] {
  if (points.length < 3 || spacingIn <= 0) return [];
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const out: Vec2[] = [];
  const rowStep = spacingIn * 0.866;
  let row = 0;
  for (let y = minY + Math.max(marginIn, rowStep / 2); y <= maxY - marginIn; y += rowStep, row++) {
    const shift = row % 2 === 0 ? 0 : spacingIn / 2;
    for (const [x0, x1] of polygonScanline(points, y)) {
      const start = Math.ceil((x0 + marginIn - shift) / spacingIn) * spacingIn + shift;
      for (let x = start; x <= x1 - marginIn; x += spacingIn) out.push({ x, y });
    }
  }
  return out;
}
