/**
 * The SBH random legal stream (sbhTestGame.ts `playSbhStream`) plays through the engine's driver:
 * the rolls are the game's own seeded stream (the log replays to the same state), and a legal action
 * refused throws.
 */
import { describe, expect, it } from 'vitest';
import { replayGame, stepsOfLog } from '../../../../engine/replay';
import { isRollEvent } from '../../../../engine/state';
import { stateHash } from '../../../../engine/stateHash';
import { seededPick } from '../../../../engine/testing/legalStream';
import { activationTestRuleset } from './activationRuleset';
import type { SbhRuleset } from './sbhTestGame';
import { playSbhStream, sbhTestScenario, startSbhGame } from './sbhTestGame';

describe('playSbhStream', () => {
  it('plays legal actions with the game’s seeded dice: one state a step, and the log replays to the same hash', () => {
    const scenario = sbhTestScenario();
    const start = startSbhGame(activationTestRuleset, scenario, { firstPlayer: 'scenarioOrder' }, 9);
    const { state, states, actions } = playSbhStream(activationTestRuleset, start, 60, seededPick(3));
    expect(actions).toHaveLength(60);
    expect(states).toHaveLength(61);
    expect(states[0]).toBe(start);
    expect(states.at(-1)).toBe(state);
    expect(state.log.filter((e) => e.kind === 'action').map((e) => (e.kind === 'action' ? e.action.type : ''))).toEqual(actions.map((a) => a.type));
    const rolled = state.log.flatMap((e) => (e.kind === 'action' ? e.events : [])).filter(isRollEvent);
    expect(rolled.length).toBeGreaterThan(0);
    expect(state.rng).not.toEqual(start.rng);
    const replayed = replayGame(activationTestRuleset, scenario, { firstPlayer: 'scenarioOrder' }, 9, stepsOfLog(state.log));
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(stateHash(replayed.state)).toBe(stateHash(state));
  });

  it('a legal action the engine refuses throws (strict), naming the action and the refusal', () => {
    // The rules fail while resolving `spend` (a bug): the engine refuses it as an internal error, and the stream may not skip it.
    const failing: SbhRuleset = {
      ...activationTestRuleset,
      resolve: (s, a, ctx) => {
        if (a.type === 'spend') throw new Error('spend broke');
        return activationTestRuleset.resolve(s, a, ctx);
      },
    };
    const start = startSbhGame(activationTestRuleset);
    expect(() => playSbhStream(failing, start, 200, seededPick(1))).toThrow(/strict.*spend by \w+ refused.*spend broke.*ENGINE-INTERNAL/);
  });
});
