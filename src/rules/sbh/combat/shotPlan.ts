/**
 * A shot judged before any die (SBH-GAP-07 with this seed's rules): the one place that decides
 * whether it is allowed and what the opposed roll's modifiers are, so `check`, `preview` and
 * `resolve` agree. One line-of-sight query (with crossings).
 *
 * Checks, in order, each with its rule ID:
 *   shooter and an enemy target → not fallen or bound (SBH-GAP-10) → a ranged weapon (`shoot` band,
 *   SBH-GAP-07) → ammunition left (SBH-AMMO-1) → switched to a melee weapon and still in contact
 *   (SBH-CHARGE-1) → SBH-SHOOT-MELEE-1 (shooter in contact with an enemy; target in contact with a
 *   standing figure of another side; target in contact with a fallen friend of the shooter) → the
 *   woods (SBH-WOOD-2, -3, -5) → seen at all (SBH-COVER-1) → not through a wood neither stands in
 *   (SBH-GAP-13) → range (SBH-GAP-07: up to 3 × the band).
 *
 * DECISIONS (documented in CONTEXT.md):
 *   - "In melee" is base contact with a figure of another side. Touching only friends is not melee,
 *     so "target in contact with anyone" (TV-SBH-16) reads "anyone it could be fighting".
 *   - Base contact ACROSS A WOOD'S EDGE (one centre inside a wood, the other outside it) is not melee
 *     for shooting: the seed's own example (L27) has C and D touching across the edge and shooting
 *     each other (SBH-WOOD-4), and B shooting D.
 *   - Cover −1 is counted once: partly hidden by a terrain piece (a crossing of kind 'piece' with
 *     hiddenFraction > 0, SBH-COVER-1), the WOOD-4 contact shot or the WOOD-5 shot in a wood.
 *   - Range is base edge to base edge in plan. Within the band: no modifier; up to 2 × the band:
 *     −longRangePenalty; up to 3 ×: −2 × longRangePenalty; beyond 3 × refused. The free shot at a
 *     charger (SBH-CHARGE-2) is at Short range: no range check and no penalty.
 *   - A line whose centre passes through a wood neither figure stands in is refused (GAP-13: a wood
 *     blocks sight; area pieces never stop the LOS core's rays, so the rule reads the crossings).
 *   - +1 against a big target (SBH-GAP-07); an aimed shot: the target −1 (SBH-GAP-05).
 */
import { footprintDistanceToFootprint } from '../../../geometry/footprintDistance';
import { inchesApart, inchParam } from '../../../engine/inchesApart';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { PreviewSight } from '../../../engine/ruleset';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { lineOfSight } from '../../../los/lineOfSight';
import type { LosResult } from '../../../los/losTypes';
import { combatOf, hasFlag, shootBandOf } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import type { Stick } from '../sticks';
import { stickIn } from '../sticks';
import { gameLosScene } from '../../../engine/losScene';
import { enemiesTouching, figuresInBaseContact, figuresTouching } from '../../../engine/kit/baseContact';
import type { CombatMod, CombatSide, OpposedSetup } from './opposed';
import { figureInWood, isWood, touchesWoodEdge, woodsContaining } from './woods';

export interface ShotPlan {
  readonly shooter: Figure;
  readonly target: Figure;
  readonly band: Stick;
  /** The band's stick and the base-edge-to-base-edge range, inches. */
  readonly bandIn: number;
  readonly rangeIn: number;
  readonly free: boolean;
  readonly setup: OpposedSetup;
  readonly sight: PreviewSight | null;
}

export interface PlannedShot {
  readonly refusal: Refusal | null;
  readonly plan: ShotPlan | null;
}

export interface ShotOptions {
  readonly aimed?: boolean;
  /** The free shot at a charger (SBH-CHARGE-2): at Short range, no range check or penalty. */
  readonly free?: boolean;
}

const r2 = (n: number): number => Math.round(n * 100) / 100;

/** Whether some wood holds one of the two centres and not the other. */
export function acrossWoodEdge(state: SbhState, a: Figure, b: Figure): boolean {
  return state.scenario.terrain.some((p) => isWood(p) && figureInWood(a, p) !== figureInWood(b, p));
}

/** Base contact that counts as melee for shooting (not across a wood's edge: see the module comment). */
const meleeContact = (state: SbhState, a: Figure, b: Figure): boolean =>
  figuresInBaseContact(state.scenario, a, b) && !acrossWoodEdge(state, a, b);

