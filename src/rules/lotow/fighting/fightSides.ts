/**
 * The numbers a fight is decided by (LOTOW-GAP-08), per side, and the decision itself — one
 * function shared by the roll (fightResolve.ts) and the odds (fightOdds.ts), so the preview's
 * chance is the chance of exactly what the roll does.
 *
 * - Each fighter rolls one d6 per Attack; a prone fighter (option `proneFightPenalty`, house rule)
 *   one die fewer, at least 1. Riderless mounts (LOTOW-MOUNT-5) and passengers (LOTOW-PASS-3)
 *   roll nothing. A thrown rider (LOTOW-THROWN-1 2–5, `actionsOver`) still rolls: the seed takes
 *   away only his strikes ("if his side wins the fight, he cannot strike").
 * - The side with the highest single die wins. A tie: a side whose fighters all lie down loses it
 *   to a side with one standing (house rule, `proneFightPenalty`); then the higher Fight value (the
 *   side's best; a climber who climbed into the combat has Fight 1, LOTOW-LEVEL-2); then a roll-off.
 * - Fame (LOTOW-GAP-10 house rule, option `fame: auto`): when a losing side has a Hero with Fame
 *   left, +1 on that Hero's best die is spent if it turns the loss into a win outright (never to
 *   reach a roll-off). One side spends, once per fight. Roll-offs take no Fame.
 */
import { isHero, statOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import type { Combat } from './combats';
import { roleOf } from './combats';

export interface FighterDice {
  readonly figureId: string;
  readonly dice: number;
  readonly fight: number;
  readonly prone: boolean;
  /** Fame points left (Heroes only; 0 otherwise or with option `fame: never`). */
  readonly fameLeft: number;
}

export interface FightSide {
  readonly sideId: string;
  readonly fighters: readonly FighterDice[];
  /** Every fighter lies down and the prone penalty is on: it loses ties to a standing side. */
  readonly lyingDown: boolean;
  /** The side's Fight value for ties: its best fighter's. 0 with no fighters. */
  readonly fightValue: number;
}

/** The fighting sides of a combat, in its side order. */
export function fightSidesOf(state: LotowState, combat: Combat): FightSide[] {
  const options = optionsOf(state);
  return combat.sideIds.map((sideId) => {
    const fighters: FighterDice[] = [];
    for (const id of combat.figureIds) {
      const f = figureOf(state, id);
      if (f === undefined || f.side !== sideId || roleOf(state, f) !== 'fighter') continue;
      const fs = figStateOf(state, id);
      const attacks = Math.max(1, Math.round(statOf(f, 'attacks', 1)));
      const prone = f.stance === 'prone';
      const dice = prone && options.proneFightPenalty ? Math.max(1, attacks - 1) : attacks;
      const fight = fs.fightValueOne ? 1 : statOf(f, 'fight', 3);
      const fameLeft = options.fame === 'auto' && isHero(f) ? Math.max(0, statOf(f, 'fame', 0) - (fs.fameUsed ?? 0)) : 0;
      fighters.push({ figureId: id, dice, fight, prone, fameLeft });
    }
    return {
      sideId,
      fighters,
      lyingDown: options.proneFightPenalty && fighters.length > 0 && fighters.every((x) => x.prone),
      fightValue: fighters.reduce((m, x) => Math.max(m, x.fight), 0),
    };
  });
}

/** One side's dice as the decision needs them: its best die, and its best die on a Hero with Fame. */
export interface SideTop {
  /** Highest die (0: rolled none). */
  readonly top: number;
  /** Highest die of a Hero with Fame left (0: none). */
  readonly fameTop: number;
}

export type Decision =
  | { readonly kind: 'won'; readonly winner: number; readonly fameSide: number | null }
  | { readonly kind: 'rollOff'; readonly sides: readonly number[] };

/** Winner by dice, prone ties and Fight value; or the sides that must roll off. Indices into `sides`. */
function byDice(sides: readonly FightSide[], tops: readonly number[]): { winner: number } | { rollOff: number[] } {
  const best = Math.max(...tops);
  let tied = tops.map((t, i) => (t === best ? i : -1)).filter((i) => i >= 0);
  if (tied.length > 1 && tied.some((i) => !sides[i]!.lyingDown)) tied = tied.filter((i) => !sides[i]!.lyingDown);
  if (tied.length > 1) {
    const f = Math.max(...tied.map((i) => sides[i]!.fightValue));
    tied = tied.filter((i) => sides[i]!.fightValue === f);
  }
  return tied.length === 1 ? { winner: tied[0]! } : { rollOff: tied };
}

/** The decision before any roll-off, Fame included (see the module comment). */
export function decideFight(sides: readonly FightSide[], rolled: readonly SideTop[]): Decision {
  const tops = rolled.map((r) => r.top);
  const first = byDice(sides, tops);
  if ('rollOff' in first) return { kind: 'rollOff', sides: first.rollOff };
  for (let i = 0; i < sides.length; i++) {
    if (i === first.winner || rolled[i]!.fameTop === 0) continue;
    const bumped = tops.map((t, j) => (j === i ? Math.max(t, rolled[i]!.fameTop + 1) : t));
    const again = byDice(sides, bumped);
    if ('winner' in again && again.winner === i) return { kind: 'won', winner: i, fameSide: i };
  }
  return { kind: 'won', winner: first.winner, fameSide: null };
}
