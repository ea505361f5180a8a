/**
 * Melee advantage (BS-MELEE-ADV-1/2, BS-GAP-12/14): which of two units in a melee strikes first.
 * Pure; no geometry (the caller reads facing and rear contact from the trays: contactFace.ts).
 *
 * Contract: a unit has advantage over the enemy when its status is good, some of its attacking
 * figures face the enemy, it attacks at all, and one of four conditions holds, tried in order:
 *   1 `pikes` — it has pikes, the enemy has none;
 *   2 `polearms` — it has halberds, spears, lances or polearms, the enemy none of those nor pikes;
 *   3 `rear` — every one of its attacking figures attacks the enemy's rear;
 *   4 `larger` — armed the same (the same set of melee weapon tags; missile weapons are not melee
 *     arms and are ignored, so two units with no melee tag are armed the same) and of a larger
 *     size class (S < M < L < H, BS-GAP-12).
 * Being smaller never cancels an advantage gained another way. Both with an advantage: they cancel
 * and the melee is simultaneous (BS-GAP-14), or, option `initiative`, the side named by
 * `initiativeFirst` strikes first. Symmetric: swapping the sides (and `initiativeFirst`) swaps the
 * verdict.
 */
import type { SizeClass, UnitStatus, WeaponTag } from '../profile/bsProfileTypes';
import { MISSILE_WEAPONS, SIZE_CLASSES } from '../profile/bsProfileTypes';

export type AdvantageCondition = 'pikes' | 'polearms' | 'rear' | 'larger';

export interface AdvantageSide {
  readonly weapons: readonly WeaponTag[];
  readonly size: SizeClass;
  readonly status: UnitStatus;
  /** At least some of its attacking figures face the enemy (attack with their front). */
  readonly someAttackersFaceEnemy: boolean;
  /** Every one of its attacking figures attacks the enemy's rear (BS-MELEE-ADV-1 condition 3). */
  readonly allAttackersInRear: boolean;
  /** It has at least one figure eligible to attack. */
  readonly attacks: boolean;
}

export interface AdvantageVerdict {
  /** Which side strikes first: 'a', 'b' or null (simultaneous). */
  readonly first: 'a' | 'b' | null;
  readonly a: AdvantageCondition | null;
  readonly b: AdvantageCondition | null;
  /** Both had an advantage: BS-GAP-14, they cancel (or, option 'initiative', the side named by `initiativeFirst` strikes first). */
  readonly both: boolean;
}

const POLEARMS: readonly WeaponTag[] = ['halberd', 'spear', 'lance', 'polearm'];

const hasPolearm = (w: readonly WeaponTag[]): boolean => w.some((x) => POLEARMS.includes(x));

/** The melee arms as a canonical key: the distinct non-missile tags, sorted. */
const meleeArms = (w: readonly WeaponTag[]): string =>
  [...new Set(w.filter((x) => !MISSILE_WEAPONS.includes(x)))].sort().join(',');

/** The first of the four conditions that gives `me` melee advantage over `them` (BS-MELEE-ADV-1), or null (status not good, no attacker facing the enemy, not attacking, or no condition). */
export function advantageCondition(me: AdvantageSide, them: AdvantageSide): AdvantageCondition | null {
  if (me.status !== 'good' || !me.attacks || !me.someAttackersFaceEnemy) return null;
  if (me.weapons.includes('pike') && !them.weapons.includes('pike')) return 'pikes';
  if (hasPolearm(me.weapons) && !them.weapons.includes('pike') && !hasPolearm(them.weapons)) return 'polearms';
  if (me.allAttackersInRear) return 'rear';
  if (meleeArms(me.weapons) === meleeArms(them.weapons) && SIZE_CLASSES.indexOf(me.size) > SIZE_CLASSES.indexOf(them.size)) return 'larger';
  return null;
}

/** Who strikes first in a melee of `a` and `b` (BS-MELEE-ADV-2, BS-GAP-14), with each side's advantage. */
export function meleeAdvantage(a: AdvantageSide, b: AdvantageSide, bothRule: 'cancel' | 'initiative', initiativeFirst: 'a' | 'b'): AdvantageVerdict {
  const ca = advantageCondition(a, b);
  const cb = advantageCondition(b, a);
  const both = ca !== null && cb !== null;
  const first = both ? (bothRule === 'initiative' ? initiativeFirst : null) : ca !== null ? 'a' : cb !== null ? 'b' : null;
  return { first, a: ca, b: cb, both };
}
