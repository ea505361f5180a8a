/**
 * Test support (not shipped): start a test-ruleset game on the engine's test table and drive it with
 * random legal actions — the "random legal action stream" the property tests and the bench use.
 */
import type { Action, GameState } from '../state';
import { applyAction, legalActions } from '../applyAction';
import { newGame } from '../replay';
import { seededPick } from './legalStream';
import type { Scenario } from '../model';
import { testScenario } from '../testScenario';
import type { TestFigState, TestFlow, TurnModel } from './testRuleset';
import { testGameScenario, testRuleset } from './testRuleset';

export type TestState = GameState<TestFlow, TestFigState>;

export const TEST_TURN_MODELS: readonly TurnModel[] = ['phases', 'activations', 'actionPoints'];

export function startTestGame(turnModel: TurnModel = 'phases', seed = 1, scenario: Scenario = testGameScenario(testScenario), maxTurns = 1000): TestState {
  const game = newGame(testRuleset, scenario, { turnModel, maxTurns }, seed);
  if (!game.ok) throw new Error(`test game: ${game.problems.map((p) => p.message).join('; ')}`);
  return game.state;
}

/**
 * One random legal action: `pick(n)` chooses an index below n (a seeded or fast-check source).
 * Figures and units of the acting sides are tried first; if none has a legal action, the acting side ends its
 * phase or passes. Returns undefined when the game is over.
 */
export function randomLegalAction(state: TestState, pick: (n: number) => number, allow: (a: Action) => boolean = () => true): Action | undefined {
  if (state.outcome !== null) return undefined;
  const pieces = [...state.scenario.figures, ...(state.scenario.units ?? [])].filter((p) => state.actors.includes(p.side));
  const options: Action[] = [];
  for (const p of pieces) for (const l of legalActions(testRuleset, state, p.id)) if (l.legal && allow(l.action)) options.push(l.action);
  // Weight towards doing something other than ending the phase, so games get far.
  const doing = options.filter((a) => a.type !== 'endPhase' && a.type !== 'pass');
  const pool = doing.length > 0 && pick(4) > 0 ? doing : options;
  if (pool.length > 0) return pool[pick(pool.length)];
  const side = state.actors[0];
  return side === undefined ? undefined : { type: state.flow.pending === null ? 'endPhase' : 'pass', side };
}

/**
 * Play `count` random legal actions (fewer if the game ends), with `seededPick(seed)` for `pick`; `allow`
 * filters the figures' actions (e.g. no shooting, for a long game).
 */
export function playRandomGame(start: TestState, count: number, seed = 7, allow?: (a: Action) => boolean): { state: TestState; actions: Action[]; history: TestState[] } {
  const pick = seededPick(seed);
  let state = start;
  const actions: Action[] = [];
  const history: TestState[] = [];
  for (let i = 0; i < count; i++) {
    const action = randomLegalAction(state, pick, allow);
    if (action === undefined) break;
    const r = applyAction(testRuleset, state, action);
    if (!r.ok) throw new Error(`a legal action was refused: ${r.refusal.message}`);
    history.push(state);
    actions.push(action);
    state = r.state;
  }
  return { state, actions, history };
}
