/**
 * The engine's properties, run over every ruleset this build ships (the test ruleset has its own in
 * src/engine): over random streams of actions (legal or not), undos and redos —
 *   - replaying the log rebuilds the same state hash;
 *   - save → load (the full untrusted-file path) is the identity;
 *   - undo restores the previous state except the dice stream and the log;
 *   - refused actions leave the state untouched.
 * A ruleset that lands adds its fixture scenario to FIXTURES.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction } from '../engine/applyAction';
import { moveAction, rollAction } from '../engine/intents';
import type { Scenario } from '../engine/model';
import { newGame, replayGame, stepsOfLog } from '../engine/replay';
import type { Ruleset } from '../engine/ruleset';
import { serializeSave } from '../engine/saveFile';
import type { Action, GameState } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import { testScenario } from '../engine/testScenario';
import type { Timeline } from '../engine/timeline';
import { canRedo, canUndo, startTimeline, timelineApply, timelineRedo, timelineUndo } from '../engine/timeline';
import { SHIPPED_RULESETS, createShippedRegistry } from '../rules/registry';
import { bsTestScenario } from '../rules/battlesystem/testing/bsTestScenario';
import { loadSave } from './loadSave';
import { serializeScenario } from './serializeScenario';

const LOTOW_PROFILE = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6 };

const FIXTURES: Readonly<Record<string, Scenario>> = {
  free: testScenario,
  // The engine's test table with LotOW profiles (B1 rides a horse).
  lotow: { ...testScenario, figures: testScenario.figures.map((f) => ({ ...f, profile: f.mounted ? { ...LOTOW_PROFILE, mount: 'horse' } : LOTOW_PROFILE })) },
  // The engine's test table with SBH profiles (Quality 3–5, Combat 2–3).
  sbh: { ...testScenario, ruleset: 'sbh', figures: testScenario.figures.map((f, i) => ({ ...f, profile: { quality: 3 + (i % 3), combat: 2 + (i % 2) } })) },
  // The engine's test table with black-powder profiles (СД 2/3/4, rifles or smoothbores; B1 a rider).
  blackpowder: { ...testScenario, ruleset: 'blackpowder', figures: testScenario.figures.map((f, i) => ({ ...f, profile: { sd: '2/3/4', weapon: i % 2 === 0 ? 'rifled' : 'smoothbore', ...(f.mounted ? { cavalry: true } : {}) } })) },
  // BATTLESYSTEM's test table: a pike block, a longbow unit at medium range, irregular skirmishers.
  battlesystem: bsTestScenario(),
};

const registry = createShippedRegistry();

/** One step from a fast-check choice: a move of any figure to any point, a roll, a side action, an undo or a redo. */
type Choice = { kind: number; figure: number; x: number; y: number; dice: number };
const choice = fc.record({
  kind: fc.integer({ min: 0, max: 99 }),
  figure: fc.nat(),
  x: fc.double({ min: -2, max: 26, noNaN: true }),
  y: fc.double({ min: -2, max: 26, noNaN: true }),
  dice: fc.integer({ min: 0, max: 22 }),
});

function actionOf(ruleset: Ruleset, state: GameState, c: Choice): Action {
  const figures = state.scenario.figures;
  const f = figures[c.figure % figures.length]!;
  const side = state.actors[0] ?? f.side;
  if (c.kind < 55) return moveAction(f, [{ x: c.x, y: c.y }]);
  if (c.kind < 70) return rollAction(side, c.dice, 6);
  return ruleset.sideActions(state, side)[0] ?? { type: 'pass', side };
}

function play(ruleset: Ruleset, scenario: Scenario, seed: number, choices: readonly Choice[]) {
  const g = newGame(ruleset, scenario, {}, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.problems));
  let tl: Timeline = startTimeline(g.state);
  let refusals = 0;
  for (const c of choices) {
    if (c.kind >= 90 && c.kind < 95 && canUndo(tl)) {
      const r = timelineUndo(tl);
      if (r.ok) tl = r.timeline;
      continue;
    }
    if (c.kind >= 95 && canRedo(tl)) {
      const r = timelineRedo(tl);
      if (r.ok) tl = r.timeline;
      continue;
    }
    const r = timelineApply(ruleset, tl, actionOf(ruleset, tl.present, c));
    if (r.ok) tl = r.timeline;
    else refusals++;
  }
  return { tl, refusals };
}

const seed = fc.integer({ min: 0, max: 0xffffffff });
const choices = fc.array(choice, { minLength: 1, maxLength: 40 });

describe.each(SHIPPED_RULESETS.map((r) => [r.id, r] as const))('shipped ruleset %s: engine properties', (id, ruleset) => {
  const scenario = FIXTURES[id];
  it('has a fixture scenario for these properties', () => {
    expect(scenario).toBeDefined();
  });
  if (scenario === undefined) return;

  it('replaying the log of any stream (actions, undos, redos) gives the same state hash', () => {
    fc.assert(fc.property(seed, choices, (s, cs) => {
      const { tl } = play(ruleset, scenario, s, cs);
      const replayed = replayGame(ruleset, scenario, tl.present.options, s, stepsOfLog(tl.present.log));
      if (!replayed.ok) throw new Error(replayed.refusal.message);
      expect(stateHash(replayed.state)).toBe(stateHash(tl.present));
    }), { numRuns: 40 });
  });

  it('save → load through the untrusted-file path is the identity', () => {
    fc.assert(fc.property(seed, choices, (s, cs) => {
      const { tl } = play(ruleset, scenario, s, cs);
      const file = JSON.parse(JSON.stringify(serializeSave(tl.present, serializeScenario(scenario)))) as unknown;
      const loaded = loadSave(file, registry);
      if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
      expect(stateHash(loaded.state)).toBe(stateHash(tl.present));
      expect(loaded.timeline.past.length).toBe(tl.past.length);
      expect(loaded.timeline.future.length).toBe(tl.future.length);
    }), { numRuns: 30 });
  });

  it('undo restores the previous state except the dice stream and the log', () => {
    fc.assert(fc.property(seed, choices, (s, cs) => {
      const { tl } = play(ruleset, scenario, s, cs);
      fc.pre(canUndo(tl));
      const u = timelineUndo(tl);
      if (!u.ok) throw new Error(u.refusal.message);
      const { rng, log: _l, ...rest } = u.timeline.present;
      const { rng: _r, ...prev } = tl.past[tl.past.length - 1]!.state;
      expect(rest).toEqual(prev);
      expect(rng).toEqual(tl.present.rng);
    }), { numRuns: 40 });
  });

  it('a refused action leaves the state untouched', () => {
    fc.assert(fc.property(seed, choices, choice, (s, cs, c) => {
      const { tl } = play(ruleset, scenario, s, cs);
      const before = structuredClone(tl.present);
      const hash = stateHash(tl.present);
      const r = applyAction(ruleset, tl.present, actionOf(ruleset, tl.present, { ...c, kind: c.kind % 90 }));
      if (r.ok) return;
      expect(r.refusal.message).toContain(r.refusal.ruleId);
      expect(stateHash(tl.present)).toBe(hash);
      expect(tl.present).toEqual(before);
    }), { numRuns: 40 });
  });
});
