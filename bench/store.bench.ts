/**
 * The store's budgets on a real game (issue: an action applied through the store ≤ 5 ms median in a
 * game 500 actions long; loading and replaying a 500-action save ≤ 200 ms). The game is the demo
 * scenario on the free table (chosen explicitly: the dice tray and free moves make a long game): moves, rolls from the
 * dice tray, end turns and a few undos and redos, 500 steps in all, played through the store with
 * memory storage, so every step pays what the app pays — the rules, the store update and the
 * autosave (serialise the save with its state hash, JSON.stringify, write). The autosave runs in the
 * background (autosaver.ts), so "dispatch" is timed until the store's `whenSaved()` resolves.
 *
 * Baselines measured in the same run: `applyAction` alone for the action (what the engine costs;
 * the ratio is the store's overhead) and `JSON.parse` of the save text (the floor of any load).
 * The autosave's parts are timed on their own to show where the time goes. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import { measure, measureWithSetup } from './measure';
import type { Timing } from './measure';
import { applyAction } from '../src/engine/applyAction';
import { moveAction, rollAction } from '../src/engine/intents';
import type { Action } from '../src/engine/state';
import { serializeSave } from '../src/engine/saveFile';
import { stateHash } from '../src/engine/stateHash';
import { freeTableRuleset } from '../src/rules/free/freeTable';
import { parseScenario } from '../src/scenario/parseScenario';
import type { GameRecord } from '../src/store/gameSlice';
import { saveMeta } from '../src/store/gameSlice';
import { memoryGameStorage } from '../src/store/gameStorage';
import { createSkirmishStore } from '../src/store/store';
import { testStoreDeps } from '../src/store/testing/testStoreDeps';

const STEPS = 500;

const parsed = parseScenario(JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')));
if (!parsed.ok) throw new Error('the demo scenario does not parse');
const demo = parsed.scenario;

/**
 * A 500-step game on the demo: each turn the acting side moves its figures ½″ (east on odd turns,
 * west on even, so they shuffle in place) and rolls 2d6 after every second move, then ends its turn.
 * Every 5th turn a roll is undone and redone; every 7th a move is undone and made again (the undone
 * one stays in the log, struck through). The game ends on an end turn, so the side to act next has
 * every figure still to move.
 */
function playGame() {
  const storage = memoryGameStorage();
  const store = createSkirmishStore(testStoreDeps({ storage }));
  const s = () => store.getState();
  s().setHandoverEnabled(false);
  if (!s().loadScenario(demo, 'bench', { rulesetId: 'free' }).ok) throw new Error('the demo does not start');
  const steps = () => s().game!.timeline.present.log.length - 1;
  const must = (r: { ok: boolean }, what: string) => {
    if (!r.ok) throw new Error(`bench game: ${what} refused at step ${steps()}: ${JSON.stringify(r)}`);
  };
  const roll = (side: string) => must(s().dispatch(rollAction(side, 2, 6, 'Nerve')), 'roll');
  // A move onto terrain or another base is refused: try the other way, else leave the figure.
  const move = (id: string, dx: number): boolean => {
    const at = s().game!.timeline.present.scenario.figures.find((g) => g.id === id)!;
    return s().moveFigure(id, [{ x: at.x + dx, y: at.y }]).ok || s().moveFigure(id, [{ x: at.x - dx, y: at.y }]).ok;
  };
  for (let sideTurn = 1; steps() < STEPS; sideTurn++) {
    const present = s().game!.timeline.present;
    const side = present.actors[0]!;
    const dx = present.turn % 2 === 1 ? 0.5 : -0.5;
    // Room for this turn's extras and its end turn.
    const room = () => STEPS - 1 - steps();
    if (sideTurn % 5 === 0 && room() >= 3) {
      roll(side);
      must(s().undo(), 'undo');
      must(s().redo(), 'redo');
    }
    let moves = 0;
    for (const f of present.scenario.figures.filter((g) => g.side === side)) {
      if (room() < 1) break;
      if (sideTurn % 7 === 0 && moves === 0 && room() >= 3) {
        if (!move(f.id, dx)) continue;
        must(s().undo(), 'undo');
      }
      if (!move(f.id, dx)) continue;
      moves++;
      if (moves % 2 === 0 && room() >= 1) roll(side);
    }
    while (room() > 0 && moves === 0) {
      // Nobody could move (a crowded corner): fill the turn with rolls rather than end it empty.
      roll(side);
      moves++;
    }
    must(s().dispatch({ type: 'endTurn', side }), 'end turn');
  }
  if (steps() !== STEPS) throw new Error(`bench game has ${steps()} steps, not ${STEPS}`);
  return { store, storage };
}