/** SHOOT-MELEE-1's refusal, or null. */
function meleeRefusal(state: SbhState, shooter: Figure, target: Figure): Refusal | null {
  const foe = enemiesTouching(state.scenario, shooter).find((f) => meleeContact(state, shooter, f));
  if (foe !== undefined) {
    return refusal('sbh.shoot.shooterInMelee', 'SBH-SHOOT-MELEE-1', `${shooter.name} is in melee with ${foe.name} and cannot shoot`, { figureId: shooter.id, enemyFigureId: foe.id });
  }
  const touching = figuresTouching(state.scenario, target).filter((f) => f.side !== target.side && meleeContact(state, target, f));
  const fighting = touching.find((f) => !figStateOf(state, f.id).fallen);
  if (fighting !== undefined) {
    return refusal('sbh.shoot.targetInMelee', 'SBH-SHOOT-MELEE-1', `cannot shoot: ${target.name} is in melee with ${fighting.name}`, { targetFigureId: target.id, otherFigureId: fighting.id });
  }
  const fallenFriend = touching.find((f) => f.side === shooter.side && figStateOf(state, f.id).fallen);
  if (fallenFriend !== undefined) {
    return refusal('sbh.shoot.fallenFriend', 'SBH-SHOOT-MELEE-1', `cannot shoot: ${target.name} touches ${fallenFriend.name}, a fallen friend`, { targetFigureId: target.id, friendFigureId: fallenFriend.id });
  }
  return null;
}

interface WoodsJudgement {
  readonly refusal: Refusal | null;
  readonly mods: readonly CombatMod[];
  /** The cover the woods give (WOOD-4 / WOOD-5), so terrain cover is not counted again. */
  readonly cover: boolean;
}

/** SBH-WOOD-2..5 from the two figures' places (SBH-GAP-13 geometry). */
function judgeWoods(state: SbhState, shooter: Figure, target: Figure, rangeIn: number): WoodsJudgement {
  const sIn = woodsContaining(state.scenario, shooter);
  const tIn = woodsContaining(state.scenario, target);
  const sIds = new Set(sIn.map((w) => w.id));
  const tIds = new Set(tIn.map((w) => w.id));
  const contact = figuresInBaseContact(state.scenario, shooter, target);
  const mods: CombatMod[] = [];
  let cover = false;
  const tOnly = tIn.filter((w) => !sIds.has(w.id));
  const sOnly = sIn.filter((w) => !tIds.has(w.id));
  const shared = sIn.filter((w) => tIds.has(w.id));
  if (tOnly.length > 0) {
    if (!contact) return { refusal: refusal('sbh.shoot.intoWood', 'SBH-WOOD-2', `${shooter.name} is outside the wood and cannot shoot ${target.name} inside it`, { figureId: shooter.id, targetFigureId: target.id }), mods, cover };
    mods.push({ reason: 'woodContact', value: -1, ruleId: 'SBH-WOOD-4' });
    cover = true;
  }
  if (sOnly.length > 0 && !contact) {
    // WOOD-4: in contact across the edge the shooter inside gets no ambush bonus (and no penalty).
    if (!sOnly.every((w) => touchesWoodEdge(shooter, w))) {
      return { refusal: refusal('sbh.shoot.deepInWood', 'SBH-WOOD-3', `${shooter.name} is deep in the wood: only from its edge can it shoot out`, { figureId: shooter.id }), mods, cover };
    }
    mods.push({ reason: 'ambush', value: 1, ruleId: 'SBH-WOOD-3' });
  }
  if (shared.length > 0 && !cover) {
    const shortIn = stickIn(optionsOf(state).figureScale, 'short');
    if (rangeIn > shortIn + 1e-9) {
      const [shortText, rangeText] = inchesApart([shortIn, rangeIn]);
      return { refusal: refusal('sbh.shoot.woodBeyondShort', 'SBH-WOOD-5', `in a wood, ${target.name} can be shot only within Short (${shortText}); it is ${rangeText} away`, { targetFigureId: target.id, rangeIn: inchParam(rangeIn), shortIn: inchParam(shortIn) }), mods, cover };
    }
    mods.push({ reason: 'bothInWood', value: -1, ruleId: 'SBH-WOOD-5' });
    cover = true;
  }
  return { refusal: null, mods, cover };
}

/** A wood the centre line passes through that neither figure stands in (SBH-GAP-13), or undefined. */
function woodInBetween(state: SbhState, los: LosResult, shooter: Figure, target: Figure): string | undefined {
  for (const c of los.crossings) {
    if (c.kind !== 'piece' || c.insideIn <= 1e-6) continue;
    const piece = state.scenario.terrain.find((t) => t.id === c.id);
    if (piece !== undefined && isWood(piece) && !figureInWood(shooter, piece) && !figureInWood(target, piece)) return piece.name ?? piece.id;
  }
  return undefined;
}

/** The sight half of a shot (WOOD-2..5, COVER-1, GAP-13): the one LOS query and what the rules make of it. */
export interface SbhShotSight {
  readonly los: LosResult;
  readonly woods: WoodsJudgement;
  /** Partly hidden by a terrain piece (COVER-1's −1, unless the woods already give cover). */
  readonly terrainCover: boolean;
  /** Why the shooter may not see the target for a shot (woods, fully hidden, a wood between), or null. */
  readonly refusal: Refusal | null;
}

