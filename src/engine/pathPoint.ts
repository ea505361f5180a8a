/**
 * Points along a move's path, for reactions that interrupt a move where the reacting side chooses
 * (the black-powder reaction: the mover's path is known, the reactor picks the point to fire at).
 * A path is its start and the points after it (`intents.ts` `readMovePath`), inches.
 */
import type { Vec2 } from '../geometry/point';
import { polylineLength } from '../geometry/polyline';

/** Inches from `start` through every point of `path`. */
export const pathLengthIn = (start: Vec2, path: readonly Vec2[]): number => polylineLength([start, ...path]);

/**
 * The point `atIn` inches along the path from `start`, clamped to [start, end]; with it, the path
 * still to go (the rest of the move), which ends at the path's end.
 */
export function pointAlongPath(start: Vec2, path: readonly Vec2[], atIn: number): { readonly at: Vec2; readonly rest: Vec2[] } {
  let from = start;
  let left = Math.max(0, atIn);
  for (let i = 0; i < path.length; i++) {
    const to = path[i]!;
    const leg = Math.hypot(to.x - from.x, to.y - from.y);
    if (left <= leg) {
      const t = leg === 0 ? 1 : left / leg;
      const at = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
      return { at, rest: t >= 1 ? path.slice(i + 1).map((p) => ({ ...p })) : path.slice(i).map((p) => ({ ...p })) };
    }
    left -= leg;
    from = to;
  }
  return { at: { ...from }, rest: [] };
}
