/**
 * The one opposed roll of SBH melee and shooting (SBH-GAP-06 / SBH-GAP-07, [medium]): the attacker
 * rolls 1d6 + Combat + modifiers, the defender 1d6 + Combat + modifiers; the higher total wins, a
 * tie does nothing. The loser is
 *   - beaten (winner's total > loser's): it recoils one base depth straight away from the winner,
 *     or falls — option `recoilOn`: 'odd' = recoil when the WINNER's die is odd, fall when even
 *     (the reverse with 'even'); a recoil that cannot be made (off the table, into another base or
 *     impassable terrain at the end point) is a fall instead;
 *   - doubled (winner ≥ 2 × loser): killed;
 *   - tripled (winner ≥ 3 × loser): a gruesome kill — every friend of the victim within Long (base
 *     edge to base edge, from where it died) tests morale (queued, reason `sbh.morale.why.gruesome`).
 *   A fallen or bound loser dies on any loss (a gruesome kill still if tripled).
 * Totals of 0 or less: DECISION — for doubling and tripling the loser's total counts as at least 1
 * (winner 2 against 0 is doubled, 1 against 0 only beaten, 3 against −2 tripled), so a modifier that
 * takes a total below 1 cannot make every win a gruesome kill. Ties and wins compare the raw totals.
 * Shooting (SBH-GAP-07): only the target can lose; a shooter whose total is lower simply misses.
 *
 * Dice: one d6 each (`sbh.combat.attacker`, then `sbh.combat.defender`); for a shot with the
 * ammunition option (SBH-AMMO-1) an attack die showing 1 is rolled again (`sbh.ammo.reroll`, a reroll in
 * the dice log): odd → out of ammunition; option `ammoReroll` (SBH-GAP-12): 'keepOne' keeps the 1 as
 * the attack's die, 'replace' uses the re-roll.
 */
import type { Vec2 } from '../../../geometry/point';
import { footprintDistanceToFootprint } from '../../../geometry/footprintDistance';
import { mmToInches } from '../../../geometry/units';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import { placementProblems, surfaceAt } from '../../../engine/placement';
import type { ResolveContext } from '../../../engine/ruleset';
import { queueMorale, removeFigure } from '../casualties';
import type { SbhState } from '../sbhTypes';
import { figStateOf, withFigState } from '../sbhTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import { stickIn } from '../sticks';

export type CombatKind = 'melee' | 'shoot';

/** Why a total is modified: the reason names the words (`sbh.combat.mod.<reason>`). */
export type ModReason =
  | 'outnumbered' | 'big' | 'higherGround' | 'obstacle' | 'powerBlow' | 'hesitant'
  | 'cover' | 'woodContact' | 'bothInWood' | 'ambush' | 'range' | 'aimed' | 'bigTarget';

/** The words of each reason (literal keys, so the locale test finds them). */
export const MOD_LABEL_KEYS: Readonly<Record<ModReason, string>> = {
  outnumbered: 'sbh.combat.mod.outnumbered',
  big: 'sbh.combat.mod.big',
  higherGround: 'sbh.combat.mod.higherGround',
  obstacle: 'sbh.combat.mod.obstacle',
  powerBlow: 'sbh.combat.mod.powerBlow',
  hesitant: 'sbh.combat.mod.hesitant',
  cover: 'sbh.combat.mod.cover',
  woodContact: 'sbh.combat.mod.woodContact',
  bothInWood: 'sbh.combat.mod.bothInWood',
  ambush: 'sbh.combat.mod.ambush',
  range: 'sbh.combat.mod.range',
  aimed: 'sbh.combat.mod.aimed',
  bigTarget: 'sbh.combat.mod.bigTarget',
};

export interface CombatMod {
  readonly reason: ModReason;
  readonly value: number;
  readonly ruleId: string;
}

/** One side of the roll: who, its Combat and its modifiers. */
export interface CombatSide {
  readonly figureId: string;
  readonly combat: number;
  readonly mods: readonly CombatMod[];
}

export interface OpposedSetup {
  readonly kind: CombatKind;
  /** SBH-GAP-06 (melee) or SBH-GAP-07 (shooting). */
  readonly ruleId: string;
  readonly attacker: CombatSide;
  readonly defender: CombatSide;
}

export const modTotal = (mods: readonly CombatMod[]): number => mods.reduce((t, m) => t + m.value, 0);
export const baseTotal = (side: CombatSide): number => side.combat + modTotal(side.mods);

export type Degree = 'beaten' | 'doubled' | 'tripled';

