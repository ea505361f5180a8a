/** Polylines: open chains of points in inches (a measured move, a path drawn on the table). */
import type { Vec2 } from './point';
import { pointDistanceToPoint } from './point';

/** Total length of the chain, inches; 0 for fewer than two points. */
export function polylineLength(points: readonly Vec2[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    total += pointDistanceToPoint(points[i - 1] as Vec2, points[i] as Vec2);
  }
  return total;
}
