/**
 * Undo and redo on a timeline: redo gives back exactly what undo took (same dice, no re-roll), the
 * log shows the undone action and both history entries, and a replay of the steps rebuilds it all,
 * including what can still be undone and redone. The timeline keeps its states without the log
 * (one log, the present's); a reference timeline of whole states, kept beside it here as the
 * engine kept them before issue 12, shows nothing is lost: every kept state comes back whole.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDO_STEP, UNDO_STEP, newGame, replayGame, replaySteps, stepsOfLog } from './replay';
import type { ReplayStep } from './replay';
import type { StateSnapshot } from './snapshot';
import { logAsItStood, stateWithLog } from './snapshot';
import type { GameState } from './state';
import { MAX_GAME_STEPS } from './state';
import { stateHash } from './stateHash';
import { isRollEvent } from './state';
import { testScenario } from './testScenario';
import { testGameScenario, testRuleset } from './testing/testRuleset';
import { TEST_TURN_MODELS, randomLegalAction, startTestGame } from './testing/testGame';
import type { Timeline } from './timeline';
import { canRedo, canUndo, startTimeline, timelineApply, timelineRedo, timelineUndo } from './timeline';

const scenario = testGameScenario(testScenario);
type T = Timeline<ReturnType<typeof startTestGame>['flow'], ReturnType<typeof startTestGame>['figureState'][string]>;

type S = T['present'];

/**
 * Play from fast-check choices: 0 mod 7 undoes, 1 mod 7 redoes, anything else acts. Beside the
 * timeline, `reference` keeps whole states (past and future as the engine kept them before it kept
 * snapshots), and `presents` every state the game was in, oldest first.
 */
