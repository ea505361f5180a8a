/**
 * The exact chance of each side winning a fight (LOTOW-GAP-08), before any die is rolled: the
 * distribution of each side's highest die (and of its best die on a Hero with Fame), combined
 * over the sides and put through the very decision the roll uses (`decideFight`); a roll-off
 * between k sides gives each 1/k (ties are rolled again, so it is fair).
 *
 * Sizes stay tiny: a side's state is (best die, best Fame die), at most 7 × 7 values whatever its
 * number of dice.
 */
import type { Fraction } from '../../../engine/fraction';
import { ZERO, fraction, fractionAdd, fractionMul } from '../../../engine/fraction';
import type { FightSide, SideTop } from './fightSides';
import { decideFight } from './fightSides';

interface TopOutcome {
  readonly top: SideTop;
  readonly p: Fraction;
}

/** The distribution of (best die, best Fame die) of one side's roll. */
export function sideTopDistribution(side: FightSide): TopOutcome[] {
  let dist = new Map<string, TopOutcome>([['0:0', { top: { top: 0, fameTop: 0 }, p: fraction(1) }]]);
  const sixth = fraction(1, 6);
  for (const fighter of side.fighters) {
    for (let d = 0; d < fighter.dice; d++) {
      const next = new Map<string, TopOutcome>();
      for (const o of dist.values()) {
        for (let face = 1; face <= 6; face++) {
          const top = Math.max(o.top.top, face);
          const fameTop = fighter.fameLeft > 0 ? Math.max(o.top.fameTop, face) : o.top.fameTop;
          const key = `${top}:${fameTop}`;
          const prev = next.get(key);
          const p = fractionMul(o.p, sixth);
          next.set(key, { top: { top, fameTop }, p: prev === undefined ? p : fractionAdd(prev.p, p) });
        }
      }
      dist = next;
    }
  }
  return [...dist.values()];
}

/** Each side's exact chance to win, in the order of `sides`. */
export function fightWinChances(sides: readonly FightSide[]): Fraction[] {
  const dists = sides.map(sideTopDistribution);
  const out: Fraction[] = sides.map(() => ZERO);
  const walk = (i: number, tops: SideTop[], p: Fraction): void => {
    if (i === dists.length) {
      const d = decideFight(sides, tops);
      if (d.kind === 'won') out[d.winner] = fractionAdd(out[d.winner]!, p);
      else for (const s of d.sides) out[s] = fractionAdd(out[s]!, fractionMul(p, fraction(1, d.sides.length)));
      return;
    }
    for (const o of dists[i]!) walk(i + 1, [...tops, o.top], fractionMul(p, o.p));
  };
  walk(0, [], fraction(1));
  return out;
}