const { store, storage } = playGame();
const record: GameRecord = store.getState().game!;
const last = record.timeline.present;
const kinds = last.log.reduce<Record<string, number>>((acc, e) => {
  const k = e.kind === 'action' ? `${e.action.type}${e.undone === true ? ' (undone)' : ''}` : e.kind;
  acc[k] = (acc[k] ?? 0) + 1;
  return acc;
}, {});
const side = last.actors[0]!;
const mover = last.scenario.figures.find((f) => f.side === side && (last.figureState as Record<string, { moved: boolean }>)[f.id]?.moved !== true)!;
const nextAction: Action = moveAction(mover, [{ x: mover.x + 0.5, y: mover.y }]);
await store.getState().whenSaved();
const saveText = (await storage.read(record.id))!;

/** Put the 500-step game back in the store (outside the timing), so each dispatch is action 501. */
const reset = () => store.setState({ game: record, status: null, handoverSideId: null });

/** An action through the store, and its autosave written. */
const dispatchNext = async () => {
  const r = store.getState().dispatch(nextAction);
  if (!r.ok) throw new Error(r.refusal.message);
  await store.getState().whenSaved();
};
const loadSave = () => {
  const fresh = createSkirmishStore(testStoreDeps());
  const r = fresh.getState().resumeSaveText(saveText, 'bench.skirmish.json');
  if (!r.ok) throw new Error(r.problems[0]?.message);
};

describe('one action through the store in a game 500 steps long', () => {
  bench('baseline: applyAction alone', () => { applyAction(freeTableRuleset, last, nextAction); });
  bench('store dispatch (rules + store update + autosave)', async () => {
    reset();
    await dispatchNext();
  });
});

describe('loading a 500-step save', () => {
  bench('baseline: JSON.parse of the save text', () => { JSON.parse(saveText); });
  bench('resumeSaveText (parse + validate + replay + hash + autosave)', loadSave);
});

afterAll(async () => {
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
  const apply = measure(() => applyAction(freeTableRuleset, last, nextAction), 30, 800);
  const dispatch = await measureWithSetup(reset, dispatchNext);
  const after = applyAction(freeTableRuleset, last, nextAction);
  if (!after.ok) throw new Error(after.refusal.message);
  const parse = measure(() => JSON.parse(saveText), 15, 800);
  const load = measure(loadSave, 10, 2000);
  const save = serializeSave(after.state, record.initialScenarioJson);
  const text = JSON.stringify(save);
  const writeStorage = memoryGameStorage();
  const rows: [string, Timing, string][] = [
    ['baseline: applyAction alone (action 501)', apply, ''],
    ['store dispatch of action 501', dispatch, `budget 5 ms; ${(dispatch.median / apply.median).toFixed(1)}× applyAction`],
    ['  of which: stateHash of the state', measure(() => stateHash(after.state), 30, 800), ''],
    ['  of which: serializeSave (incl. stateHash)', measure(() => serializeSave(after.state, record.initialScenarioJson), 30, 800), ''],
    ['  of which: JSON.stringify of the save', measure(() => JSON.stringify(save), 30, 800), ''],
    ['  of which: storage write (memory)', await measureWithSetup(() => undefined, () => writeStorage.write(saveMeta(record, 0), text), 30, 800), ''],
    ['baseline: JSON.parse of the save text', parse, ''],
    ['resumeSaveText of the 500-step save', load, `budget 200 ms; ${(load.median / parse.median).toFixed(0)}× JSON.parse`],
  ];
  console.log([
    `store benchmarks (demo scenario on the free table, ${STEPS} steps: ${Object.entries(kinds).map(([k, n]) => `${n} ${k}`).join(', ')}; `
      + `save ${(saveText.length / 1024).toFixed(0)} KB; median and p95 by performance.now())`,
    `${'case'.padEnd(46)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}`,
    ...rows.map(([name, t, note]) => `${name.padEnd(46)} ${ms(t.median).padStart(9)} ${ms(t.p95).padStart(9)} ${String(t.runs).padStart(6)}  ${note}`),
  ].join('\n'));
});
