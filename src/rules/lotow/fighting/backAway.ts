/**
 * Backing away after a lost fight (LOTOW-GAP-08): the loser moves 1″ directly away from the
 * winners it fought (from the centre of their bases to its own). The way must be clear: the
 * base is tried at ¼″, ½″, ¾″ and 1″ along the line, and each spot must be a legal placement on
 * the loser's own level — on the table, clear of every base, out of impassable terrain, touching no
 * wall, fence or step (`spotIfLegal`, the spot rules mounts/ uses to put a figure beside another).
 * If any spot fails, the loser cannot back away: it is Trapped. `ledge` says the way failed because
 * it would leave the level (off a balcony, a rock top): a climber trapped like that falls.
 *
 * A figure still on a climbable face (`climbing` set) cannot step back at all: it is trapped on
 * the face (LOTOW-LEVEL-2, "a climber on a ledge may fall").
 */
import { standingElevationIn } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import { surfaceAt } from '../../../engine/placement';
import type { Vec2 } from '../../../geometry/point';
import type { Spot } from '../mounts/placeBeside';
import { spotIfLegal, stepIsLevel } from '../mounts/placeBeside';

/** How far a loser backs away, inches. */
export const BACK_AWAY_IN = 1;
const SAMPLES = [0.25, 0.5, 0.75, 1] as const;

export type BackAway =
  | { readonly kind: 'moved'; readonly spot: Spot; readonly dir: Vec2 }
  | { readonly kind: 'trapped'; readonly ledge: boolean; readonly dir: Vec2 };

/** The unit direction from `from` to the figure (south when they coincide). */
export function awayDirection(figure: Figure, from: Vec2): Vec2 {
  const dx = figure.x - from.x;
  const dy = figure.y - from.y;
  const len = Math.hypot(dx, dy);
  return len < 1e-9 ? { x: 0, y: 1 } : { x: dx / len, y: dy / len };
}

/** Where `figure` backs away to from `from` (the winners' centre), or why it is trapped. */
export function backAway(scenario: Scenario, figure: Figure, from: Vec2, onClimbFace: boolean): BackAway {
  const dir = awayDirection(figure, from);
  if (onClimbFace) return { kind: 'trapped', ledge: true, dir };
  let spot: Spot | null = null;
  for (const t of SAMPLES) {
    const at = { x: figure.x + dir.x * t * BACK_AWAY_IN, y: figure.y + dir.y * t * BACK_AWAY_IN };
    spot = spotIfLegal(scenario, figure.id, at, figure.standsOn);
    if (spot === null) {
      const ledge = !stepIsLevel(scenario, figure.standsOn, surfaceAt(scenario, figure, at));
      return { kind: 'trapped', ledge, dir };
    }
  }
  return { kind: 'moved', spot: spot!, dir };
}

/**
 * Where a climber knocked off a ledge lands: the first legal spot on a lower surface along `dir`
 * (1″ to 3″ out), then turning up to 90° either way, 15° at a time. Null when there is none (it
 * stays where it is, trapped).
 */
export function landingSpot(scenario: Scenario, figure: Figure, dir: Vec2): Spot | null {
  const fromIn = standingElevationIn(scenario, figure.standsOn);
  const base = Math.atan2(dir.y, dir.x);
  for (const k of [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]) {
    const a = base + (k * Math.PI) / 12;
    for (let d = 1; d <= 3 + 1e-9; d += 0.25) {
      const at = { x: figure.x + Math.cos(a) * d, y: figure.y + Math.sin(a) * d };
      const surface = surfaceAt(scenario, figure, at);
      if (standingElevationIn(scenario, surface) >= fromIn - 1e-6) continue;
      const spot = spotIfLegal(scenario, figure.id, at, surface);
      if (spot !== null) return spot;
    }
  }
  return null;
}
