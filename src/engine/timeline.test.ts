/**
 * Undo and redo on a timeline: redo gives back exactly what undo took (same dice, no re-roll), the
 * log shows the undone action and both history entries, and a replay of the steps rebuilds it all,
 * including what can still be undone and redone.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDO_STEP, UNDO_STEP, replayGame, stepsOfLog } from './replay';
import type { ReplayStep } from './replay';
import { stateHash } from './stateHash';
import { isRollEvent } from './state';
import { testScenario } from './testScenario';
import { testGameScenario, testRuleset } from './testing/testRuleset';
import { TEST_TURN_MODELS, randomLegalAction, startTestGame } from './testing/testGame';
import type { Timeline } from './timeline';
import { canRedo, canUndo, startTimeline, timelineApply, timelineRedo, timelineUndo } from './timeline';

const scenario = testGameScenario(testScenario);
type T = Timeline<ReturnType<typeof startTestGame>['flow'], ReturnType<typeof startTestGame>['figureState'][string]>;

/** Play from fast-check choices: 0 mod 7 undoes, 1 mod 7 redoes, anything else acts. */
function play(model: (typeof TEST_TURN_MODELS)[number], seed: number, choices: readonly number[]) {
  let tl: T = startTimeline(startTestGame(model, seed, scenario));
  const steps: ReplayStep[] = [];
  let k = 0;
  const pick = (n: number) => Math.floor(((choices[k++ % choices.length] ?? 0) / 1000) * n);
  for (const c of choices) {
    if (c % 7 === 0 && canUndo(tl)) {
      const r = timelineUndo(tl);
      if (!r.ok) throw new Error(r.refusal.message);
      tl = r.timeline;
      steps.push(UNDO_STEP);
      continue;
    }
    if (c % 7 === 1 && canRedo(tl)) {
      const r = timelineRedo(tl);
      if (!r.ok) throw new Error(r.refusal.message);
      tl = r.timeline;
      steps.push(REDO_STEP);
      continue;
    }
    const action = randomLegalAction(tl.present, pick);
    if (action === undefined) break;
    const r = timelineApply(testRuleset, tl, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.refusal.message}`);
    tl = r.timeline;
    steps.push(action);
  }
  return { tl, steps };
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
});
