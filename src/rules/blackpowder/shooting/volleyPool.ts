/**
 * How many d6 a volley rolls (BP-VOLLEY-1): 2d6 for the first shooter and 1d6 for each further
 * one, so N shooters roll N + 1 dice; a lone fighter is the N = 1 case and rolls 2d6 (BP-GAP-05
 * gives him the same ⌊sum ÷ required⌋ formula). Only shooters that can see and reach the target
 * count: deciding which do is the caller's (line of sight, range bands), not this module's.
 *
 * A split volley (BP-VOLLEY-3, house rule BP-GAP-09): the player divides the shooters into two
 * sub-volleys before rolling, and each sub-volley is a volley of its own: 2d6 for its first
 * shooter plus 1d6 per extra shooter. Splitting therefore costs nothing in hit dice per shooter
 * but buys one extra die (two "first shooters"), which is why each half needs a shooter.
 */
import { MAX_DICE_PER_ROLL } from '../../../engine/dice';

/** Dice the first shooter of a volley rolls (BP-VOLLEY-1). */
export const FIRST_SHOOTER_DICE = 2;
/** Dice each shooter after the first adds (BP-VOLLEY-1). */
export const EXTRA_SHOOTER_DICE = 1;
/** Most shooters in one volley: the engine rolls at most `MAX_DICE_PER_ROLL` dice at once. */
export const MAX_VOLLEY_SHOOTERS = MAX_DICE_PER_ROLL - FIRST_SHOOTER_DICE + EXTRA_SHOOTER_DICE;

function checkShooters(shooters: number): void {
  if (!Number.isInteger(shooters) || shooters < 1 || shooters > MAX_VOLLEY_SHOOTERS) {
    throw new RangeError(`a volley has 1–${MAX_VOLLEY_SHOOTERS} shooters, got ${shooters}`);
  }
}

/**
 * The d6 count for `shooters` fighters firing as one (BP-VOLLEY-1): N + 1. Throws RangeError for
 * a count that is not an integer 1…MAX_VOLLEY_SHOOTERS: no shooters means no volley, which the
 * caller must refuse before asking (a bug, never data).
 */
export function volleyPool(shooters: number): number {
  checkShooters(shooters);
  return FIRST_SHOOTER_DICE + (shooters - 1) * EXTRA_SHOOTER_DICE;
}

/** One sub-volley of a split volley: its shooters and the dice it rolls. */
export interface SubVolleyPool {
  readonly shooters: number;
  readonly dice: number;
}

/**
 * The two pools of a volley split between two targets (BP-GAP-09): each half rolls as its own
 * volley. Both halves need at least one shooter (a "split" with an empty half is a plain volley).
 */
export function splitVolleyPools(firstShooters: number, secondShooters: number): readonly [SubVolleyPool, SubVolleyPool] {
  return [
    { shooters: firstShooters, dice: volleyPool(firstShooters) },
    { shooters: secondShooters, dice: volleyPool(secondShooters) },
  ];
}
