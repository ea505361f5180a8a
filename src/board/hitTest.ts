/**
 * Which figure is under a point of the table. Figures are drawn in scenario order, so the last one
 * containing the point is the one on top. A bounding-circle check first keeps a pointer move over
 * 200 figures to a couple of hundred multiplications. With the zoom given, each base counts at the
 * size its token is drawn (`tokenScaleFactor`: never under `MIN_TOKEN_PX` on screen).
 */
import type { Vec2 } from '../geometry/point';
import { degreesToRadians } from '../geometry/units';
import type { Figure } from '../engine/model';
import { baseBoundingRadiusIn, baseContainsPoint } from './baseGeometry';
import { scaleBase } from './drawBase';
import { tokenScaleFactor } from './tokenScale';

/** The topmost figure whose base (as drawn at `pxPerInch`, grown by `slopIn` inches) contains `p`. */
export function figureAtPoint(figures: readonly Figure[], p: Vec2, slopIn = 0, pxPerInch?: number): Figure | undefined {
  for (let i = figures.length - 1; i >= 0; i--) {
    const f = figures[i];
    if (!f) continue;
    const k = pxPerInch === undefined ? 1 : tokenScaleFactor(f.base, pxPerInch);
    const r = baseBoundingRadiusIn(f.base) * k + slopIn;
    const dx = p.x - f.x;
    const dy = p.y - f.y;
    if (dx * dx + dy * dy > r * r) continue;
    const base = k === 1 ? f.base : scaleBase(f.base, k);
    if (baseContainsPoint(base, f, degreesToRadians(f.facingDeg), p, slopIn)) return f;
  }
  return undefined;
}