/** What `planShot` and `sbhSightVerdict` (the line-of-sight tool) both read: one judgement of the sight. */
export function judgeShotSight(state: SbhState, shooter: Figure, target: Figure, rangeIn: number): SbhShotSight {
  const los = lineOfSight(gameLosScene(state), shooter.id, target.id, { withRays: false, withCrossings: true });
  const woods = judgeWoods(state, shooter, target, rangeIn);
  const terrainCover = los.crossings.some((c) => c.kind === 'piece' && c.hiddenFraction > 0);
  const refused = woods.refusal ?? (() => {
    if (!los.visible) return refusal('sbh.shoot.notVisible', 'SBH-COVER-1', `${target.name} is fully hidden from ${shooter.name}`, { figureId: shooter.id, targetFigureId: target.id });
    const wood = woodInBetween(state, los, shooter, target);
    if (wood !== undefined) return refusal('sbh.shoot.throughWood', 'SBH-GAP-13', `a wood (${wood}) between ${shooter.name} and ${target.name} blocks the shot`, { figureId: shooter.id, targetFigureId: target.id, pieceName: wood });
    return null;
  })();
  return { los, woods, terrainCover, refusal: refused };
}

export function planShot(state: SbhState, shooterId: string | undefined, targetId: string | undefined, opts: ShotOptions = {}): PlannedShot {
  const shooter = figureOf(state, shooterId);
  const target = figureOf(state, targetId);
  if (shooter === undefined || target === undefined) {
    return { refusal: refusal('sbh.shoot.needsTarget', 'SBH-GAP-07', 'say who shoots and at whom (figureId, targetIds: [one enemy])'), plan: null };
  }
  if (target.side === shooter.side) return { refusal: refusal('sbh.shoot.notEnemy', 'SBH-GAP-07', `${target.name} is a friend`, { targetFigureId: target.id }), plan: null };
  const fs = figStateOf(state, shooter.id);
  if (fs.fallen || fs.bound) return { refusal: refusal('sbh.combat.down', 'SBH-GAP-10', `${shooter.name} is fallen or bound and cannot fight or shoot`, { figureId: shooter.id }), plan: null };
  const band = shootBandOf(shooter);
  if (band === null) return { refusal: refusal('sbh.shoot.noWeapon', 'SBH-GAP-07', `${shooter.name} has no ranged weapon`, { figureId: shooter.id }), plan: null };
  if (fs.outOfAmmo) return { refusal: refusal('sbh.shoot.outOfAmmo', 'SBH-AMMO-1', `${shooter.name} is out of ammunition`, { figureId: shooter.id }), plan: null };
  if (fs.meleeWeapon && enemiesTouching(state.scenario, shooter).length > 0) {
    return { refusal: refusal('sbh.shoot.meleeWeapon', 'SBH-CHARGE-1', `${shooter.name} took up a melee weapon and is still in contact`, { figureId: shooter.id }), plan: null };
  }

  const options = optionsOf(state);
  const free = opts.free === true;
  const bandIn = stickIn(options.figureScale, band);
  const rangeIn = footprintDistanceToFootprint(figureFootprint(shooter), figureFootprint(target));
  const judged = judgeShotSight(state, shooter, target, rangeIn);
  const { los, woods, terrainCover } = judged;
  const sight: PreviewSight = { observerId: shooter.id, targetId: target.id, ignoreFigureIds: [], ignorePieceIds: [], visibleFraction: los.visibleFraction, overridden: false };

  const attackerMods: CombatMod[] = [...woods.mods];
  if (terrainCover && !woods.cover) attackerMods.push({ reason: 'cover', value: -1, ruleId: 'SBH-COVER-1' });
  if (!free) {
    const bands = rangeIn <= bandIn + 1e-9 ? 1 : rangeIn <= 2 * bandIn + 1e-9 ? 2 : 3;
    if (bands > 1 && options.longRangePenalty > 0) attackerMods.push({ reason: 'range', value: -(bands - 1) * options.longRangePenalty, ruleId: 'SBH-GAP-07' });
  }
  if (hasFlag(target, 'big')) attackerMods.push({ reason: 'bigTarget', value: 1, ruleId: 'SBH-GAP-07' });
  const defenderMods: CombatMod[] = opts.aimed === true ? [{ reason: 'aimed', value: -1, ruleId: 'SBH-GAP-05' }] : [];
  const attacker: CombatSide = { figureId: shooter.id, combat: combatOf(shooter), mods: attackerMods };
  const defender: CombatSide = { figureId: target.id, combat: combatOf(target), mods: defenderMods };
  const plan: ShotPlan = { shooter, target, band, bandIn, rangeIn, free, setup: { kind: 'shoot', ruleId: 'SBH-GAP-07', attacker, defender }, sight };

  const refused = meleeRefusal(state, shooter, target) ?? judged.refusal ?? (() => {
    if (!free && rangeIn > 3 * bandIn + 1e-9) {
      const [rangeText, maxText] = inchesApart([rangeIn, 3 * bandIn]);
      return refusal('sbh.shoot.outOfRange', 'SBH-GAP-07', `${target.name} is ${rangeText} away; the weapon reaches at most ${maxText} (3 × ${r2(bandIn)}″)`, { targetFigureId: target.id, rangeIn: inchParam(rangeIn), maxIn: inchParam(3 * bandIn) });
    }
    return null;
  })();
  return { refusal: refused, plan };
}
