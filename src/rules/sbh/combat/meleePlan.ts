/**
 * A melee attack judged before any die (SBH-GAP-06): allowed or not, and each side's modifiers.
 *
 * Modifiers (each side's own total):
 *   - −1 for each enemy in base contact beyond the first (enemies that fight: not fallen or bound);
 *   - +1 big (profile flag `big`: bigger or mounted);
 *   - the defender +1 for defending higher ground or an obstacle (one +1, not both) —
 *     DECISION, from terrain facts only: higher ground = the defender's base stands higher than the
 *     attacker's (engine/figureGeometry.ts elevations); an obstacle = a barrier piece (sight 'solid',
 *     cover other than 'none', not a standable top, not impassable: a wall, fence, hedge, trough)
 *     that the segment between the two base centres crosses, and that neither stands on;
 *   - power blow (params.powerBlow, 2 actions, SBH-GAP-05): the defender −1;
 *   - hesitant (failed SBH-CHARGE-2): −1 in its first round of combat (cleared by the roll).
 * A fallen or bound figure has no modifier for it: it dies on any loss (opposed.ts).
 */
import type { Vec2 } from '../../../geometry/point';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { segmentIntersectsSegment } from '../../../geometry/segment';
import { figureElevationIn } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { TerrainPiece } from '../../../los/terrain';
import { combatOf, hasFlag } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { enemiesTouching, figuresInBaseContact } from '../../../engine/kit/baseContact';
import type { CombatMod, CombatSide, OpposedSetup } from './opposed';

export interface MeleePlan {
  readonly attacker: Figure;
  readonly defender: Figure;
  readonly setup: OpposedSetup;
}

export interface PlannedMelee {
  readonly refusal: Refusal | null;
  readonly plan: MeleePlan | null;
}

/** A barrier a defender may fight behind (see the module comment). */
export const isBarrier = (p: TerrainPiece): boolean => p.sight === 'solid' && p.cover !== 'none' && !p.standableTop && !p.impassable;

function segmentCrossesPolygon(a: Vec2, b: Vec2, poly: readonly Vec2[]): boolean {
  if (polygonContainsPoint(poly, a) || polygonContainsPoint(poly, b)) return true;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) if (segmentIntersectsSegment(a, b, poly[j]!, poly[i]!)) return true;
  return false;
}

/** The barrier between two figures in contact, or undefined. */
export function barrierBetween(state: SbhState, a: Figure, b: Figure): TerrainPiece | undefined {
  const pa = { x: a.x, y: a.y };
  const pb = { x: b.x, y: b.y };
  return state.scenario.terrain.find((p) => isBarrier(p) && p.id !== a.standsOn && p.id !== b.standsOn && segmentCrossesPolygon(pa, pb, p.footprint));
}

/** Enemies in contact that fight: neither fallen nor bound (the −1 per extra enemy, SBH-GAP-06). */
const fightingEnemiesTouching = (state: SbhState, figure: Figure): Figure[] =>
  enemiesTouching(state.scenario, figure).filter((f) => {
    const fs = figStateOf(state, f.id);
    return !fs.fallen && !fs.bound;
  });

function ownMods(state: SbhState, f: Figure): CombatMod[] {
  const mods: CombatMod[] = [];
  const extra = fightingEnemiesTouching(state, f).length - 1;
  if (extra > 0) mods.push({ reason: 'outnumbered', value: -extra, ruleId: 'SBH-GAP-06' });
  if (hasFlag(f, 'big')) mods.push({ reason: 'big', value: 1, ruleId: 'SBH-GAP-06' });
  if (figStateOf(state, f.id).hesitant) mods.push({ reason: 'hesitant', value: -1, ruleId: 'SBH-CHARGE-2' });
  return mods;
}

/** Both sides of a melee roll between `attacker` and `defender` (in contact or not: see planAttack). */
export function meleeSetup(state: SbhState, attacker: Figure, defender: Figure, powerBlow: boolean): OpposedSetup {
  const defenderMods = ownMods(state, defender);
  if (figureElevationIn(state.scenario, defender) > figureElevationIn(state.scenario, attacker) + 1e-6) {
    defenderMods.push({ reason: 'higherGround', value: 1, ruleId: 'SBH-GAP-06' });
  } else if (barrierBetween(state, attacker, defender) !== undefined) {
    defenderMods.push({ reason: 'obstacle', value: 1, ruleId: 'SBH-GAP-06' });
  }
  if (powerBlow) defenderMods.push({ reason: 'powerBlow', value: -1, ruleId: 'SBH-GAP-05' });
  const a: CombatSide = { figureId: attacker.id, combat: combatOf(attacker), mods: ownMods(state, attacker) };
  const d: CombatSide = { figureId: defender.id, combat: combatOf(defender), mods: defenderMods };
  return { kind: 'melee', ruleId: 'SBH-GAP-06', attacker: a, defender: d };
}

export function planAttack(state: SbhState, attackerId: string | undefined, defenderId: string | undefined, powerBlow: boolean): PlannedMelee {
  const attacker = figureOf(state, attackerId);
  const defender = figureOf(state, defenderId);
  if (attacker === undefined || defender === undefined) {
    return { refusal: refusal('sbh.attack.needsTarget', 'SBH-GAP-06', 'say who attacks whom (figureId, targetIds: [one enemy in contact])'), plan: null };
  }
  if (defender.side === attacker.side) return { refusal: refusal('sbh.attack.notEnemy', 'SBH-GAP-06', `${defender.name} is a friend`, { targetFigureId: defender.id }), plan: null };
  const fs = figStateOf(state, attacker.id);
  if (fs.fallen || fs.bound) return { refusal: refusal('sbh.combat.down', 'SBH-GAP-10', `${attacker.name} is fallen or bound and cannot fight or shoot`, { figureId: attacker.id }), plan: null };
  const plan: MeleePlan = { attacker, defender, setup: meleeSetup(state, attacker, defender, powerBlow) };
  if (!figuresInBaseContact(state.scenario, attacker, defender)) {
    return { refusal: refusal('sbh.attack.notInContact', 'SBH-GAP-06', `${attacker.name} is not in base contact with ${defender.name}`, { figureId: attacker.id, targetFigureId: defender.id }), plan };
  }
  return { refusal: null, plan };
}
