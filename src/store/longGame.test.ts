/**
 * Issue 12, defect 4: memory grew with the square of the game's length — every state the timeline
 * kept (and every frame of the replay viewer) had its own copy of the log, so a 20,000-step save
 * took 35 s and 2.7 GB to load. These tests load long free-table games through the store, as the
 * app does, and count the array slots the loaded game keeps (every array reachable from it, each
 * counted once): linear in the steps, and no kept state carries a log. Not timed (bench/ times).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { newGame, replaySteps } from '../engine/replay';
import { MAX_SAVE_STEPS, serializeSave } from '../engine/saveFile';
import { MAX_GAME_STEPS } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import { freeTableRuleset } from '../rules/free/freeTable';
import { LONG_GAME_OPTIONS, longFreeGameSteps } from '../rules/free/testing/longFreeGame';
import { parseScenario } from '../scenario/parseScenario';
import { createTestStore } from './testing/testStoreDeps';

const demoJson = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as unknown;
const parsed = parseScenario(demoJson);
if (!parsed.ok) throw new Error('demo does not parse');
const demo = parsed.scenario;

function longSave(steps: number): { text: string; hash: string } {
  const game = newGame(freeTableRuleset, demo, LONG_GAME_OPTIONS, 12);
  if (!game.ok) throw new Error('the long game does not start');
  const r = replaySteps(freeTableRuleset, game.state, longFreeGameSteps(demo, steps));
  if (!r.ok) throw new Error(`the long game stops at step ${r.atIndex}: ${r.refusal.message}`);
  const save = serializeSave(r.state, demoJson);
  return { text: JSON.stringify(save), hash: save.stateHash };
}

/** Array slots reachable from `root`, every array counted once however many hold it. */
function arraySlots(root: unknown): number {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  let slots = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      slots += v.length;
      for (const x of v) stack.push(x);
    } else {
      for (const x of Object.values(v)) stack.push(x);
    }
  }
  return slots;
}

function loadInStore(text: string) {
  const store = createTestStore();
  const r = store.getState().resumeSaveText(text, 'long.json');
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return store;
}

describe('a long game keeps memory linear in its steps (issue 12, defect 4)', () => {
  const short = longSave(2_000);
  const long = longSave(20_000);

  it('the timeline keeps snapshots without a log, and the present is the one log', () => {
    const store = loadInStore(long.text);
    const tl = store.getState().game!.timeline;
    expect(stateHash(tl.present)).toBe(long.hash);
    expect(tl.present.log).toHaveLength(20_001);
    // 2 of every 10 steps are a move then its undo + redo; the rest are live actions.
    expect(tl.past.length).toBeGreaterThan(15_000);
    for (const kept of [...tl.past, ...tl.future]) expect(Object.keys(kept.state)).not.toContain('log');
  });

  it('the loaded game keeps O(steps) array slots: 10× the steps keep at most 11× the slots, under 100 a step', () => {
    const slotsOf = (text: string) => arraySlots(loadInStore(text).getState().game!.timeline);
    const a = slotsOf(short.text);
    const b = slotsOf(long.text);
    // Quadratic (a log per kept state) would be ~1,000 slots a step at 2,000 steps and 10,000 at 20,000.
    expect(a / 2_000).toBeLessThan(100);
    expect(b / 20_000).toBeLessThan(100);
    expect(b / a).toBeLessThan(11);
  });

  it('the replay viewer keeps one frame a step without a log, and the step shown gets its log as it stood', () => {
    const store = loadInStore(short.text);
    expect(store.getState().openReplay(null).ok).toBe(true);
    const replay = store.getState().replay!;
    expect(replay.frames).toHaveLength(2_001);
    for (const f of replay.frames) expect(Object.keys(f)).not.toContain('log');
    expect(arraySlots(replay) / 2_000).toBeLessThan(100);
  });

  it('ENGINE-LOG-FULL: a save past the step limit is refused before any replay, and the limit is the engine\'s own', () => {
    expect(MAX_SAVE_STEPS).toBe(MAX_GAME_STEPS);
    const save = JSON.parse(short.text) as { actions: unknown[] };
    // Every action names a side the table does not have: a replay would refuse actions[0].
    const bad = { type: 'move', side: 'nobody', figureId: 'jack', params: { path: [{ x: 1, y: 1 }] } };
    const tooLong = JSON.stringify({ ...save, actions: Array.from({ length: MAX_SAVE_STEPS + 1 }, () => bad) });
    const store = createTestStore();
    const r = store.getState().resumeSaveText(tooLong, 'too-long.json');
    expect(r).toMatchObject({ ok: false, problems: [{ path: 'actions', code: 'tooMany', params: { count: MAX_SAVE_STEPS + 1, max: MAX_SAVE_STEPS } }] });
    expect(r.ok === false && r.problems).toHaveLength(1);
  });
});