/** Who wins two totals and by how much (see the module comment for totals below 1). */
export function classifyTotals(attackerTotal: number, defenderTotal: number): { winner: 'attacker' | 'defender' | null; degree: Degree | null } {
  if (attackerTotal === defenderTotal) return { winner: null, degree: null };
  const winner = attackerTotal > defenderTotal ? 'attacker' : 'defender';
  const w = Math.max(attackerTotal, defenderTotal);
  const l = Math.max(1, Math.min(attackerTotal, defenderTotal));
  return { winner, degree: w >= 3 * l ? 'tripled' : w >= 2 * l ? 'doubled' : 'beaten' };
}

/** What happens to the loser. */
export type LoserEffect = 'none' | 'recoil' | 'fall' | 'killed' | 'gruesome';

/**
 * The effect on the loser: `loserDiesOnLoss` for a fallen or bound loser; `winnerDie` sets recoil
 * or fall by its parity (option recoilOn).
 */
export function loserEffect(degree: Degree | null, loserDiesOnLoss: boolean, winnerDie: number, recoilOn: 'odd' | 'even'): LoserEffect {
  if (degree === null) return 'none';
  if (degree === 'tripled') return 'gruesome';
  if (degree === 'doubled' || loserDiesOnLoss) return 'killed';
  return (winnerDie % 2 === 1) === (recoilOn === 'odd') ? 'recoil' : 'fall';
}

export interface OpposedRoll {
  readonly attackerDie: number;
  readonly defenderDie: number;
  readonly attackerTotal: number;
  readonly defenderTotal: number;
  readonly winner: 'attacker' | 'defender' | null;
  readonly degree: Degree | null;
  /** SBH-AMMO-1: the re-rolled 1 came up odd. */
  readonly outOfAmmo: boolean;
}

/** Roll the dice of an opposed roll (and the ammunition re-roll of a shot). */
export function rollOpposed(state: SbhState, setup: OpposedSetup, ctx: ResolveContext): OpposedRoll {
  const { attacker, defender, ruleId, kind } = setup;
  const figureIds = [attacker.figureId, defender.figureId];
  let attackerDie = ctx.roll({ count: 1, sides: 6, purpose: 'sbh.combat.attacker', ruleId, figureIds })[0] ?? 1;
  const defenderDie = ctx.roll({ count: 1, sides: 6, purpose: 'sbh.combat.defender', ruleId, figureIds })[0] ?? 1;
  let outOfAmmo = false;
  const options = optionsOf(state);
  if (kind === 'shoot' && options.ammunition && attackerDie === 1) {
    const again = ctx.reroll([attackerDie], [0], { sides: 6, purpose: 'sbh.ammo.reroll', ruleId: 'SBH-AMMO-1', figureIds: [attacker.figureId] })[0] ?? 1;
    outOfAmmo = again % 2 === 1;
    if (options.ammoReroll === 'replace') attackerDie = again;
  }
  const attackerTotal = attackerDie + baseTotal(attacker);
  const defenderTotal = defenderDie + baseTotal(defender);
  return { attackerDie, defenderDie, attackerTotal, defenderTotal, ...classifyTotals(attackerTotal, defenderTotal), outOfAmmo };
}

/** A base's depth (SBH-GAP-06's recoil): a round base's diameter, else its length along the facing, inches. */
export function baseDepthIn(f: Figure): number {
  return mmToInches(f.base.shape === 'round' ? f.base.diameterMm : f.base.lengthMm);
}

/** Where a recoil one base depth straight away from `from` ends, or null when it cannot be made. */
export function recoilPoint(state: SbhState, loser: Figure, from: Figure): { at: Vec2; standsOn: string | null } | null {
  let dx = loser.x - from.x;
  let dy = loser.y - from.y;
  let len = Math.hypot(dx, dy);
  if (len < 1e-9) {
    // Stacked centres: back away opposite the loser's facing.
    const rad = (loser.facingDeg * Math.PI) / 180;
    dx = -Math.sin(rad);
    dy = Math.cos(rad);
    len = 1;
  }
  const depth = baseDepthIn(loser);
  const at = { x: loser.x + (dx / len) * depth, y: loser.y + (dy / len) * depth };
  const standsOn = surfaceAt(state.scenario, loser, at);
  return placementProblems(state.scenario, loser.id, at, standsOn).length === 0 ? { at, standsOn } : null;
}

