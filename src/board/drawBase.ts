/**
 * Paths and fills of a figure's base on a Pixi Graphics. The figure layer draws each base in its own
 * local frame (the Graphics is placed at the figure and rotated to its facing); rings and ghosts are
 * drawn in world inches with `pathBaseAt`.
 */
import type { Graphics } from 'pixi.js';
import type { Vec2 } from '../geometry/point';
import { degreesToRadians } from '../geometry/units';
import type { BaseShape, Figure } from '../engine/model';
import { baseExtents, baseOutline } from './baseGeometry';
import { BASE_OUTLINE, BASE_OUTLINE_IN, FACING_MARK, PRONE_OUTLINE_IN, TOKEN_HALO } from './boardStyle';
import { tokenScaleFactor } from './tokenScale';

const ORIGIN: Vec2 = { x: 0, y: 0 };
/** Vertices of a round or oval outline: smooth up to the closest zoom (a 25 mm base at 200 px/in). */
const BASE_SEGMENTS = 64;

/** [x0, y0, x1, y1, …] for `Graphics.poly`. */
export function flatPoints(points: readonly Vec2[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(p.x, p.y);
  return out;
}

/** The base scaled by `k` (the mounted figure's inner ring). */
export function scaleBase(base: BaseShape, k: number): BaseShape {
  if (base.shape === 'round') return { shape: 'round', diameterMm: base.diameterMm * k };
  return { ...base, widthMm: base.widthMm * k, lengthMm: base.lengthMm * k };
}

/** The base as its token is drawn at `pxPerInch` (never under MIN_TOKEN_PX: tokenScale.ts), for rings and ghosts. */
export function tokenBase(base: BaseShape, pxPerInch: number): BaseShape {
  const k = pxPerInch > 0 ? tokenScaleFactor(base, pxPerInch) : 1;
  return k === 1 ? base : scaleBase(base, k);
}

/**
 * The base's outline in world inches at `center`, facing `facingRad`, grown by `growIn`. Curves are
 * explicit polygons: Pixi picks a circle's segment count from its radius in local units, and a base is
 * under an inch across, so its own circles would turn into octagons once the camera zooms in.
 */
export function pathBaseAt(g: Graphics, base: BaseShape, center: Vec2, facingRad: number, growIn = 0): Graphics {
  return g.poly(flatPoints(baseOutline(base, center, facingRad, growIn, BASE_SEGMENTS)), true);
}

/** The base's outline in its local frame (centre at 0, facing −y). */
export const pathBaseLocal = (g: Graphics, base: BaseShape, growIn = 0): Graphics =>
  pathBaseAt(g, base, ORIGIN, 0, growIn);

/** A small filled dot as a polygon (see `pathBaseAt` for why not `circle`). */
export function pathDot(g: Graphics, center: Vec2, radius: number, segments = 12): Graphics {
  const pts: number[] = [];
  for (let i = 0; i < segments; i++) {
    const t = (2 * Math.PI * i) / segments;
    pts.push(center.x + radius * Math.cos(t), center.y + radius * Math.sin(t));
  }
  return g.poly(pts, true);
}

/**
 * The facing mark, in the local frame: an arrowhead across the front of the rim (part outside the
 * base, so it reads on a token only 22 px across and stays clear of the initials at the centre).
 */
export function facingMarkLocal(base: BaseShape): Vec2[] {
  const { halfWidthIn: w, halfLengthIn: l } = baseExtents(base);
  const m = Math.min(w, l);
  return [{ x: 0, y: -(l + 0.3 * m) }, { x: 0.45 * m, y: -(l - 0.36 * m) }, { x: -0.45 * m, y: -(l - 0.36 * m) }];
}

/** The facing wedge in world inches. */
export function facingMarkAt(base: BaseShape, center: Vec2, facingRad: number): Vec2[] {
  const c = Math.cos(facingRad);
  const s = Math.sin(facingRad);
  return facingMarkLocal(base).map((p) => ({ x: center.x + p.x * c - p.y * s, y: center.y + p.x * s + p.y * c }));
}

/**
 * A figure's base in its local frame: filled with its side's colour, outlined dark with a faint light
 * halo (so a dark side reads on dark ground) when standing; when prone, a translucent fill inside a
 * three-band ring — dark outside, white on the rim, the side's colour inside — that stands out on
 * every terrain colour; an inner ring when mounted; and the facing arrowhead.
 */
export function drawFigureBase(g: Graphics, figure: Figure, sideColor: number): void {
  g.clear();
  const prone = figure.stance === 'prone';
  pathBaseLocal(g, figure.base);
  if (prone) {
    g.fill({ color: sideColor, alpha: 0.4 })
      .stroke({ width: PRONE_OUTLINE_IN * 0.6, color: BASE_OUTLINE, alignment: 0 })
      .stroke({ width: PRONE_OUTLINE_IN * 0.45, color: TOKEN_HALO, alignment: 0.5 })
      .stroke({ width: PRONE_OUTLINE_IN, color: sideColor, alignment: 1 });
  } else {
    g.fill({ color: sideColor })
      .stroke({ width: BASE_OUTLINE_IN * 0.8, color: TOKEN_HALO, alpha: 0.55, alignment: 0 })
      .stroke({ width: BASE_OUTLINE_IN, color: BASE_OUTLINE, alignment: 1 });
  }
  if (figure.mounted) {
    pathBaseLocal(g, scaleBase(figure.base, 0.62)).stroke({ width: BASE_OUTLINE_IN, color: prone ? sideColor : BASE_OUTLINE, alpha: 0.85 });
  }
  g.poly(flatPoints(facingMarkLocal(figure.base)), true)
    .fill({ color: FACING_MARK })
    .stroke({ width: BASE_OUTLINE_IN * 0.7, color: BASE_OUTLINE });
}

export const figureFacingRad = (figure: Figure): number => degreesToRadians(figure.facingDeg);
