/**
 * The modifiers of one melee pair (BP-GAP-12, BP-GAP-15, BP-GAP-11) and its exact odds.
 *
 * Each side rolls 1d6 and adds:
 *   - +1 charging (BP-GAP-12): every fighter of the charging actor;
 *   - +1 bayonet or sabre (BP-GAP-12): profile `melee` not `none`;
 *   - +1 cavalry vs infantry in the open (BP-GAP-12): a rider with a sound horse fighting a foot
 *     fighter that is in the open — READING: not inside a piece that gives it cover (BP-COVER-2) and
 *     no covering piece of a level that covers infantry crosses the line between the two base
 *     centres (BP-COVER-1), whoever's side of it the obstacle stands on (at base contact a wall is
 *     "both men's own"; the shooter's-own-obstacle exception of fire does not apply to melee).
 *     Either side may have it: a rider charged by infantry caught in the open gets it too;
 *   - +`cavalryChargeBonus` (1) for a rider charging (BP-GAP-15);
 *   - a wounded horse (`horseWounded`, BP-DMG-3) gives neither cavalry bonus;
 *   - a Suppressed fighter (the catalog is silent; option `meleeSuppressed`): −1 (default), or it
 *     does not fight at all (`noFight`: it rolls no die and loses).
 * The higher total wins; equal totals tie (both Suppressed, or both roll again: option `meleeTie`).
 */
import type { Fraction } from '../../../engine/fraction';
import { ONE, ZERO, fraction, fractionAdd, fractionComplement, fractionMul, fractionSub } from '../../../engine/fraction';
import type { Figure } from '../../../engine/model';
import { probAtLeast } from '../../../engine/odds';
import { targetCover } from '../cover/targetCover';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { fireScene } from '../families/fireTerms';
import type { BpOptions } from '../profile/bpOptionsType';
import { optionsOf } from '../profile/bpOptions';
import { bpProfileOf, isCavalry } from '../profile/bpProfile';

export type MeleeModReason = 'charging' | 'weapon' | 'cavalryInOpen' | 'cavalryCharge' | 'suppressed';
export interface MeleeMod {
  readonly reason: MeleeModReason;
  readonly value: number;
  readonly ruleId: 'BP-GAP-11' | 'BP-GAP-12' | 'BP-GAP-15';
}

export interface MeleeSide {
  readonly figureId: string;
  readonly mods: readonly MeleeMod[];
  /** The sum of `mods`. */
  readonly modifier: number;
  /** False: Suppressed under `meleeSuppressed: 'noFight'`, it rolls no die and loses. */
  readonly fights: boolean;
}

export interface MeleeTerms {
  readonly charger: MeleeSide;
  readonly defender: MeleeSide;
}

/** What one side's modifiers are read from (plain values, so the table tests need no table). */
export interface MeleeFighter {
  readonly figureId: string;
  readonly charging: boolean;
  readonly cavalry: boolean;
  readonly horseWounded: boolean;
  readonly suppressed: boolean;
  /** Bayonet or sabre (profile `melee`). */
  readonly armed: boolean;
  /** The opponent is a foot fighter in the open (see the reading above). */
  readonly opponentFootInOpen: boolean;
}

export function meleeSide(f: MeleeFighter, o: Pick<BpOptions, 'cavalryChargeBonus' | 'meleeSuppressed'>): MeleeSide {
  const mods: MeleeMod[] = [];
  const cavalry = f.cavalry && !f.horseWounded;
  if (f.charging) mods.push({ reason: 'charging', value: 1, ruleId: 'BP-GAP-12' });
  if (f.armed) mods.push({ reason: 'weapon', value: 1, ruleId: 'BP-GAP-12' });
  if (cavalry && f.opponentFootInOpen) mods.push({ reason: 'cavalryInOpen', value: 1, ruleId: 'BP-GAP-12' });
  if (cavalry && f.charging && o.cavalryChargeBonus !== 0) mods.push({ reason: 'cavalryCharge', value: o.cavalryChargeBonus, ruleId: 'BP-GAP-15' });
  const noFight = f.suppressed && o.meleeSuppressed === 'noFight';
  if (f.suppressed && !noFight) mods.push({ reason: 'suppressed', value: -1, ruleId: 'BP-GAP-11' });
  return { figureId: f.figureId, mods, modifier: mods.reduce((s, m) => s + m.value, 0), fights: !noFight };
}

