/**
 * A figure's base on the table, for drawing and hit testing: half extents in inches, the outline as
 * a polygon (optionally grown by an offset, e.g. the 1″ control zone), point containment, and the
 * point on the edge towards a target (for the measuring tape).
 *
 * Local frame: the base's centre at the origin, facing towards −y (north when `facingRad` is 0);
 * `facingRad` is a compass bearing (clockwise on screen), so local → world is a rotation by it.
 * Pure: no Pixi, so it runs in node tests.
 */
import type { Vec2 } from '../geometry/point';
import { mmToInches } from '../geometry/units';
import type { BaseShape } from '../engine/model';

export interface BaseExtents {
  /** Half the width, across the facing, inches. */
  readonly halfWidthIn: number;
  /** Half the length, along the facing, inches. */
  readonly halfLengthIn: number;
}

export function baseExtents(base: BaseShape): BaseExtents {
  if (base.shape === 'round') {
    const r = mmToInches(base.diameterMm) / 2;
    return { halfWidthIn: r, halfLengthIn: r };
  }
  return { halfWidthIn: mmToInches(base.widthMm) / 2, halfLengthIn: mmToInches(base.lengthMm) / 2 };
}

/** Radius of the smallest circle about the centre that holds the base, inches. */
export function baseBoundingRadiusIn(base: BaseShape): number {
  const { halfWidthIn: w, halfLengthIn: l } = baseExtents(base);
  return base.shape === 'rect' ? Math.hypot(w, l) : Math.max(w, l);
}

/** How far the base reaches below (or above) its centre on the table when turned to `facingRad`, inches. */
export function baseHalfDepthIn(base: BaseShape, facingRad: number): number {
  const { halfWidthIn: w, halfLengthIn: l } = baseExtents(base);
  const s = Math.abs(Math.sin(facingRad));
  const c = Math.abs(Math.cos(facingRad));
  return base.shape === 'rect' ? w * s + l * c : Math.hypot(w * s, l * c);
}

const toWorld = (local: Vec2, center: Vec2, facingRad: number): Vec2 => {
  const c = Math.cos(facingRad);
  const s = Math.sin(facingRad);
  return { x: center.x + local.x * c - local.y * s, y: center.y + local.x * s + local.y * c };
};

const toLocal = (p: Vec2, center: Vec2, facingRad: number): Vec2 => {
  const dx = p.x - center.x;
  const dy = p.y - center.y;
  const c = Math.cos(facingRad);
  const s = Math.sin(facingRad);
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
};

/**
 * The base's outline in world inches, grown outwards by `offsetIn` (≥ 0). Round and rect bases are
 * exact offsets (a circle; a rounded rectangle); an oval's offset is approximated by the ellipse with
 * both semi-axes grown, which differs from the true offset curve by a few hundredths of an inch.
 */
export function baseOutline(base: BaseShape, center: Vec2, facingRad: number, offsetIn = 0, segments = 48): Vec2[] {
  const { halfWidthIn: w, halfLengthIn: l } = baseExtents(base);
  const local: Vec2[] = [];
  if (base.shape === 'rect' && offsetIn > 0) {
    const quarter = Math.max(2, Math.round(segments / 4));
    const corners: Array<[number, number, number]> = [[w, l, 0], [-w, l, Math.PI / 2], [-w, -l, Math.PI], [w, -l, 1.5 * Math.PI]];
    for (const [cx, cy, a0] of corners) {
      for (let i = 0; i <= quarter; i++) {
        const a = a0 + (i / quarter) * (Math.PI / 2);
        local.push({ x: cx + offsetIn * Math.cos(a), y: cy + offsetIn * Math.sin(a) });
      }
    }
  } else if (base.shape === 'rect') {
    local.push({ x: -w, y: -l }, { x: w, y: -l }, { x: w, y: l }, { x: -w, y: l });
  } else {
    for (let i = 0; i < segments; i++) {
      const t = (2 * Math.PI * i) / segments;
      local.push({ x: (w + offsetIn) * Math.cos(t), y: (l + offsetIn) * Math.sin(t) });
    }
  }
  return local.map((p) => toWorld(p, center, facingRad));
}

/** Whether `p` lies on or inside the base grown by `slopIn` (a rect's corners stay square here). */
export function baseContainsPoint(base: BaseShape, center: Vec2, facingRad: number, p: Vec2, slopIn = 0): boolean {
  const { halfWidthIn: w, halfLengthIn: l } = baseExtents(base);
  const q = toLocal(p, center, facingRad);
  if (base.shape === 'rect') return Math.abs(q.x) <= w + slopIn && Math.abs(q.y) <= l + slopIn;
  const a = w + slopIn;
  const b = l + slopIn;
  return (q.x * q.x) / (a * a) + (q.y * q.y) / (b * b) <= 1;
}

/**
 * Where the ray from the base's centre towards `target` leaves the base, world inches.
 * The centre itself when the target is the centre.
 */
export function baseEdgePointToward(base: BaseShape, center: Vec2, facingRad: number, target: Vec2): Vec2 {
  const { halfWidthIn: w, halfLengthIn: l } = baseExtents(base);
  const d = toLocal(target, center, facingRad);
  const len = Math.hypot(d.x, d.y);
  if (len === 0) return { x: center.x, y: center.y };
  const ux = d.x / len;
  const uy = d.y / len;
  let t: number;
  if (base.shape === 'rect') {
    t = Math.min(ux === 0 ? Infinity : w / Math.abs(ux), uy === 0 ? Infinity : l / Math.abs(uy));
  } else {
    t = 1 / Math.sqrt((ux * ux) / (w * w) + (uy * uy) / (l * l));
  }
  return toWorld({ x: ux * t, y: uy * t }, center, facingRad);
}
