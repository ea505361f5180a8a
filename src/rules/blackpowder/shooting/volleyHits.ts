/**
 * Rolling a volley (BP-VOLLEY-2): roll the pool (BP-VOLLEY-1), reroll the forced faces once
 * (BP-SHOOT-REROLL-1..3), add the final dice, divide by the number needed and round down.
 * Also read off the Close Order triple (BP-VOLLEY-6) on the dice the option names.
 *
 * Pure: the faces come from a `DiceSource` (the engine's seeded stream in a game, `fixedDice` in a
 * test), in a fixed order the log can replay: first the whole pool, then one die for each rerolled
 * index in ascending order. The result carries every roll as the `RollEvent` the engine's resolve
 * context would log for it (purpose, rule ID, figures, the faces before a reroll and its indices),
 * so a caller holding a `DiceSource` emits them as they are; inside a resolve, where only the
 * context rolls, `rollVolleyInContext` (volleyInContext.ts) rolls through `ctx` and gets the same.
 */
import type { DiceSource } from '../../../engine/dice';
import type { RollEvent } from '../../../engine/state';
import type { CloseOrderTripleOn } from './closeOrderTriple';
import { DEFAULT_CLOSE_ORDER_TRIPLE_ON, closeOrderTripleDice, closeOrderTripleFaces } from './closeOrderTriple';
import type { RerollRegime } from './forcedRerolls';
import { forcedRerollIndices, rerollFacesOf, rerollRuleIdOf } from './forcedRerolls';

/** The dice log's key for the pool's roll. */
export const VOLLEY_ROLL_PURPOSE = 'blackpowder.roll.volley';
/** The dice log's key for the forced rerolls. */
export const VOLLEY_REROLL_PURPOSE = 'blackpowder.roll.volleyReroll';

/** ⌊sum ÷ required⌋ (BP-VOLLEY-2): 21 against 9 is 2 hits, 27 is 3, 8 is none. */
export function hitsOf(sum: number, required: number): number {
  checkRequired(required);
  return Math.floor(sum / required);
}

function checkRequired(required: number): void {
  if (!Number.isInteger(required) || required < 1) throw new RangeError(`the number needed is a positive integer, got ${required}`);
}

export interface VolleyInput {
  /** d6 in the pool: `volleyPool(shooters)` (BP-VOLLEY-1), or one half of a split (BP-GAP-09). */
  readonly dice: number;
  /** The number the sum is divided by (`rangeBandAt(…).required`, BP-GAP-05). */
  readonly required: number;
  /** The forced rerolls (`forcedRerolls(…).regime`). */
  readonly regime: RerollRegime;
  /** The target is a Group in Close Order (BP-VOLLEY-6). Absent: false. */
  readonly closeOrder?: boolean;
  /** §6 ambiguity 2. Absent: 'final'. */
  readonly closeOrderTripleOn?: CloseOrderTripleOn;
  /** Who the rolls involve (shooters, then the target), for the dice log. Absent: none. */
  readonly figureIds?: readonly string[];
}

/** One die rolled again: where, what it showed and what it shows now. */
export interface RerolledDie {
  readonly index: number;
  readonly before: number;
  readonly after: number;
}

export interface VolleyResult {
  /** The pool as first rolled. */
  readonly first: readonly number[];
  /** The dice rolled again, ascending by index (each at most once, BP-SHOOT-REROLL-3). */
  readonly rerolled: readonly RerolledDie[];
  /** The faces that count: `first` with the rerolled dice replaced. */
  readonly final: readonly number[];
  readonly sum: number;
  readonly required: number;
  readonly hits: number;
  /** Against Close Order: three 5s or three 6s among the counted dice force a hit on the Leader. */
  readonly closeOrderTriple: boolean;
  /** The faces (5, 6) that made the triple; [] when there is none or the target is not in Close Order. */
  readonly tripleFaces: readonly number[];
  /** The rolls to log, in order: the pool, then the rerolls if any. */
  readonly rolls: readonly RollEvent[];
}

/** Check an input before any die is rolled (RangeError: a bug in the caller). */
export function checkVolleyInput(input: VolleyInput): void {
  if (!Number.isInteger(input.dice) || input.dice < 1) throw new RangeError(`a volley rolls at least one die, got ${input.dice}`);
  checkRequired(input.required);
}

/** The pool's roll request, as the resolve context takes it. */
export function volleyRollRequest(input: VolleyInput): { purpose: string; ruleId: string; figureIds: readonly string[]; params: { required: number; dice: number } } {
  return { purpose: VOLLEY_ROLL_PURPOSE, ruleId: 'BP-VOLLEY-2', figureIds: input.figureIds ?? [], params: { required: input.required, dice: input.dice } };
}

/** The reroll's request, or null when the regime rerolls nothing. */
export function volleyRerollRequest(input: VolleyInput): { purpose: string; ruleId: string; figureIds: readonly string[]; params: { faces: number[] } } | null {
  const ruleId = rerollRuleIdOf(input.regime);
  return ruleId === null ? null : { purpose: VOLLEY_REROLL_PURPOSE, ruleId, figureIds: input.figureIds ?? [], params: { faces: [...rerollFacesOf(input.regime)] } };
}

/**
 * Everything a volley's result says, from its faces: `first` the pool, `again` one new face per
 * index `forcedRerollIndices(first, regime)` gives, in that order. Pure; shared by both rollers.
 */
export function volleyResultOf(input: VolleyInput, first: readonly number[], again: readonly number[]): VolleyResult {
  const indices = forcedRerollIndices(first, input.regime);
  if (again.length !== indices.length) throw new RangeError(`${indices.length} dice are rerolled, got ${again.length} new faces`);
  const final = [...first];
  const rerolled = indices.map((index, k) => {
    const after = again[k]!;
    final[index] = after;
    return { index, before: first[index]!, after };
  });
  const sum = final.reduce((a, b) => a + b, 0);
  const closeOrder = input.closeOrder === true;
  const tripleFaces = closeOrder ? closeOrderTripleFaces(closeOrderTripleDice({ first, final }, input.closeOrderTripleOn ?? DEFAULT_CLOSE_ORDER_TRIPLE_ON)) : [];
  const pool = volleyRollRequest(input);
  const rolls: RollEvent[] = [{ type: 'roll', sides: 6, faces: [...first], purpose: pool.purpose, ruleId: pool.ruleId, figureIds: [...pool.figureIds], params: pool.params }];
  const re = volleyRerollRequest(input);
  if (re !== null && indices.length > 0) {
    rolls.push({ type: 'roll', sides: 6, faces: [...final], purpose: re.purpose, ruleId: re.ruleId, figureIds: [...re.figureIds], rerolled: { before: [...first], indices }, params: re.params });
  }
  return { first: [...first], rerolled, final, sum, required: input.required, hits: hitsOf(sum, input.required), closeOrderTriple: tripleFaces.length > 0, tripleFaces, rolls };
}

/**
 * Roll a volley from `dice`: `input.dice` faces for the pool, then exactly one face per forced
 * reroll (none when the regime rerolls nothing or no die shows a rerolled face).
 */
export function rollVolley(dice: DiceSource, input: VolleyInput): VolleyResult {
  checkVolleyInput(input);
  const first = dice.roll(input.dice, 6);
  const count = forcedRerollIndices(first, input.regime).length;
  const again = count > 0 ? dice.roll(count, 6) : [];
  return volleyResultOf(input, first, again);
}
