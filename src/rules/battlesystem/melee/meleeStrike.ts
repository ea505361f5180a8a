/**
 * One unit's strike at an enemy unit in melee, before any die (BS-MELEE-*, BS-AD-5/8, BS-AR-2,
 * BS-GAP-09/10): who attacks and why the others do not (meleeAttackers.ts), the dice (the bracketed
 * die in the first turn of a melee with this enemy, BS-AD-5), the unit's AD factors (a charge at its
 * declared target ×2 cavalry / ×1.5 infantry, BS-MELEE-AD-1/3; shaken ×0.5, BS-GAP-05), the attacked
 * figures grouped by their AR modifiers (meleeArModifiers.ts), each group's AD — its attackers,
 * second and third ranks counting half, times the factors, rounded up once (BS-GAP-09) — and the
 * hits the whole unit can take (melee casualties come from anywhere in it, BS-CAS-1).
 */
import type { Figure, Unit } from '../../../engine/model';
import type { AdFactor } from '../dice/adCount';
import type { ModifiedAr } from '../dice/armourRating';
import { modifiedAr } from '../dice/armourRating';
import type { ArModifier } from '../dice/armourRating';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf } from '../flow/bsTypes';
import { unitStatusNow } from '../morale/unitStatusNow';
import type { BsOptions } from '../profile/bsOptionSpecs';
import type { AttackDice, BsUnitProfile } from '../profile/bsProfileTypes';
import { attackDiceFor } from '../profile/attackDiceNotation';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import type { AttackerLine } from './meleeAttackers';
import { ATTACKING, HALF_AD, meleeAttackers } from './meleeAttackers';
import { meleeArModifiers } from './meleeArModifiers';

export interface MeleeArGroup {
  /** The attacked figures in the group. */
  readonly figureIds: readonly string[];
  readonly modifiers: readonly ArModifier[];
  readonly ar: ModifiedAr;
  /** Attacking figures at full and at half AD whose targets are in the group. */
  readonly full: number;
  readonly half: number;
  readonly attacks: number;
}

export interface StrikePlan {
  readonly attacker: Unit;
  readonly defender: Unit;
  readonly attackerProfile: BsUnitProfile;
  readonly defenderProfile: BsUnitProfile;
  readonly lines: readonly AttackerLine[];
  /** The first turn of a melee with this enemy (BS-AD-5). */
  readonly firstTurn: boolean;
  readonly dice: AttackDice;
  readonly factors: readonly AdFactor[];
  readonly groups: readonly MeleeArGroup[];
  readonly attacks: number;
  readonly carried: number;
  /** New hits the defender can take: its figures × Hits − hits carried. */
  readonly capHits: number;
}

const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b);

/** AD of `full` figures and `half` at 0.5 each, times `factors` (BS-AD-8, BS-GAP-09). */
export function meleeAd(full: number, half: number, factors: readonly AdFactor[], combining: BsOptions['factorCombining']): number {
  if (full + half <= 0) return 0;
  if (combining === 'roundEach') return factors.reduce((n, f) => ceilDiv(n * f.num, f.den), full + ceilDiv(half, 2));
  const num = factors.reduce((n, f) => n * f.num, 2 * full + half);
  const den = factors.reduce((d, f) => d * f.den, 2);
  return ceilDiv(num, den);
}

export function strikeFactors(state: BsState, attacker: Unit, defender: Unit, p: BsUnitProfile): AdFactor[] {
  const factors: AdFactor[] = [];
  if (bsPieceStateOf(state, attacker.id).chargedId === defender.id) {
    factors.push(p.troop === 'cavalry'
      ? { num: 2, den: 1, ruleId: 'BS-MELEE-AD-1', labelKey: 'battlesystem.factor.chargeCavalry' }
      : { num: 3, den: 2, ruleId: 'BS-MELEE-AD-3', labelKey: 'battlesystem.factor.chargeInfantry' });
  }
  if (unitStatusNow(state, attacker) === 'shaken') factors.push({ num: 1, den: 2, ruleId: 'BS-GAP-05', labelKey: 'battlesystem.factor.shaken' });
  return factors;
}

export function strikePlan(state: BsState, attacker: Unit, defender: Unit, o: BsOptions): StrikePlan {
  const ap = bsUnitProfileOf(attacker.profile);
  const dp = bsUnitProfileOf(defender.profile);
  const lines = meleeAttackers(state, attacker, defender, o);
  const firstTurn = !(bsPieceStateOf(state, attacker.id).meleeFoes ?? []).includes(defender.id);
  const factors = strikeFactors(state, attacker, defender, ap);
  const byId = new Map(state.scenario.figures.map((f) => [f.id, f]));
  const attackedIds: string[] = [];
  const attackersOf = new Map<string, Figure[]>();
  for (const l of lines) {
    if (!ATTACKING.has(l.verdict) || l.targetId === null) continue;
    if (!attackersOf.has(l.targetId)) { attackedIds.push(l.targetId); attackersOf.set(l.targetId, []); }
    const f = byId.get(l.figureId);
    if (f !== undefined) attackersOf.get(l.targetId)!.push(f);
  }
  const attacked = attackedIds.flatMap((id) => { const f = byId.get(id); return f === undefined ? [] : [{ figure: f, attackers: attackersOf.get(id)! }]; });
  const mods = meleeArModifiers(state, defender, attacked, o);
  const groupOf = new Map<string, number>();
  const raw: { figureIds: string[]; modifiers: ArModifier[]; full: number; half: number }[] = [];
  attacked.forEach((x, i) => {
    const key = mods[i]!.map((m) => m.labelKey).join('|');
    let k = raw.findIndex((g) => g.modifiers.map((m) => m.labelKey).join('|') === key);
    if (k < 0) { k = raw.length; raw.push({ figureIds: [], modifiers: mods[i]!, full: 0, half: 0 }); }
    raw[k]!.figureIds.push(x.figure.id);
    groupOf.set(x.figure.id, k);
  });
  for (const l of lines) {
    if (!ATTACKING.has(l.verdict) || l.targetId === null) continue;
    const g = raw[groupOf.get(l.targetId) ?? -1];
    if (g === undefined) continue;
    if (HALF_AD.has(l.verdict)) g.half++;
    else g.full++;
  }
  const groups: MeleeArGroup[] = raw.map((g) => ({ ...g, ar: modifiedAr(dp.ar, g.modifiers, 'melee'), attacks: meleeAd(g.full, g.half, factors, o.factorCombining) }));
  const carried = bsPieceStateOf(state, defender.id).carriedHits;
  const present = defender.memberIds.filter((id) => byId.has(id)).length;
  return {
    attacker, defender, attackerProfile: ap, defenderProfile: dp, lines, firstTurn,
    dice: attackDiceFor(ap.ad, 'melee', firstTurn), factors, groups,
    attacks: groups.reduce((s, g) => s + g.attacks, 0), carried, capHits: Math.max(0, present * dp.hits - carried),
  };
}
