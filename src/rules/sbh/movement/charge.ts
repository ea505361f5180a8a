/**
 * What a charge gives the charged figure (SBH-CHARGE-1..3, SBH-GAP-11): when a figure moves into
 * base contact with an enemy that has a ranged weapon (not out of ammunition, not already in
 * melee, not fallen or bound), that enemy's side answers first — switch to a melee weapon, or test
 * Quality for a free shot (the combat family resolves `reactShoot` / `reactMelee`).
 *
 * - shortPoint (SBH-GAP-11, house rule): where the charger's straight path first comes within
 *   Short of the target, base edge to base edge; its start when it began within Short.
 * - noShot (SBH-CHARGE-3, TV-SBH-13): the charger burst from cover within Short — the target could
 *   not see it at the start of its move, nor anywhere on its path before the short point (a
 *   charger that comes into view beyond Short may be shot at: SBH-CHARGE-2). Sight is the line of
 *   sight core's verdict on the state before the move; the path is sampled every SIGHT_STEP_IN.
 */
import { figureFootprint } from '../../../engine/figureGeometry';
import { gameLosScene, losFigureOf } from '../../../engine/losScene';
import type { Figure } from '../../../engine/model';
import { surfaceAt } from '../../../engine/placement';
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import type { Vec2 } from '../../../geometry/point';
import { lineOfSight } from '../../../los/lineOfSight';
import type { LosScene } from '../../../los/losScene';
import { losSceneWithFigure } from '../../../los/losScene';
import { shootBandOf } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import { stickIn } from '../sticks';
import type { PendingReaction } from '../sbhTypes';
import { slideUntilWithin } from './moveGeometry';
import { enemiesInContact } from './moveModel';

/** The charger's path is checked for sight this often (inches) between its start and the short point. */
export const SIGHT_STEP_IN = 0.25;

/** Why a charged figure gets no reaction (null when it gets one). */
export type NoReactionWhy = 'noRangedWeapon' | 'outOfAmmo' | 'inMelee' | 'fallen' | 'bound';

export function noReactionWhy(stateBefore: SbhState, chargerId: string, target: Figure): NoReactionWhy | null {
  if (shootBandOf(target) === null) return 'noRangedWeapon';
  const fs = figStateOf(stateBefore, target.id);
  if (fs.outOfAmmo) return 'outOfAmmo';
  if (fs.fallen) return 'fallen';
  if (fs.bound) return 'bound';
  if (enemiesInContact(stateBefore, target.id).some((id) => id !== chargerId)) return 'inMelee';
  return null;
}

/** Whether `observerId` sees figure `seen` with its centre moved to `at` (null: where it stands), in `scene`. */
function sees(stateBefore: SbhState, scene: LosScene, observerId: string, seen: Figure, at: Vec2 | null): boolean {
  let s = scene;
  if (at !== null) {
    const moved: Figure = { ...seen, x: at.x, y: at.y, standsOn: surfaceAt(stateBefore.scenario, seen, at) };
    s = losSceneWithFigure(scene, losFigureOf(stateBefore.scenario, moved));
  }
  return lineOfSight(s, observerId, seen.id, { withCrossings: false, withRays: false }).visible;
}

/**
 * The reaction a charge from where the charger stands in `stateBefore` to base centre `to` gives
 * the charged figure (`targetId`, else the nearest enemy in contact at `to`), or null when that
 * figure gets none (no ranged weapon, out of ammunition, already in melee, fallen, bound) or
 * nobody is charged. Pure.
 */
export function chargeReactionOf(stateBefore: SbhState, chargerId: string, to: Vec2, targetId?: string): PendingReaction | null {
  const charger = figureOf(stateBefore, chargerId);
  if (charger === undefined) return null;
  const start = { x: charger.x, y: charger.y };
  const fp = figureFootprint(charger);
  const endFp = figureFootprint(charger, to);
  let target: Figure | undefined;
  if (targetId !== undefined) target = figureOf(stateBefore, targetId);
  else {
    let best = Infinity;
    for (const o of stateBefore.scenario.figures) {
      if (o.side === charger.side) continue;
      const d = footprintDistanceToFootprint(endFp, figureFootprint(o));
      if (d <= BASE_CONTACT_TOLERANCE_IN && d < best) { best = d; target = o; }
    }
  }
  if (target === undefined || target.side === charger.side) return null;
  if (noReactionWhy(stateBefore, chargerId, target) !== null) return null;

  const shortIn = stickIn(optionsOf(stateBefore).figureScale, 'short');
  const targetFp = figureFootprint(target);
  const lengthIn = Math.hypot(to.x - start.x, to.y - start.y);
  let sShort = 0;
  if (lengthIn > 0 && footprintDistanceToFootprint(fp, targetFp) > shortIn) {
    const u = { x: (to.x - start.x) / lengthIn, y: (to.y - start.y) / lengthIn };
    const s = slideUntilWithin(fp, start, u, lengthIn, targetFp, shortIn);
    sShort = Number.isFinite(s) ? s : lengthIn;
  }
  const at = (s: number): Vec2 => (lengthIn === 0 ? start : { x: start.x + ((to.x - start.x) * s) / lengthIn, y: start.y + ((to.y - start.y) * s) / lengthIn });
  const shortPoint = at(sShort);

  // SBH-CHARGE-3: hidden at the start, and still hidden everywhere on the path beyond Short.
  let noShot = false;
  const scene = gameLosScene(stateBefore);
  if (!sees(stateBefore, scene, target.id, charger, null)) {
    noShot = true;
    for (let s = SIGHT_STEP_IN; s < sShort - 1e-9; s += SIGHT_STEP_IN) {
      if (sees(stateBefore, scene, target.id, charger, at(s))) { noShot = false; break; }
    }
  }
  return {
    chargerId,
    targetId: target.id,
    shortPoint: { x: shortPoint.x, y: shortPoint.y },
    shortStandsOn: surfaceAt(stateBefore.scenario, charger, shortPoint),
    noShot,
  };
}
