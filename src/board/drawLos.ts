/**
 * The line-of-sight tool's drawing: the sample rays in plan (green where clear; red up to where each
 * is stopped, a × there and faint red beyond), rings round the observer and the target, and the
 * observer's visibility polygon. Rays of one style share one path and one stroke, so the twenty rays
 * cost at most four strokes. Widths in `Px` are divided by the zoom; everything else is inches.
 */
import type { Graphics } from 'pixi.js';
import type { LosPick, LosRay, LosView, VisibilityPolygon } from '../store/losSelectors';
import {
  LOS_BEYOND_ALPHA, LOS_BLOCK_MARK_PX, LOS_BLOCKED, LOS_CLEAR, LOS_OBSERVER_RING, LOS_RAY_WIDTH_PX, LOS_RING_GAP_PX,
  LOS_RING_WIDTH_PX, LOS_TARGET_RING, VISIBILITY_ALPHA, VISIBILITY_FILL,
} from './boardStyle';
import { figureFacingRad, flatPoints, pathBaseAt, tokenBase } from './drawBase';

/** Counts of the segments drawn, by style (for tests). */
export interface RayCounts {
  readonly clear: number;
  readonly blocked: number;
}

export function drawLosRays(g: Graphics, rays: readonly LosRay[], pxPerInch: number): RayCounts {
  const px = 1 / pxPerInch;
  const width = LOS_RAY_WIDTH_PX * px;
  let clear = 0;
  let blocked = 0;
  // Blocked first, clear over them: in plan a column's rays (one per height) share a line, and a
  // column with any ray through should read green, with a × where its lower rays stop.
  for (const r of rays) {
    if (!r.blockedAt) continue;
    g.moveTo(r.from.x, r.from.y).lineTo(r.blockedAt.x, r.blockedAt.y);
    blocked++;
  }
  if (blocked > 0) {
    g.stroke({ width, color: LOS_BLOCKED, alpha: 0.9, cap: 'round' });
    for (const r of rays) {
      if (r.blockedAt) g.moveTo(r.blockedAt.x, r.blockedAt.y).lineTo(r.to.x, r.to.y);
    }
    g.stroke({ width, color: LOS_BLOCKED, alpha: LOS_BEYOND_ALPHA });
  }
  for (const r of rays) {
    if (r.blockedAt) continue;
    g.moveTo(r.from.x, r.from.y).lineTo(r.to.x, r.to.y);
    clear++;
  }
  if (clear > 0) g.stroke({ width, color: LOS_CLEAR, alpha: 0.9, cap: 'round' });
  if (blocked > 0) {
    const m = LOS_BLOCK_MARK_PX * px;
    for (const r of rays) {
      const b = r.blockedAt;
      if (!b) continue;
      g.moveTo(b.x - m, b.y - m).lineTo(b.x + m, b.y + m).moveTo(b.x - m, b.y + m).lineTo(b.x + m, b.y - m);
    }
    g.stroke({ width: 1.5 * width, color: LOS_BLOCKED, cap: 'round' });
  }
  return { clear, blocked };
}

function pickRing(g: Graphics, pick: LosPick, pxPerInch: number, color: number): void {
  const px = 1 / pxPerInch;
  pathBaseAt(g, tokenBase(pick.figure.base, pxPerInch), pick.centre, figureFacingRad(pick.figure), (LOS_RING_GAP_PX + LOS_RING_WIDTH_PX / 2) * px)
    .stroke({ width: LOS_RING_WIDTH_PX * px, color });
}

/** Rays, then the observer's and the target's rings (at their ghosts while dragged). */
export function drawLosOverlay(g: Graphics, view: LosView, pxPerInch: number): void {
  if (view.result) drawLosRays(g, view.result.rays, pxPerInch);
  pickRing(g, view.observer, pxPerInch, LOS_OBSERVER_RING);
  if (view.target) pickRing(g, view.target, pxPerInch, LOS_TARGET_RING);
}

/** The visibility polygon as a translucent wash with a thin edge. */
export function drawVisibilityPolygon(g: Graphics, polygon: VisibilityPolygon, pxPerInch: number): void {
  if (polygon.points.length < 3) return;
  g.poly(flatPoints(polygon.points), true)
    .fill({ color: VISIBILITY_FILL, alpha: VISIBILITY_ALPHA.fill })
    .stroke({ width: 1 / pxPerInch, color: VISIBILITY_FILL, alpha: VISIBILITY_ALPHA.stroke });
}
