/**
 * Which figure is under a point of the table. Figures are drawn in scenario order, so the last one
 * containing the point is the one on top. A bounding-circle check first keeps a pointer move over
 * 200 figures to a couple of hundred multiplications.
 */
import type { Vec2 } from '../geometry/point';
import { degreesToRadians } from '../geometry/units';
import type { Figure } from '../engine/model';
import { baseBoundingRadiusIn, baseContainsPoint } from './baseGeometry';

/** The topmost figure whose base (grown by `slopIn` inches) contains `p`. */
export function figureAtPoint(figures: readonly Figure[], p: Vec2, slopIn = 0): Figure | undefined {
  for (let i = figures.length - 1; i >= 0; i--) {
    const f = figures[i];
    if (!f) continue;
    const r = baseBoundingRadiusIn(f.base) + slopIn;
    const dx = p.x - f.x;
    const dy = p.y - f.y;
    if (dx * dx + dy * dy > r * r) continue;
    if (baseContainsPoint(f.base, f, degreesToRadians(f.facingDeg), p, slopIn)) return f;
  }
  return undefined;
}
