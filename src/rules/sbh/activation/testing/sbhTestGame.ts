/**
 * Test support (not shipped): a small SBH table built in code — two sides, three figures each, on
 * open ground, profiles { quality, combat } — a game started on it, and a random legal action
 * stream (every legal candidate action of the acting side's figures and its side actions), as the
 * engine's testing/testGame.ts does for the test ruleset. The stream plays through the engine's one
 * driver (engine/testing/gameDriver.ts): strict, so a legal action refused throws, and seeded, so
 * the rolls come from the game's own dice stream.
 */
import type { DiceSource } from '../../../../engine/dice';
import type { Figure, Scenario } from '../../../../engine/model';
import { newGame } from '../../../../engine/replay';
import type { Ruleset } from '../../../../engine/ruleset';
import type { Action } from '../../../../engine/state';
import { gameDriver, legalActionsOf } from '../../../../engine/testing/gameDriver';
import { figure } from '../../../../engine/testScenario';
import type { SbhState } from '../../sbhTypes';
import type { SbhFigState, SbhFlow } from '../../sbhTypes';

export type SbhRuleset = Ruleset<SbhFlow, SbhFigState>;

/** Qualities of a1, a2, a3, b1, b2, b3 (default 3, 4, 5 on each side) and Combat 2. */
export function sbhTestScenario(qualities: readonly number[] = [3, 4, 5, 3, 4, 5], extra: (f: Figure) => Partial<Figure> = () => ({})): Scenario {
  const ids = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3'];
  return {
    schemaVersion: 1,
    id: 'sbh-activation-test',
    name: 'SBH activation test table',
    ruleset: 'sbh',
    table: { widthIn: 24, depthIn: 24 },
    terrain: [],
    sides: [{ id: 'a', name: 'A', color: '#ff0000' }, { id: 'b', name: 'B', color: '#0000ff' }],
    figures: ids.map((id, i) => {
      const f = figure({ id, side: id[0]!, x: 4 + (i % 3) * 6, y: i < 3 ? 3 : 21, profile: { quality: qualities[i] ?? 4, combat: 2 } });
      return { ...f, ...extra(f) };
    }),
    options: {},
  };
}

/** A game on `scenario`; side a plays first unless `options` say otherwise (firstPlayer scenarioOrder). */
export function startSbhGame(ruleset: SbhRuleset, scenario: Scenario = sbhTestScenario(), options: Record<string, unknown> = { firstPlayer: 'scenarioOrder' }, seed = 1, dice?: DiceSource): SbhState {
  const g = newGame(ruleset, scenario, options, seed, dice);
  if (!g.ok) throw new Error(`sbh test game: ${g.problems.map((p) => p.message).join('; ')}`);
  return g.state;
}

/** Every legal action of the acting sides now: their figures' candidates and their side actions. */
export function legalSbhActions(ruleset: SbhRuleset, state: SbhState): Action[] {
  if (state.outcome !== null) return [];
  const out: Action[] = [];
  for (const f of state.scenario.figures) {
    if (!state.actors.includes(f.side)) continue;
    out.push(...legalActionsOf(ruleset, state, f.id));
  }
  for (const side of state.actors) for (const a of ruleset.sideActions(state, side)) if (ruleset.check(state, a) === null) out.push(a);
  return out;
}

/**
 * One random legal action (`pick(n)` chooses an index below n), weighted towards the figures'
 * actions over ending the turn so activations run their course; undefined when there is none.
 */
export function randomSbhAction(ruleset: SbhRuleset, state: SbhState, pick: (n: number) => number): Action | undefined {
  const all = legalSbhActions(ruleset, state);
  const doing = all.filter((a) => a.type !== 'endTurn');
  const pool = doing.length > 0 && pick(8) > 0 ? doing : all;
  return pool.length === 0 ? undefined : pool[pick(pool.length)];
}

/**
 * Play up to `count` random legal actions from `start` (fewer if none is left), through a strict,
 * seeded `gameDriver`: every one must be accepted (a refusal throws with its message).
 */
export function playSbhStream(ruleset: SbhRuleset, start: SbhState, count: number, pick: (n: number) => number): { state: SbhState; states: SbhState[]; actions: Action[] } {
  const game = gameDriver(ruleset, start, { strict: true, seeded: true });
  const states: SbhState[] = [start];
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) {
    const a = randomSbhAction(ruleset, game.state, pick);
    if (a === undefined) break;
    game.act(a);
    states.push(game.state);
    actions.push(a);
  }
  return { state: game.state, states, actions };
}
