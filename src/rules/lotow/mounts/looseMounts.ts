/**
 * Loose mounts (LOTOW-LOOSE-1..3, LOTOW-GAP-09; optional: option `looseMounts`, off by default).
 *
 * Which mounts are loose (LOTOW-LOOSE-1): a riderless mount that is not tethered and not held — held
 * means its rider holds the reins (`holding`) or stands in base contact with it (TV-LOTOW-23) — or
 * whose rider is gone. With the option off riderless mounts simply stay where they are.
 *
 * When (LOTOW-GAP-09, house rule): at the start of each Move phase, before anything else moves, each
 * loose mount in scenario order takes a courage test: 2d6 + its rider's Pluck (4 when it has no rider
 * on the table) ≥ option `pluckTarget` (10) passes (`lotow.looseMount`, LOTOW-LOOSE-2) and it stays.
 *
 * Where a failed mount goes (LOTOW-LOOSE-2 gives the Advantage player the choice; completion, so the
 * rules invent no choice and no randomness beyond the dice): straight away from the nearest enemy
 * figure (base edge to edge in plan; ties: scenario order), for its full move, paying for difficult
 * ground at the mount's rate (horse ×4, mule ×2, LOTOW-MTERR-1), stopping short of the first base,
 * the table edge, impassable terrain, any barrier or step higher than the free height (a loose mount
 * never jumps or climbs: no extra dice) or a change of level that is not a slope. It turns to face
 * the way it ran. No enemy on the table: it stays.
 *
 * Also here: riderless mounts never attack (LOTOW-MOUNT-5) and never count as casualties
 * (LOTOW-LOOSE-3, LOTOW-GAP-16); they do block lines of sight, being figures (LOTOW-LOOSE-3).
 */
import type { Vec2 } from '../../../geometry/point';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { radiansToDegrees } from '../../../geometry/units';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import { footprintCentre } from '../../../los/losScene';
import { mountKindOf, mountMoveIn, statOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount, riderOfMount } from './mountModel';
import { isPassenger } from './passengers';
import { spotIfLegal } from './placeBeside';

/** House rule (LOTOW-GAP-09): 2d6 + Pluck at least this passes a courage test — the default of option `pluckTarget`, which the test reads. */
export const COURAGE_PASS = 10;
/** A mount with no rider on the table tests on this Pluck. */
export const RIDERLESS_PLUCK = 4;
/** The loose mount's run is walked in steps this long, inches (it stops short by less than this). */
const STEP_IN = 0.05;
const SLACK_IN = 1e-9;

/** The mount is subject to Loose Mounts now (LOTOW-LOOSE-1). */
export function isLoose(state: LotowState, mountId: string): boolean {
  const mount = figureOf(state, mountId);
  if (!isRiderlessMount(mount) || figStateOf(state, mountId).tethered) return false;
  const rider = riderOfMount(state, mountId);
  if (rider === undefined) return true;
  const held = figStateOf(state, rider.id).holding || figuresInBaseContact(state.scenario, rider, mount!);
  return !held;
}

/** LOTOW-MOUNT-5: riderless mounts never attack; passengers never fight (LOTOW-PASS-3). */
export const canAttack = (state: LotowState, figureId: string): boolean =>
  !isRiderlessMount(figureOf(state, figureId)) && !isPassenger(state, figureId);

/** LOTOW-LOOSE-3 / LOTOW-GAP-16: a riderless (loose) mount killed is no casualty for victory. */
export const countsAsCasualty = (state: LotowState, figureId: string): boolean => !isRiderlessMount(figureOf(state, figureId));

/** The nearest enemy fighter to `mount` (not a riderless mount), edge to edge in plan. */
function nearestEnemy(scenario: Scenario, mount: Figure): Figure | undefined {
  const fp = figureFootprint(mount);
  let best: Figure | undefined;
  let bestIn = Infinity;
  for (const f of scenario.figures) {
    if (f.side === mount.side || isRiderlessMount(f)) continue;
    const d = footprintDistanceToFootprint(fp, figureFootprint(f));
    if (d < bestIn) {
      best = f;
      bestIn = d;
    }
  }
  return best;
}

