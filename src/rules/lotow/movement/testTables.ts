/**
 * The d6 tables movement rolls on (faces 1 and 6 reconstructed [R], catalog §2), as pure functions
 * of the face, and the one way they are rolled (through the ResolveContext, so every roll is logged
 * with its purpose key and rule ID).
 */
import type { JsonValue } from '../../../engine/json';
import type { ResolveContext } from '../../../engine/ruleset';

/** LOTOW-JUMP-1: 1 stumbles (does not cross, move over); 2–5 placed on the far side touching it (move over); 6 crosses and goes on. */
export type FootJumpOutcome = 'stumble' | 'stop' | 'clear';
export const footJumpOutcome = (face: number): FootJumpOutcome => (face <= 1 ? 'stumble' : face >= 6 ? 'clear' : 'stop');

/** LOTOW-CLIMB-3: 1 falls; 2–5 reaches the edge and stops; 6 reaches it and may go on. */
export type ClimbOutcome = 'fall' | 'stop' | 'clear';
export const climbOutcome = (face: number): ClimbOutcome => (face <= 1 ? 'fall' : face >= 6 ? 'clear' : 'stop');

/**
 * LOTOW-MJUMP-1/2: 1 refuses (stays, cannot move), 2–6 clears and may finish the move. A difficult
 * jump (over 1″ high, or a gap over 2″ wide) is −1; a natural 1 on it also throws the rider, while a
 * natural 2 made 1 is a plain refusal.
 */
export interface HorseJumpOutcome {
  readonly clears: boolean;
  readonly thrown: boolean;
  readonly modified: number;
}
export function horseJumpOutcome(face: number, difficult: boolean): HorseJumpOutcome {
  const modified = face - (difficult ? 1 : 0);
  return { clears: modified >= 2, thrown: difficult && face === 1, modified };
}

/** LOTOW-THROWN-1: 1 knocked flying (Strength 2 hit, prone); 2–5 falls (next to the mount, no more actions); 6 leaps clear. */
export type ThrownOutcome = 'knockedFlying' | 'falls' | 'leapsClear';
export const thrownOutcome = (face: number): ThrownOutcome => (face <= 1 ? 'knockedFlying' : face >= 6 ? 'leapsClear' : 'falls');

/** One d6 for a rule, logged with its purpose and rule ID. */
export function rollD6(ctx: ResolveContext, purpose: string, ruleId: string, figureIds: readonly string[], params?: Readonly<Record<string, JsonValue>>): number {
  return ctx.roll({ count: 1, sides: 6, purpose, ruleId, figureIds, ...(params === undefined ? {} : { params }) })[0] ?? 1;
}
