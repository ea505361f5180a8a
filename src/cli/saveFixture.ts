/** Test support: a registry with the engine's test ruleset and save files built with the engine API. */
import { applyAction } from '../engine/applyAction';
import { newGame } from '../engine/replay';
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { SaveFileV1 } from '../engine/saveFile';
import { serializeSave } from '../engine/saveFile';
import type { Action, GameState } from '../engine/state';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import { testScenario } from '../engine/testScenario';
import { serializeScenario } from '../scenario/serializeScenario';

export function testRegistry(): RulesetRegistry {
  return createRulesetRegistry([testRuleset as unknown as Ruleset]);
}

/** A test-ruleset game on the engine's test table after `actions` (each must be legal). */
export function testSave(options: Record<string, string | number | boolean>, seed: number, actions: readonly Action[]): { save: SaveFileV1; state: GameState } {
  const scenario = testGameScenario(testScenario);
  const game = newGame(testRuleset, scenario, options, seed);
  if (!game.ok) throw new Error(game.problems.map((p) => p.message).join('; '));
  let state = game.state;
  for (const action of actions) {
    const r = applyAction(testRuleset, state, action);
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
  }
  return { save: serializeSave(state, serializeScenario(scenario)), state: state as GameState };
}
