/**
 * The engine's budgets (issue: applying an action ≤ 5 ms median in a game 500 actions long; loading
 * and replaying a 500-action save ≤ 200 ms), on the test ruleset in the activations model with
 * shooting left out so the game lasts 500 actions (activation rolls keep dice in the log).
 * Baselines in the same groups: a structuredClone of the 500-action state (what a naive "copy the
 * state, then mutate" engine pays per action) and a JSON round trip of the save text.
 * Prints median and p95 (performance.now() over repeated runs). Run with `npm run bench`.
 */
import { afterAll, bench, describe } from 'vitest';
import { measure, timingOf } from './measure';
import type { Timing } from './measure';
import { applyAction } from '../src/engine/applyAction';
import { createRulesetRegistry } from '../src/engine/rulesetRegistry';
import { serializeSave } from '../src/engine/saveFile';
import { testScenario } from '../src/engine/testScenario';
import type { TestState } from '../src/engine/testing/testGame';
import { playRandomGame, randomLegalAction, startTestGame } from '../src/engine/testing/testGame';
import { testGameScenario, testRuleset } from '../src/engine/testing/testRuleset';
import { loadSave } from '../src/scenario/loadSave';
import { parseScenario } from '../src/scenario/parseScenario';
import { serializeScenario } from '../src/scenario/serializeScenario';

const parsed = parseScenario(serializeScenario(testGameScenario(testScenario)));
if (!parsed.ok) throw new Error('bench scenario invalid');
const scenario = parsed.scenario;
const registry = createRulesetRegistry([testRuleset]);
const noShooting = (a: { type: string }) => a.type !== 'shoot' && a.type !== 'react';
const game = playRandomGame(startTestGame('activations', 5, scenario, 1000), 500, 11, noShooting);
if (game.actions.length !== 500) throw new Error(`bench game stopped after ${game.actions.length} actions`);
const last: TestState = game.state;
let k = 1;
const nextAction = randomLegalAction(last, (n) => (k++ * 7) % n, noShooting)!;
const saveText = JSON.stringify(serializeSave(last, serializeScenario(scenario)));

describe('one action in a game 500 actions long', () => {
  bench('baseline: structuredClone of the state', () => { structuredClone(last); });
  bench('applyAction at action 501', () => { applyAction(testRuleset, last, nextAction); });
});

describe('loading a 500-action save', () => {
  bench('baseline: JSON round trip of the save text', () => { JSON.parse(saveText); });
  bench('parse + validate + replay + hash', () => {
    const r = loadSave(JSON.parse(saveText), registry);
    if (!r.ok) throw new Error(r.problems[0]?.message);
  });
});

afterAll(() => {
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
  // Every one of the 500 actions, timed where it happened in the game.
  const along: number[] = [];
  game.history.forEach((before, i) => {
    const t0 = performance.now();
    applyAction(testRuleset, before, game.actions[i]!);
    along.push(performance.now() - t0);
  });
  const rows: [string, Timing, string][] = [
    ['baseline: structuredClone of the 500-action state', measure(() => structuredClone(last)), ''],
    ['applyAction, each of the 500 actions in place', timingOf(along), 'budget 5 ms'],
    ['applyAction at action 501', measure(() => applyAction(testRuleset, last, nextAction)), 'budget 5 ms'],
    ['baseline: JSON.parse of the save text', measure(() => JSON.parse(saveText)), ''],
    ['load + replay + hash a 500-action save', measure(() => loadSave(JSON.parse(saveText), registry), 10, 1500), 'budget 200 ms'],
  ];
  console.log([
    `engine benchmarks (test ruleset, activations, 500 actions, save ${(saveText.length / 1024).toFixed(0)} KB; median and p95 by performance.now())`,
    `${'case'.padEnd(52)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}`,
    ...rows.map(([name, t, budget]) => `${name.padEnd(52)} ${ms(t.median).padStart(9)} ${ms(t.p95).padStart(9)} ${String(t.runs).padStart(6)}  ${budget}`),
  ].join('\n'));
});
