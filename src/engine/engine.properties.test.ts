/**
 * Properties of the engine over random legal action streams of the test ruleset, in all three turn
 * models, on the engine's test table and on it with two units (Groups' volleys, wheels, reactions
 * that interrupt a move): replay rebuilds the same state (hash and deep equality), undo restores
 * the previous state except the dice stream and the log, refused actions leave the state untouched.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction } from './applyAction';
import type { ReplayStep } from './replay';
import { UNDO_STEP, replayGame, stepsOfLog } from './replay';
import { stateHash } from './stateHash';
import type { Action } from './state';
import { testScenario } from './testScenario';
import { testGameScenario, testRuleset } from './testing/testRuleset';
import type { TestState } from './testing/testGame';
import { TEST_TURN_MODELS, randomLegalAction, startTestGame } from './testing/testGame';
import { testUnitScenario } from './testing/testUnitScenario';
import { undoAction } from './undoAction';

const plainTable = testGameScenario(testScenario);
const unitTable = testUnitScenario(plainTable);

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Play a stream from fast-check choices: each number picks an action; ~1 in 8 is an undo. */
function play(model: (typeof TEST_TURN_MODELS)[number], seed: number, choices: readonly number[], scenario = plainTable) {
  let state = startTestGame(model, seed, scenario);
  const history: TestState[] = [];
  const steps: ReplayStep[] = [];
  let k = 0;
  const pick = (n: number) => Math.floor(((choices[k++ % choices.length] ?? 0) / 1000) * n);
  for (const c of choices) {
    if (c % 8 === 0 && history.length > 0) {
      const u = undoAction(history, state);
      if (!u.ok) throw new Error(u.refusal.message);
      history.pop();
      state = u.state;
      steps.push(UNDO_STEP);
      continue;
    }
    const action = randomLegalAction(state, pick);
    if (action === undefined) break;
    const r = applyAction(testRuleset, state, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.refusal.message}`);
    history.push(state);
    steps.push(action);
    state = r.state;
  }
  return { state, history, steps };
}

const model = fc.constantFrom(...TEST_TURN_MODELS);
const table = fc.constantFrom(plainTable, unitTable);
const seed = fc.integer({ min: 0, max: 0xffffffff });
const choices = fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 60 });

describe('engine properties', () => {
  it('replaying the steps of any random legal stream (with undos) gives the same state and hash', () => {
    fc.assert(fc.property(model, seed, choices, table, (m, s, cs, scenario) => {
      const { state, steps } = play(m, s, cs, scenario);
      expect(stepsOfLog(state.log)).toEqual(steps);
      const replayed = replayGame(testRuleset, scenario, state.options, s, steps);
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) return;
      expect(stateHash(replayed.state)).toBe(stateHash(state));
      expect(replayed.state).toEqual(state);
    }), { numRuns: 60 });
  });

  it('undo restores the previous state except the dice stream and the log (no free re-roll)', () => {
    fc.assert(fc.property(model, seed, choices, table, (m, s, cs, scenario) => {
      const { state, history } = play(m, s, cs, scenario);
      const previous = history[history.length - 1];
      fc.pre(previous !== undefined);
      if (previous === undefined) return;
      const u = undoAction(history, state);
      expect(u.ok).toBe(true);
      if (!u.ok) return;
      const { rng, log, ...rest } = u.state;
      const { rng: _r, log: _l, ...prevRest } = previous;
      expect(rest).toEqual(prevRest);
      expect(rng).toEqual(state.rng);
      expect(log.slice(0, -1).map((e) => (e.kind === 'action' ? { ...e, undone: undefined } : e)))
        .toEqual(state.log.map((e) => (e.kind === 'action' ? { ...e, undone: undefined } : e)));
      expect(log[log.length - 1]).toMatchObject({ kind: 'undo' });
      expect(log.filter((e) => e.kind === 'action' && e.undone === true).length)
        .toBe(state.log.filter((e) => e.kind === 'action' && e.undone === true).length + 1);
    }), { numRuns: 60 });
  });

  it('refused actions leave the state untouched (frozen, deep-equal, same hash)', () => {
    const ids = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'ua', 'ua1', 'ub', 'ub2', 'ghost'];
    const anyAction = fc.record({
      type: fc.constantFrom('move', 'shoot', 'activate', 'react', 'pass', 'endPhase', 'volley', 'dance', ''),
      side: fc.constantFrom('a', 'b', 'z'),
      figureId: fc.option(fc.constantFrom(...ids), { nil: undefined }),
      actorIds: fc.option(fc.array(fc.constantFrom(...ids), { maxLength: 3 }), { nil: undefined }),
      targetIds: fc.option(fc.array(fc.constantFrom(...ids), { maxLength: 2 }), { nil: undefined }),
      params: fc.option(fc.record({
        x: fc.double({ min: -5, max: 30, noNaN: true }), y: fc.double({ min: -5, max: 30, noNaN: true }), dice: fc.integer({ min: 0, max: 4 }),
        atIn: fc.double({ min: -2, max: 8, noNaN: true }),
        manoeuvre: fc.record({
          kind: fc.constantFrom('advance', 'wheel', 'turn', 'reform', 'free', 'jump'), corner: fc.constantFrom('left', 'right', 'up'),
          angleDeg: fc.double({ min: -200, max: 200, noNaN: true }), distanceIn: fc.double({ min: -5, max: 30, noNaN: true }),
          files: fc.integer({ min: 0, max: 7 }), ranks: fc.integer({ min: 0, max: 7 }),
        }, { requiredKeys: ['kind'] }),
      }, { requiredKeys: [] }), { nil: undefined }),
    }, { requiredKeys: ['type', 'side'] });
    fc.assert(fc.property(model, seed, choices, table, fc.array(anyAction, { minLength: 1, maxLength: 10 }), (m, s, cs, scenario, actions) => {
      const { state } = play(m, s, cs.slice(0, 20), scenario);
      const frozen = deepFreeze(structuredClone(state));
      const hash = stateHash(frozen);
      for (const action of actions) {
        const clean = JSON.parse(JSON.stringify(action)) as Action;
        const r = applyAction(testRuleset, frozen, clean);
        if (r.ok) continue;
        expect(r.refusal.ruleId).not.toBe('');
        expect(r.refusal.message).toContain(r.refusal.ruleId);
        expect(stateHash(frozen)).toBe(hash);
        expect(frozen).toEqual(state);
      }
    }), { numRuns: 60 });
  });

  it('the streams on the table with units hold volleys, wheels and interrupting reactions (the properties above see them)', () => {
    const seen = new Set<string>();
    for (const m of TEST_TURN_MODELS) {
      for (let k = 0; k < 12; k++) {
        const cs = Array.from({ length: 60 }, (_, i) => (i * 379 + k * 131 + 17) % 1000).map((c) => (c % 8 === 0 ? c + 1 : c));
        for (const step of play(m, k, cs, unitTable).steps) {
          if (step === UNDO_STEP || !('side' in step)) continue;
          const man = step.params?.manoeuvre;
          seen.add(step.type === 'react' && step.params?.atIn !== undefined ? 'react.atIn'
            : man !== undefined && man !== null && typeof man === 'object' && 'kind' in man ? `manoeuvre.${String(man.kind)}` : step.type);
        }
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['volley', 'manoeuvre.wheel', 'manoeuvre.advance', 'manoeuvre.reform', 'react.atIn', 'move', 'shoot']));
  });
});