function play(model: (typeof TEST_TURN_MODELS)[number], seed: number, choices: readonly number[]) {
  let tl: T = startTimeline(startTestGame(model, seed, scenario));
  const reference: { past: S[]; future: S[] } = { past: [], future: [] };
  const presents: S[] = [tl.present];
  const steps: ReplayStep[] = [];
  let k = 0;
  const pick = (n: number) => Math.floor(((choices[k++ % choices.length] ?? 0) / 1000) * n);
  const moveTo = (next: T, from: S[], to: S[], pop: boolean) => {
    if (pop) from.pop();
    to.push(tl.present);
    tl = next;
    presents.push(tl.present);
  };
  for (const c of choices) {
    if (c % 7 === 0 && canUndo(tl)) {
      const r = timelineUndo(tl);
      if (!r.ok) throw new Error(r.refusal.message);
      moveTo(r.timeline, reference.past, reference.future, true);
      steps.push(UNDO_STEP);
      continue;
    }
    if (c % 7 === 1 && canRedo(tl)) {
      const r = timelineRedo(tl);
      if (!r.ok) throw new Error(r.refusal.message);
      moveTo(r.timeline, reference.future, reference.past, true);
      steps.push(REDO_STEP);
      continue;
    }
    const action = randomLegalAction(tl.present, pick);
    if (action === undefined) break;
    const r = timelineApply(testRuleset, tl, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.refusal.message}`);
    reference.future = [];
    moveTo(r.timeline, reference.future, reference.past, false);
    steps.push(action);
  }
  return { tl, steps, reference, presents };
}

const model = fc.constantFrom(...TEST_TURN_MODELS);
const seed = fc.integer({ min: 0, max: 0xffffffff });
const choices = fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 50 });
const strip = (s: T['present']) => ({ ...s, log: [] });

describe('timeline: undo and redo', () => {
  it('ENGINE-REDO: undo then redo gives back the very state the action made (same dice), with two more log entries', () => {
    fc.assert(fc.property(model, seed, choices, (m, s, cs) => {
      const { tl } = play(m, s, cs);
      fc.pre(canUndo(tl));
      const u = timelineUndo(tl);
      if (!u.ok) throw new Error(u.refusal.message);
      const r = timelineRedo(u.timeline);
      if (!r.ok) throw new Error(r.refusal.message);
      expect(strip(r.timeline.present)).toEqual(strip(tl.present));
      expect(r.timeline.present.log.length).toBe(tl.present.log.length + 2);
      expect(r.timeline.present.log.slice(-2).map((e) => e.kind)).toEqual(['undo', 'redo']);
      // The redone entry is live again and its rolls are the same faces.
      const before = tl.present.log.filter((e) => e.kind === 'action');
      const after = r.timeline.present.log.filter((e) => e.kind === 'action');
      expect(after).toEqual(before);
    }), { numRuns: 60 });
  });

  it('ENGINE-REDO: replaying any stream of actions, undos and redos rebuilds the state and what can be undone and redone', () => {
    fc.assert(fc.property(model, seed, choices, (m, s, cs) => {
      const { tl, steps } = play(m, s, cs);
      expect(stepsOfLog(tl.present.log)).toEqual(steps);
      const replayed = replayGame(testRuleset, scenario, tl.present.options, s, steps);
      if (!replayed.ok) throw new Error(replayed.refusal.message);
      expect(stateHash(replayed.state)).toBe(stateHash(tl.present));
      expect(replayed.timeline.past.map(stateHash)).toEqual(tl.past.map(stateHash));
      expect(replayed.timeline.future.map(stateHash)).toEqual(tl.future.map(stateHash));
    }), { numRuns: 60 });
  });

  it('ENGINE-REDO: a new action forgets the redo; redo with nothing undone is refused with the rule ID', () => {
    const start: T = startTimeline(startTestGame('phases', 3, scenario));
    expect(timelineRedo(start)).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-REDO', reasonKey: 'engine.nothingToRedo' } });
    const side = start.present.actors[0]!;
    const a = timelineApply(testRuleset, start, { type: 'endPhase', side });
    if (!a.ok) throw new Error(a.refusal.message);
    const u = timelineUndo(a.timeline);
    if (!u.ok) throw new Error(u.refusal.message);
    expect(canRedo(u.timeline)).toBe(true);
    const b = timelineApply(testRuleset, u.timeline, { type: 'endPhase', side });
    if (!b.ok) throw new Error(b.refusal.message);
    expect(canRedo(b.timeline)).toBe(false);
    expect(timelineUndo(start)).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-UNDO' } });
  });

  it('ENGINE-UNDO: undoing a roll and acting again rolls new dice from where the stream stood (no free re-roll)', () => {
    const start: T = startTimeline(startTestGame('activations', 11, scenario));
    const side = start.present.actors[0]!;
    const figure = start.present.scenario.figures.find((f) => f.side === side)!;
    const act = { type: 'activate', side, figureId: figure.id, params: { dice: 3 } };
    const first = timelineApply(testRuleset, start, act);
    if (!first.ok) throw new Error(first.refusal.message);
    const u = timelineUndo(first.timeline);
    if (!u.ok) throw new Error(u.refusal.message);
    const again = timelineApply(testRuleset, u.timeline, act);
    if (!again.ok) throw new Error(again.refusal.message);
    const rolls = again.timeline.present.log.flatMap((e) => (e.kind === 'action' ? e.events.filter(isRollEvent) : []));
    expect(rolls).toHaveLength(2);
    expect(again.timeline.present.rng).not.toEqual(first.timeline.present.rng);
    expect(again.timeline.present.log[1]).toMatchObject({ kind: 'action', undone: true });
  });

  it('ENGINE-TIMELINE: only the present keeps a log; every kept state comes back whole (log as it stood, undone marks included)', () => {
    fc.assert(fc.property(model, seed, choices, (m, s, cs) => {
      const { tl, reference } = play(m, s, cs);
      const whole = (kept: T['past'][number]) => stateWithLog(kept.state, tl.present.log, kept.logLength);
      for (const kept of [...tl.past, ...tl.future]) expect(Object.keys(kept.state)).not.toContain('log');
      expect(tl.past.map(whole)).toEqual(reference.past);
      expect(tl.future.map(whole)).toEqual(reference.future);
      expect(tl.past.map(whole).map(stateHash)).toEqual(reference.past.map(stateHash));
    }), { numRuns: 60 });
  });

  it('ENGINE-TIMELINE: logAsItStood gives back the log of every state the game was in', () => {
    fc.assert(fc.property(model, seed, choices, (m, s, cs) => {
      const { tl, presents } = play(m, s, cs);
      for (const p of presents) expect(logAsItStood(tl.present.log, p.log.length)).toEqual(p.log);
    }), { numRuns: 60 });
  });

  it('ENGINE-TIMELINE: replaySteps builds in place yet leaves its start alone; its frames are the states the game was in', () => {
    fc.assert(fc.property(model, seed, choices, (m, s, cs) => {
      const { tl, steps, presents } = play(m, s, cs);
      const game = newGame(testRuleset, scenario, tl.present.options, s);
      if (!game.ok) throw new Error('no game');
      const start = structuredClone(game.state);
      const frames: StateSnapshot[] = [];
      const r = replaySteps(testRuleset, game.state, steps, (frame) => frames.push(frame));
      if (!r.ok) throw new Error(r.refusal.message);
      expect(game.state).toEqual(start);
      expect(r.timeline.past).toEqual(tl.past);
      expect(r.timeline.future).toEqual(tl.future);
      // Frame i is the state after step i: its log is the first i + 2 entries, as they stood.
      expect(frames.map((f, i) => stateWithLog(f, r.state.log, i + 2))).toEqual(presents.slice(1));
    }), { numRuns: 40 });
  });

  it('ENGINE-LOG-FULL: at MAX_GAME_STEPS steps every action, undo and redo is refused, so every save the engine wrote loads', () => {
    const start = startTestGame('phases', 5, scenario);
    const side = start.actors[0]!;
    const a = timelineApply(testRuleset, startTimeline(start), { type: 'endPhase', side });
    if (!a.ok) throw new Error(a.refusal.message);
    const u = timelineUndo(a.timeline);
    if (!u.ok) throw new Error(u.refusal.message);
    // The same log padded to the limit (the check reads its length; the entries are the set-up's).
    const padded = <St extends GameState>(st: St, steps: number): St =>
      ({ ...st, log: [...st.log, ...Array.from({ length: steps + 1 - st.log.length }, () => st.log[0]!)] });
    const full = (tl: T): T => ({ ...tl, present: padded(tl.present, MAX_GAME_STEPS) });
    const refusedFull = { ok: false, refusal: { reasonKey: 'engine.logFull', ruleId: 'ENGINE-LOG-FULL', params: { max: MAX_GAME_STEPS } } };
    expect(timelineApply(testRuleset, full(startTimeline(start)), { type: 'endPhase', side })).toMatchObject(refusedFull);
    expect(timelineUndo(full(a.timeline))).toMatchObject(refusedFull);
    expect(timelineRedo(full(u.timeline))).toMatchObject(refusedFull);
    // One step short of the limit the step is taken: the log then holds exactly the limit.
    const last = timelineApply(testRuleset, startTimeline(padded(start, MAX_GAME_STEPS - 1)), { type: 'endPhase', side });
    expect(last.ok && last.timeline.present.log.length - 1).toBe(MAX_GAME_STEPS);
  });
});
