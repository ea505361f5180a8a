/**
 * Picking a point on a path choice (`Ruleset.pathChoice`): the nearest point of the path to where the
 * player pointed, and of the stretches (`runs`) the rules allow. Pure; inches throughout, a point
 * along the path named by its distance from the path's start (`alongIn`), as the rules' action takes it.
 *
 * Why nearest-in-run and not "nearest on the path, then clamp into a run": a path may double back,
 * so the nearest point of the whole path can be far (along it) from the nearest allowed one; the
 * player means the highlighted stretch the pointer is next to.
 */
import type { Vec2 } from '../geometry/point';

/** A stretch of the path, inches from its start (`PathChoice.runs`). */
export interface PathRun {
  readonly fromIn: number;
  readonly toIn: number;
}

/** A point of the path: how far along it, where, and how far from the point asked about. */
export interface PathPoint {
  readonly alongIn: number;
  readonly at: Vec2;
  readonly distanceIn: number;
}

/** What a pick at a point comes to: a point of a run; near the path but off every run; or off the path. */
export type PathPick =
  | { readonly kind: 'run'; readonly alongIn: number; readonly at: Vec2 }
  | { readonly kind: 'outside'; readonly alongIn: number }
  | { readonly kind: 'off' };

/**
 * The resolution of a picked point, inches: a pick is rounded to it (so a pointer's jitter of a
 * thousandth of an inch asks the rules nothing new), then kept inside its run.
 */
export const PICK_STEP_IN = 0.01;

/** Inches from the start to each point of the path (first 0, last the path's length). */
export function pathCumulativeIn(path: readonly Vec2[]): number[] {
  const out: number[] = [];
  let total = 0;
  for (let i = 0; i < path.length; i++) {
    if (i > 0) total += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
    out.push(total);
  }
  return out;
}

/** The point `alongIn` inches along the path, clamped to its ends (the start for an empty path: the origin). */
export function pathPointAtIn(path: readonly Vec2[], alongIn: number): Vec2 {
  const first = path[0];
  if (first === undefined) return { x: 0, y: 0 };
  let left = Math.max(0, alongIn);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const leg = Math.hypot(b.x - a.x, b.y - a.y);
    if (left <= leg) {
      const t = leg === 0 ? 0 : left / leg;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }
    left -= leg;
  }
  const last = path[path.length - 1]!;
  return { x: last.x, y: last.y };
}

/**
 * The nearest point to `p` of the part of the path from `fromIn` to `toIn` inches along it (the whole
 * path by default); null for an empty path or a stretch that misses the path. On a tie the earlier
 * point wins.
 */
export function nearestOnPath(path: readonly Vec2[], p: Vec2, fromIn = 0, toIn = Number.POSITIVE_INFINITY): PathPoint | null {
  const cum = pathCumulativeIn(path);
  const total = cum[cum.length - 1];
  if (total === undefined) return null;
  const lo = Math.max(0, fromIn);
  const hi = Math.min(total, toIn);
  if (hi < lo) return null;
  let best: PathPoint | null = null;
  const consider = (alongIn: number, at: Vec2) => {
    const distanceIn = Math.hypot(p.x - at.x, p.y - at.y);
    if (best === null || distanceIn < best.distanceIn) best = { alongIn, at, distanceIn };
  };
  if (path.length === 1) consider(0, path[0]!);
  for (let i = 1; i < path.length; i++) {
    const s0 = Math.max(lo, cum[i - 1]!);
    const s1 = Math.min(hi, cum[i]!);
    if (s1 < s0) continue;
    const a = path[i - 1]!;
    const b = path[i]!;
    const leg = cum[i]! - cum[i - 1]!;
    if (leg === 0) {
      consider(s0, a);
      continue;
    }
    const ux = (b.x - a.x) / leg;
    const uy = (b.y - a.y) / leg;
    // Project on the leg's line, in inches from the leg's start, clamped to the part of the leg in the stretch.
    const s = Math.max(s0, Math.min(s1, cum[i - 1]! + (p.x - a.x) * ux + (p.y - a.y) * uy));
    const d = s - cum[i - 1]!;
    consider(s, { x: a.x + ux * d, y: a.y + uy * d });
  }
  return best;
}

/** The nearest point to `p` on any of the runs; null when there is none (no runs, an empty path). */
export function nearestInRuns(path: readonly Vec2[], runs: readonly PathRun[], p: Vec2): PathPoint | null {
  let best: PathPoint | null = null;
  for (const run of runs) {
    const q = nearestOnPath(path, p, run.fromIn, run.toIn);
    if (q !== null && (best === null || q.distanceIn < best.distanceIn)) best = q;
  }
  return best;
}

/** `alongIn` rounded to PICK_STEP_IN, kept within the run it came from. */
function rounded(alongIn: number, runs: readonly PathRun[]): number {
  const run = runs.find((r) => alongIn >= r.fromIn - 1e-9 && alongIn <= r.toIn + 1e-9);
  const r = Math.round(alongIn / PICK_STEP_IN) * PICK_STEP_IN;
  const tidy = Number(r.toFixed(6));
  return run === undefined ? tidy : Math.min(run.toIn, Math.max(run.fromIn, tidy));
}

/**
 * What pointing at `p` picks: within `toleranceIn` of a run, the nearest point of the runs (rounded:
 * PICK_STEP_IN); else, within it of the path, `outside` (the point along the path it is near); else `off`.
 */
export function pickOnPath(path: readonly Vec2[], runs: readonly PathRun[], p: Vec2, toleranceIn: number): PathPick {
  const inRun = nearestInRuns(path, runs, p);
  if (inRun !== null && inRun.distanceIn <= toleranceIn) {
    const alongIn = rounded(inRun.alongIn, runs);
    return { kind: 'run', alongIn, at: pathPointAtIn(path, alongIn) };
  }
  const onPath = nearestOnPath(path, p);
  if (onPath !== null && onPath.distanceIn <= toleranceIn) return { kind: 'outside', alongIn: onPath.alongIn };
  return { kind: 'off' };
}

/**
 * The part of the path from `fromIn` to `toIn` inches along it (clamped to the path), as points:
 * its two ends and every corner between (one point when the stretch has no length; none when it misses the path).
 */
export function pathStretch(path: readonly Vec2[], fromIn: number, toIn: number): Vec2[] {
  const cum = pathCumulativeIn(path);
  const total = cum[cum.length - 1];
  if (total === undefined) return [];
  const lo = Math.max(0, fromIn);
  const hi = Math.min(total, toIn);
  if (hi < lo) return [];
  const out = [pathPointAtIn(path, lo)];
  for (let i = 0; i < path.length; i++) {
    if (cum[i]! > lo && cum[i]! < hi) out.push({ x: path[i]!.x, y: path[i]!.y });
  }
  if (hi > lo) out.push(pathPointAtIn(path, hi));
  return out;
}
