/**
 * Test support (never shipped): a BATTLESYSTEM game on `bsTestScenario` through the engine's
 * driver, with helpers to reach a step and to put casualties in front of a side.
 */
import type { GameDriver } from '../../../engine/testing/gameDriver';
import { gameDriver } from '../../../engine/testing/gameDriver';
import type { Scenario } from '../../../engine/model';
import { battlesystemRuleset } from '../bsRuleset';
import type { BsFlow, BsPieceState, BsState, BsStep } from '../flow/bsTypes';
import { bsTestScenario } from './bsTestScenario';

export type BsDriver = GameDriver<BsFlow, BsPieceState>;

/** A game whose round-1 order is `order` (set by hand: the dice of the set-up are the seed's). */
export function bsGame(scenario: Scenario = bsTestScenario(), options: Record<string, unknown> = {}, seed = 7): BsDriver {
  return gameDriver(battlesystemRuleset, { scenario, options, seed });
}

/** The same game with the round's order and the step forced (for tests of one step; replayHash no longer applies). */
export function atStep(game: BsDriver, step: BsStep, active: string, order: readonly string[] = ['red', 'blue']): BsDriver {
  return game.setUp((s: BsState) => ({ ...s, actors: [active], flow: { ...s.flow, step, active, order } }));
}