/** Friends of `victim` within Long of it (base edge to base edge): who tests after a gruesome kill. */
export function gruesomeWitnesses(state: SbhState, victim: Figure): Figure[] {
  const longIn = stickIn(optionsOf(state).figureScale, 'long');
  const fp = figureFootprint(victim);
  return state.scenario.figures.filter((f) => f.side === victim.side && f.id !== victim.id && footprintDistanceToFootprint(fp, figureFootprint(f)) <= longIn + 1e-9);
}

/** Kill `loser` (a gruesome kill queues its friends' morale tests). */
export function killFigure(state: SbhState, loser: Figure, gruesome: boolean, ruleId: string, ctx: ResolveContext): SbhState {
  const witnesses = gruesome ? gruesomeWitnesses(state, loser) : [];
  if (gruesome) ctx.emit({ type: 'sbh.combat.gruesome', ruleId, params: { figureId: loser.id, count: witnesses.length } });
  const next = removeFigure(state, loser.id, 'killed', ruleId, ctx);
  return gruesome ? queueMorale(next, witnesses.map((w) => ({ figureId: w.id, reasonKey: 'sbh.morale.why.gruesome', ruleId }))) : next;
}

export interface ApplyOptions {
  /** A beaten loser falls where it stands instead of recoiling (the charger shot at its short point, SBH-GAP-11). */
  readonly beatenFalls?: boolean;
}

/**
 * The roll's consequences: hesitation spent (melee), ammunition, the events, and the loser's fate.
 * Returns the new state and the effect on the loser.
 */
export function applyOpposed(state: SbhState, setup: OpposedSetup, roll: OpposedRoll, ctx: ResolveContext, opts: ApplyOptions = {}): { state: SbhState; effect: LoserEffect; loserId: string | null } {
  const { attacker, defender, ruleId, kind } = setup;
  let next = state;
  if (kind === 'melee') {
    // SBH-CHARGE-2: the −1 is for the first round of combat only.
    for (const id of [attacker.figureId, defender.figureId]) if (figStateOf(next, id).hesitant) next = withFigState(next, id, { hesitant: false });
  }
  if (roll.outOfAmmo) {
    next = withFigState(next, attacker.figureId, { outOfAmmo: true });
    ctx.emit({ type: 'sbh.ammo.out', ruleId: 'SBH-AMMO-1', params: { figureId: attacker.figureId } });
  }
  ctx.emit({
    type: 'sbh.combat.rolled', ruleId,
    params: { attackerFigureId: attacker.figureId, defenderFigureId: defender.figureId, attackerTotal: roll.attackerTotal, defenderTotal: roll.defenderTotal },
  });
  if (roll.winner === null) {
    ctx.emit({ type: 'sbh.combat.tie', ruleId, params: { attackerFigureId: attacker.figureId, defenderFigureId: defender.figureId } });
    return { state: next, effect: 'none', loserId: null };
  }
  if (kind === 'shoot' && roll.winner === 'defender') {
    ctx.emit({ type: 'sbh.combat.missed', ruleId, params: { attackerFigureId: attacker.figureId, defenderFigureId: defender.figureId } });
    return { state: next, effect: 'none', loserId: null };
  }
  const loserId = roll.winner === 'attacker' ? defender.figureId : attacker.figureId;
  const winnerId = roll.winner === 'attacker' ? attacker.figureId : defender.figureId;
  const winnerDie = roll.winner === 'attacker' ? roll.attackerDie : roll.defenderDie;
  const loser = figureOf(next, loserId);
  const winner = figureOf(next, winnerId);
  if (loser === undefined || winner === undefined) return { state: next, effect: 'none', loserId: null };
  const ls = figStateOf(next, loserId);
  let effect = loserEffect(roll.degree, ls.fallen || ls.bound, winnerDie, optionsOf(next).recoilOn);
  if (effect === 'recoil' && opts.beatenFalls === true) effect = 'fall';
  if (effect === 'killed' || effect === 'gruesome') return { state: killFigure(next, loser, effect === 'gruesome', ruleId, ctx), effect, loserId };
  if (effect === 'recoil') {
    const to = recoilPoint(next, loser, winner);
    if (to !== null) {
      ctx.emit({ type: 'sbh.combat.recoiled', ruleId, params: { figureId: loserId, fromFigureId: winnerId } });
      return { state: withFigure(next, loserId, { x: to.at.x, y: to.at.y, standsOn: to.standsOn }), effect, loserId };
    }
    ctx.emit({ type: 'sbh.combat.recoilBlocked', ruleId, params: { figureId: loserId } });
    effect = 'fall';
  }
  ctx.emit({ type: 'sbh.combat.fell', ruleId, params: { figureId: loserId } });
  return { state: withFigState(next, loserId, { fallen: true }), effect, loserId };
}