/** Whether `foot` (infantry) is in the open against `other` in melee (the reading above). */
export function footInOpen(state: BpState, foot: Figure, other: Figure): boolean {
  if (isCavalry(foot)) return false;
  const tc = targetCover({ scenario: state.scenario, shooter: other, target: foot, thresholds: optionsOf(state).obstacleLevels, scene: fireScene(state), targetCavalry: false });
  return !tc.inCover && !tc.ignored.some((i) => i.reason === 'shootersOwn');
}

function fighterOf(state: BpState, f: Figure, opponent: Figure, charging: boolean): MeleeFighter {
  const fs = bpFigStateOf(state, f.id);
  const cavalry = isCavalry(f);
  return {
    figureId: f.id, charging, cavalry, horseWounded: fs.horseWounded, suppressed: fs.suppressed,
    armed: bpProfileOf(f).melee !== 'none',
    opponentFootInOpen: cavalry && !fs.horseWounded && footInOpen(state, opponent, f),
  };
}

/** The terms of `charger` (charging) against `defender`, as they stand now. Throws on an unknown id. */
export function meleeTerms(state: BpState, chargerFigureId: string, defenderFigureId: string): MeleeTerms {
  const c = state.scenario.figures.find((f) => f.id === chargerFigureId);
  const d = state.scenario.figures.find((f) => f.id === defenderFigureId);
  if (c === undefined || d === undefined) throw new Error(`meleeTerms: no figure ${c === undefined ? chargerFigureId : defenderFigureId}`);
  const o = optionsOf(state);
  return { charger: meleeSide(fighterOf(state, c, d, true), o), defender: meleeSide(fighterOf(state, d, c, false), o) };
}

export type MeleeResult = 'chargerWins' | 'defenderWins' | 'tie';

/** Who wins on these faces (a side that does not fight rolls none: its face is ignored). */
export function meleeVerdict(chargerFace: number, defenderFace: number, terms: MeleeTerms): MeleeResult {
  const { charger: c, defender: d } = terms;
  if (!c.fights || !d.fights) return c.fights === d.fights ? 'tie' : c.fights ? 'chargerWins' : 'defenderWins';
  const diff = chargerFace + c.modifier - (defenderFace + d.modifier);
  return diff > 0 ? 'chargerWins' : diff < 0 ? 'defenderWins' : 'tie';
}

export interface MeleeOdds {
  readonly chargerWins: Fraction;
  readonly tie: Fraction;
  readonly defenderWins: Fraction;
}

/**
 * Exact odds of the melee's end. Computed from the thresholds (for each defender face, the charger
 * needs more than it plus the difference), not from `meleeVerdict`, so the brute-force test checks
 * one against the other. With `meleeTie: 'reroll'` a tie is rolled again until it is not: the wins
 * are scaled by 1 / (1 − P(tie)), and no tie is left.
 */
export function meleeOdds(terms: MeleeTerms, tie: BpOptions['meleeTie']): MeleeOdds {
  const { charger: c, defender: d } = terms;
  if (!c.fights || !d.fights) {
    if (c.fights === d.fights) return { chargerWins: ZERO, tie: ONE, defenderWins: ZERO };
    return c.fights ? { chargerWins: ONE, tie: ZERO, defenderWins: ZERO } : { chargerWins: ZERO, tie: ZERO, defenderWins: ONE };
  }
  const sixth = fraction(1, 6);
  let win = ZERO;
  let notLose = ZERO;
  for (let face = 1; face <= 6; face++) {
    const beat = face + d.modifier - c.modifier;
    win = fractionAdd(win, fractionMul(sixth, probAtLeast(6, beat + 1)));
    notLose = fractionAdd(notLose, fractionMul(sixth, probAtLeast(6, beat)));
  }
  const tied = fractionSub(notLose, win);
  const lose = fractionComplement(notLose);
  if (tie === 'bothSuppressed' || tied.num === 0n || tied.num === tied.den) return { chargerWins: win, tie: tied, defenderWins: lose };
  const rest = fractionComplement(tied);
  const scale = (p: Fraction): Fraction => fraction(p.num * rest.den, p.den * rest.num);
  return { chargerWins: scale(win), tie: ZERO, defenderWins: scale(lose) };
}
