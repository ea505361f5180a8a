/**
 * The ruleset kit must not cost (issue 14: an action applied through the store in a 500-step game
 * ≤ 5 ms median, with the rulesets on engine/kit/familyRuleset.ts). For LOTOW on the demo town and
 * SBH on Elder Hollow: a game of 500 random legal steps (engine/testing/legalStream.ts: actions,
 * undos and redos, seeded), saved and resumed in a store with memory storage, then one more legal
 * action dispatched through the store (rules + store update + autosave, until `whenSaved()`), the
 * game put back before each run. Baseline in the same run: `applyAction` alone for that action
 * (the ratio is the store's overhead). Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import { measure, measureWithSetup } from './measure';
import { applyAction, legalActions, legalSideActions } from '../src/engine/applyAction';
import type { Ruleset } from '../src/engine/ruleset';
import { serializeSave } from '../src/engine/saveFile';
import type { Action, GameState } from '../src/engine/state';
import { legalStream, seededPick } from '../src/engine/testing/legalStream';
import { lotowRuleset } from '../src/rules/lotow';
import { sbhRuleset } from '../src/rules/sbh';
import { parseScenario } from '../src/scenario/parseScenario';
import { memoryGameStorage } from '../src/store/gameStorage';
import { createSkirmishStore } from '../src/store/store';
import { testStoreDeps } from '../src/store/testing/testStoreDeps';

const STEPS = 500;
const SEED = 14;

interface KitGame {
  readonly label: string;
  readonly ruleset: Ruleset;
  readonly last: GameState;
  readonly next: Action;
  readonly dispatchNext: () => Promise<void>;
  readonly reset: () => void;
}

function kitGame(label: string, ruleset: Ruleset, file: string): KitGame {
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  let present: GameState | undefined;
  for (const step of legalStream(ruleset, parsed.scenario, {}, SEED, seededPick(SEED), { maxSteps: STEPS })) present = step.timeline.present;
  if (present === undefined) throw new Error(`${label}: no steps`);
  const store = createSkirmishStore(testStoreDeps({ storage: memoryGameStorage() }));
  store.getState().setHandoverEnabled(false);
  const resumed = store.getState().resumeSaveText(JSON.stringify(serializeSave(present, json)), `${label}.json`);
  if (!resumed.ok) throw new Error(`${label}: the 500-step save does not resume: ${resumed.problems[0]?.message}`);
  const record = store.getState().game!;
  const last = record.timeline.present;
  // The next action: a piece's first legal one, else the side's (end the phase or turn).
  const side = last.actors[0] ?? '';
  const pieces = last.scenario.figures.filter((f) => f.side === side);
  const next = pieces.flatMap((f) => legalActions(ruleset, last, f.id)).find((l) => l.legal)?.action
    ?? legalSideActions(ruleset, last, side).find((l) => l.legal)?.action;
  if (next === undefined) throw new Error(`${label}: nothing legal after ${STEPS} steps`);
  return {
    label,
    ruleset,
    last,
    next,
    reset: () => store.setState({ game: record, status: null, handoverSideId: null }),
    dispatchNext: async () => {
      const r = store.getState().dispatch(next);
      if (!r.ok) throw new Error(`${label}: ${r.refusal.message}`);
      await store.getState().whenSaved();
    },
  };
}

const games = [
  kitGame('lotow', lotowRuleset as unknown as Ruleset, 'public/scenarios/demo-town.json'),
  kitGame('sbh', sbhRuleset as unknown as Ruleset, 'public/scenarios/sbh-elder-hollow.json'),
];

for (const g of games) {
  describe(`${g.label}: one action through the store in a ${STEPS}-step game`, () => {
    bench('baseline: applyAction alone', () => { applyAction(g.ruleset, g.last, g.next); });
    bench('store dispatch (rules on the kit + store update + autosave)', async () => {
      g.reset();
      await g.dispatchNext();
    });
  });
}

afterAll(async () => {
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
  const lines = [`kit store benchmarks (${STEPS} random legal steps, seed ${SEED}; median and p95 by performance.now())`,
    `${'case'.padEnd(52)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}`];
  for (const g of games) {
    const apply = measure(() => applyAction(g.ruleset, g.last, g.next), 30, 800);
    const dispatch = await measureWithSetup(g.reset, g.dispatchNext);
    lines.push(`${`${g.label} baseline: applyAction alone (${g.next.type})`.padEnd(52)} ${ms(apply.median).padStart(9)} ${ms(apply.p95).padStart(9)} ${String(apply.runs).padStart(6)}`);
    lines.push(`${`${g.label} store dispatch of action ${STEPS + 1}`.padEnd(52)} ${ms(dispatch.median).padStart(9)} ${ms(dispatch.p95).padStart(9)} ${String(dispatch.runs).padStart(6)}  budget 5 ms; ${(dispatch.median / apply.median).toFixed(1)}× applyAction`);
  }
  console.log(lines.join('\n'));
});