/** Run `mountId` straight away from the nearest enemy (see the module comment). Returns the new state and the distance run. */
export function boltLooseMount(state: LotowState, mountId: string): { state: LotowState; distanceIn: number } {
  const mount = figureOf(state, mountId);
  if (mount === undefined) return { state, distanceIn: 0 };
  const enemy = nearestEnemy(state.scenario, mount);
  if (enemy === undefined) return { state, distanceIn: 0 };
  const start = footprintCentre(figureFootprint(mount));
  const from = footprintCentre(figureFootprint(enemy));
  const len = Math.hypot(start.x - from.x, start.y - from.y);
  // Stacked centres (never on a legal table): run south, an arbitrary but fixed choice.
  const u: Vec2 = len > SLACK_IN ? { x: (start.x - from.x) / len, y: (start.y - from.y) / len } : { x: 0, y: 1 };
  const facingDeg = ((radiansToDegrees(Math.atan2(u.x, -u.y)) % 360) + 360) % 360;
  const turned = withFigure(state, mountId, { facingDeg });
  const runner = figureOf(turned, mountId)!;
  const freeIn = optionsOf(state).freeObstacleMaxIn;
  const difficultFactor = mountKindOf(runner) === 'mule' ? 2 : 4;
  const offset = { x: mount.x - start.x, y: mount.y - start.y };
  let budgetIn = mountMoveIn(runner);
  let best: { x: number; y: number; standsOn: string | null } | null = null;
  let runIn = 0;
  for (let k = 1; ; k++) {
    const c = { x: start.x + u.x * STEP_IN * k, y: start.y + u.y * STEP_IN * k };
    const inDifficult = turned.scenario.terrain.some((p) => p.difficult && polygonContainsPoint(p.footprint, c));
    const cost = STEP_IN * (inDifficult ? difficultFactor : 1);
    if (cost > budgetIn + SLACK_IN) break;
    const at = { x: c.x + offset.x, y: c.y + offset.y };
    const spot = spotIfLegal(turned.scenario, mountId, at, runner.standsOn, freeIn);
    if (spot === null) break;
    best = spot;
    budgetIn -= cost;
    runIn = STEP_IN * k;
  }
  if (best === null) return { state, distanceIn: 0 };
  return { state: withFigure(turned, mountId, { x: best.x, y: best.y, standsOn: best.standsOn }), distanceIn: runIn };
}

/**
 * The start-of-Move-phase hook (lotowFlow's `onMovePhaseStart`): every loose mount tests its
 * courage and the ones that fail run (LOTOW-LOOSE-1/2, LOTOW-GAP-09). A no-op with the option off.
 */
export function looseMountsAtMovePhaseStart(state: LotowState, ctx: ResolveContext): LotowState {
  if (!optionsOf(state).looseMounts) return state;
  let next = state;
  const needed = optionsOf(state).pluckTarget;
  const ids = state.scenario.figures.filter((f) => isRiderlessMount(f)).map((f) => f.id);
  for (const id of ids) {
    if (!isLoose(next, id)) continue;
    const rider = riderOfMount(next, id);
    const pluck = rider === undefined ? RIDERLESS_PLUCK : statOf(rider, 'pluck', RIDERLESS_PLUCK);
    const faces = ctx.roll({ count: 2, sides: 6, purpose: 'lotow.looseMount', ruleId: 'LOTOW-LOOSE-2', figureIds: [id], params: { pluck, needed } });
    const total = faces.reduce((s, f) => s + f, 0) + pluck;
    if (total >= needed) {
      ctx.emit({ type: 'lotow.looseMountStays', ruleId: 'LOTOW-LOOSE-2', figureIds: [id], params: { total } });
      continue;
    }
    const run = boltLooseMount(next, id);
    next = run.state;
    ctx.emit({ type: 'lotow.looseMountBolts', ruleId: 'LOTOW-LOOSE-2', figureIds: [id], params: { total, distanceIn: Math.round(run.distanceIn * 100) / 100 } });
  }
  return next;
}
