/**
 * The exact chances of an opposed roll (SBH-GAP-06/07) before any die: every pair of faces (36, or
 * the attack die's distribution with the ammunition re-roll replacing a 1, SBH-GAP-12 'replace')
 * with its probability, run through the same `classifyTotals` / `loserEffect` the resolve uses.
 * Fractions are exact (engine/fraction.ts).
 */
import type { Fraction } from '../../../engine/fraction';
import { ZERO, fraction, fractionAdd, fractionMul } from '../../../engine/fraction';
import type { CombatKind, LoserEffect } from './opposed';
import { classifyTotals, loserEffect } from './opposed';

export interface OpposedOdds {
  /** The attacker's total beats the defender's. */
  readonly win: Fraction;
  readonly tie: Fraction;
  /** The defender's total is higher (in melee the attacker then suffers; a shot misses). */
  readonly lose: Fraction;
  /** The defender recoils or falls / is killed / is killed gruesomely (a fallen or bound defender is killed on any loss). */
  readonly defenderBeaten: Fraction;
  readonly defenderKilled: Fraction;
  readonly defenderGruesome: Fraction;
  /** Melee only: the attacker beaten (recoil or fall) or killed (doubled or tripled). */
  readonly attackerBeaten: Fraction;
  readonly attackerKilled: Fraction;
}

export interface OddsInput {
  readonly kind: CombatKind;
  /** Combat + modifiers of each side (the die is added). */
  readonly attackerBase: number;
  readonly defenderBase: number;
  readonly attackerDiesOnLoss: boolean;
  readonly defenderDiesOnLoss: boolean;
  /** The attack die's faces 1–6 with their chances (the ammunition re-roll may reshape it). */
  readonly attackDie: readonly Fraction[];
}

const SIXTH = fraction(1, 6);
export const FAIR_DIE: readonly Fraction[] = [SIXTH, SIXTH, SIXTH, SIXTH, SIXTH, SIXTH];
/** The attack die when a 1 is re-rolled and replaced (SBH-GAP-12 'replace'): 1 → 1/36, 2–6 → 7/36 each. */
export const REPLACED_ONE_DIE: readonly Fraction[] = [fraction(1, 36), ...[2, 3, 4, 5, 6].map(() => fraction(7, 36))];

const isBeaten = (e: LoserEffect): boolean => e === 'recoil' || e === 'fall';
const isKilled = (e: LoserEffect): boolean => e === 'killed' || e === 'gruesome';

export function opposedOdds(input: OddsInput): OpposedOdds {
  const acc = { win: ZERO, tie: ZERO, lose: ZERO, defenderBeaten: ZERO, defenderKilled: ZERO, defenderGruesome: ZERO, attackerBeaten: ZERO, attackerKilled: ZERO };
  const add = (k: keyof typeof acc, p: Fraction) => { acc[k] = fractionAdd(acc[k], p); };
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      const p = fractionMul(input.attackDie[a - 1] ?? ZERO, SIXTH);
      const { winner, degree } = classifyTotals(a + input.attackerBase, d + input.defenderBase);
      if (winner === null) { add('tie', p); continue; }
      if (winner === 'attacker') {
        add('win', p);
        // Parity does not matter for the chances of "beaten": recoil and fall both count.
        const e = loserEffect(degree, input.defenderDiesOnLoss, a, 'odd');
        if (isBeaten(e)) add('defenderBeaten', p);
        if (isKilled(e)) add('defenderKilled', p);
        if (e === 'gruesome') add('defenderGruesome', p);
      } else {
        add('lose', p);
        if (input.kind === 'melee') {
          const e = loserEffect(degree, input.attackerDiesOnLoss, d, 'odd');
          if (isBeaten(e)) add('attackerBeaten', p);
          if (isKilled(e)) add('attackerKilled', p);
        }
      }
    }
  }
  return acc;
}
