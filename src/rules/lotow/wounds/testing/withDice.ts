/**
 * Test helper (not shipped): run a rules function with a ResolveContext on forced dice and get back
 * its result, the events and rolls it made, and how many forced faces it left unused.
 */
import { fixedDice } from '../../../../engine/dice';
import { makeResolveContext } from '../../../../engine/resolveContext';
import type { ResolveContext } from '../../../../engine/ruleset';
import type { GameEvent, RollEvent } from '../../../../engine/state';
import { isRollEvent } from '../../../../engine/state';

export interface Ran<T> {
  readonly result: T;
  readonly events: readonly GameEvent[];
  readonly rolls: readonly RollEvent[];
  /** Forced faces not used (a test that forces more dice than the rule rolls should see 0). */
  readonly unused: number;
}

export function withDice<T>(faces: readonly number[], run: (ctx: ResolveContext) => T): Ran<T> {
  const dice = fixedDice(faces);
  const { ctx, events } = makeResolveContext(dice);
  const result = run(ctx);
  const all = events();
  return { result, events: all, rolls: all.filter(isRollEvent), unused: dice.remaining() };
}

/** The types of the events that are not rolls, in order. */
export const eventTypes = (events: readonly GameEvent[]): string[] => events.filter((e) => !isRollEvent(e)).map((e) => e.type);
