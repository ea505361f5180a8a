/**
 * The random legal stream driver, on the engine's test ruleset in its three turn models: every step
 * it yields is one the timeline took (the log records exactly those steps, and replays to the same
 * hash), the same seeds give the same stream, it reaches undos, redos and more than one kind of
 * action, and random options are options the ruleset accepts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveOptions } from '../options';
import { replayGame, stepsOfLog } from '../replay';
import { stateHash } from '../stateHash';
import type { Action } from '../state';
import { testScenario } from '../testScenario';
import { TEST_TURN_MODELS } from './testGame';
import type { StreamStep } from './legalStream';
import { legalStream, randomOptions, seededPick } from './legalStream';
import { testGameScenario, testRuleset } from './testRuleset';
import { testUnitScenario } from './testUnitScenario';

const scenario = testGameScenario(testScenario);

function play(turnModel: string, seed: number, pickSeed: number, maxSteps: number): StreamStep[] {
  return [...legalStream(testRuleset, scenario, { turnModel }, seed, seededPick(pickSeed), { maxSteps })];
}

const model = fc.constantFrom(...TEST_TURN_MODELS);
const seed = fc.integer({ min: 0, max: 0xffffffff });

describe('legalStream', () => {
  it('yields the steps the game took, in order, each after the one before; the log replays them to the same hash', () => {
    fc.assert(fc.property(model, seed, seed, fc.integer({ min: 1, max: 80 }), (m, s, p, n) => {
      const steps = play(m, s, p, n);
      expect(steps.length).toBe(n);
      steps.forEach((st, i) => expect(st.index).toBe(i));
      const last = steps[steps.length - 1]!.timeline.present;
      expect(stepsOfLog(last.log)).toEqual(steps.map((st) => st.step));
      // Each step's timeline is the one before it plus that step.
      steps.forEach((st, i) => expect(st.timeline.present.log.length).toBe(i + 2));
      const replayed = replayGame(testRuleset, scenario, last.options, s, stepsOfLog(last.log));
      if (!replayed.ok) throw new Error(`step ${replayed.atIndex}: ${replayed.refusal.message}`);
      expect(stateHash(replayed.state)).toBe(stateHash(last));
    }), { numRuns: 40, seed: 12 });
  });

  it('the same seeds give the same stream', () => {
    const a = play('activations', 5, 9, 60).map((st) => st.step);
    const b = play('activations', 5, 9, 60).map((st) => st.step);
    const c = play('activations', 5, 10, 60).map((st) => st.step);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('reaches undos, redos, side actions and several kinds of figure action', () => {
    for (const m of TEST_TURN_MODELS) {
      const kinds = new Set<string>();
      for (let k = 0; k < 5; k++) {
        for (const st of play(m, k, k + 100, 120)) kinds.add(st.kind === 'action' ? (st.step as Action).type : st.kind);
      }
      expect(kinds, m).toContain('undo');
      expect(kinds, m).toContain('redo');
      expect(kinds, m).toContain('move');
      expect([...kinds].filter((k) => k !== 'undo' && k !== 'redo').length, m).toBeGreaterThanOrEqual(3);
    }
  });

  it('tries units by their ids where the scenario has them: their actions come up and replay to the same hash', () => {
    const units = testUnitScenario(scenario);
    const kinds = new Set<string>();
    for (const m of TEST_TURN_MODELS) {
      for (let k = 0; k < 4; k++) {
        const steps = [...legalStream(testRuleset, units, { turnModel: m }, k, seededPick(k + 7), { maxSteps: 80 })];
        for (const st of steps) if (st.kind === 'action') kinds.add((st.step as Action).params?.manoeuvre === undefined ? (st.step as Action).type : 'manoeuvre');
        const last = steps[steps.length - 1]!.timeline.present;
        const replayed = replayGame(testRuleset, units, last.options, k, stepsOfLog(last.log));
        if (!replayed.ok) throw new Error(`step ${replayed.atIndex}: ${replayed.refusal.message}`);
        expect(stateHash(replayed.state)).toBe(stateHash(last));
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['manoeuvre', 'volley']));
  });

  it('random options are options the ruleset accepts, and differ from the defaults now and then', () => {
    let changed = 0;
    for (let k = 0; k < 50; k++) {
      const options = randomOptions(testRuleset.options, seededPick(k));
      expect(resolveOptions(testRuleset.options, options).ok).toBe(true);
      if (Object.keys(options).length > 0) changed++;
    }
    expect(changed).toBeGreaterThan(10);
  });
});
