/**
 * The game slice and the play slice on a real store with memory storage: every change goes through
 * the rules, is autosaved and survives a "reload" (a new store on the same storage); undo and redo;
 * the hotseat handover; the replay viewer; bad save files.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rollAction } from '../engine/intents';
import { isRollEvent } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import { parseScenario } from '../scenario/parseScenario';
import type { GameStorage } from './gameStorage';
import { memoryGameStorage } from './gameStorage';
import { createSkirmishStore } from './store';
import { testStoreDeps } from './storeDeps';
import { actAs } from './testStore';

const demoJson = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as unknown;
const parsed = parseScenario(demoJson);
if (!parsed.ok) throw new Error('demo does not parse');
const demo = parsed.scenario;

/** The demo on the free table (these tests are about the store, not a rule system). */
function started(storage: GameStorage = memoryGameStorage()) {
  const store = createSkirmishStore(testStoreDeps({ storage }));
  const r = store.getState().loadScenario(demo, 'scenarios/demo-town.json', { rulesetId: 'free' });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return { store, storage, s: () => store.getState() };
}

const present = (s: ReturnType<ReturnType<typeof started>['s']>) => s.game!.timeline.present;
const firstOf = (s: ReturnType<ReturnType<typeof started>['s']>, side: string) => present(s).scenario.figures.find((f) => f.side === side)!;

describe('game slice', () => {
  it('a scenario runs on its own ruleset when installed (the demo: LOTOW), and is autosaved at once', () => {
    const store = createSkirmishStore(testStoreDeps());
    expect(store.getState().loadScenario(demo, 'demo').ok).toBe(true);
    expect(store.getState().game!.timeline.present.rulesetId).toBe('lotow');
    expect(store.getState().game!.requestedRulesetId).toBeNull();
    expect(store.getState().savedGames).toHaveLength(1);
    expect(store.getState().lastSavedGameId()).toBe(store.getState().game!.id);
  });

  it('a scenario whose ruleset is not installed runs on the free table and says which ruleset it asked for', () => {
    const store = createSkirmishStore(testStoreDeps());
    expect(store.getState().loadScenario({ ...demo, ruleset: 'blackpowder' }, 'black powder demo').ok).toBe(true);
    expect(store.getState().game!.timeline.present.rulesetId).toBe('free');
    expect(store.getState().game!.requestedRulesetId).toBe('blackpowder');
    expect(store.getState().scenario).toBe(store.getState().game!.timeline.present.scenario);
  });

  it('the players may choose the free table for a scenario whose ruleset is installed: nothing is "missing" then', () => {
    const { s } = started();
    expect(present(s()).rulesetId).toBe('free');
    expect(s().game!.requestedRulesetId).toBeNull();
  });

  it('a move goes through the rules, moves the figure and is autosaved; the save loads to the same state', () => {
    const { s, storage } = started();
    const side = present(s()).actors[0]!;
    const f = firstOf(s(), side);
    const r = s().moveFigure(f.id, [{ x: f.x + 1, y: f.y }]);
    expect(r.ok).toBe(true);
    expect(s().scenario!.figures.find((g) => g.id === f.id)!.x).toBeCloseTo(f.x + 1);
    const saved = storage.read(s().game!.id)!;
    const other = createSkirmishStore(testStoreDeps());
    expect(other.getState().resumeSaveText(saved, 'save').ok).toBe(true);
    expect(stateHash(other.getState().game!.timeline.present)).toBe(stateHash(present(s())));
    expect(storage.list()[0]).toMatchObject({ title: demo.name, rulesetId: 'free', turn: 1, steps: 1, finished: false });
  });

  it('a refused action leaves the game as it was and puts the reason with its rule ID on the status line', () => {
    const { s } = started();
    const game = s().game;
    const actor = present(s()).actors[0]!;
    const enemy = present(s()).scenario.figures.find((f) => f.side !== actor)!;
    const r = s().moveFigure(enemy.id, [{ x: enemy.x + 1, y: enemy.y }]);
    expect(r).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-ACTORS' } });
    expect(s().game).toBe(game);
    expect(s().status).toMatchObject({ key: 'engine.notYourTurn', tone: 'error', params: { ruleId: 'ENGINE-ACTORS', side: enemy.side } });
  });

  it('a figure of the side that may not act is selected but not picked up, and the status says why', () => {
    const { s } = started();
    const actor = present(s()).actors[0]!;
    const enemy = present(s()).scenario.figures.find((f) => f.side !== actor)!;
    s().beginDrag(enemy.id, { x: enemy.x, y: enemy.y });
    expect(s().drag).toBeNull();
    expect(s().selectedFigureId).toBe(enemy.id);
    expect(s().status).toMatchObject({ key: 'engine.notYourTurn', params: { ruleId: 'ENGINE-ACTORS' } });
  });

  it('undo puts the figure back and marks the log; redo brings back the very same result; a new action forgets the redo', () => {
    const { s } = started();
    const side = present(s()).actors[0]!;
    const f = firstOf(s(), side);
    s().moveFigure(f.id, [{ x: f.x + 2, y: f.y }]);
    const moved = present(s());
    expect(s().undo().ok).toBe(true);
    expect(s().scenario!.figures.find((g) => g.id === f.id)).toMatchObject({ x: f.x, y: f.y });
    expect(present(s()).log.find((e) => e.kind === 'action')).toMatchObject({ undone: true });
    expect(s().redo().ok).toBe(true);
    expect(present(s()).scenario).toEqual(moved.scenario);
    expect(present(s()).log.map((e) => e.kind)).toEqual(['setup', 'action', 'undo', 'redo']);
    expect(s().redo()).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-REDO' } });
    s().undo();
    s().dispatch(rollAction(side, 2, 6));
    expect(s().redo()).toMatchObject({ ok: false, refusal: { reasonKey: 'engine.nothingToRedo' } });
  });

  it('undo of a roll then redo gives the same faces (no free re-roll); rolling again gives new dice from where the stream stood', () => {
    const { s } = started();
    const side = present(s()).actors[0]!;
    s().dispatch(rollAction(side, 5, 6));
    const faces = () => present(s()).log.flatMap((e) => (e.kind === 'action' && e.undone !== true ? e.events.filter(isRollEvent).map((r) => r.faces) : []));
    const first = faces();
    const rngAfter = present(s()).rng;
    s().undo();
    expect(present(s()).rng).toEqual(rngAfter);
    s().redo();
    expect(faces()).toEqual(first);
    s().undo();
    s().dispatch(rollAction(side, 5, 6));
    expect(present(s()).rng).not.toEqual(rngAfter);
  });

  it('ending the turn asks to pass the device to the other side; nothing is played until it is dismissed', () => {
    const { s } = started();
    const side = present(s()).actors[0]!;
    s().dispatch({ type: 'endTurn', side });
    const next = present(s()).actors[0]!;
    expect(next).not.toBe(side);
    expect(s().handoverSideId).toBe(next);
    expect(s().dispatch(rollAction(next, 1, 6))).toMatchObject({ ok: false, refusal: { reasonKey: 'session.handoverPending' } });
    s().dismissHandover();
    expect(s().dispatch(rollAction(next, 1, 6)).ok).toBe(true);
    s().setHandoverEnabled(false);
    s().dispatch({ type: 'endTurn', side: next });
    expect(s().handoverSideId).toBeNull();
  });

  it('a reload (a new store on the same storage) resumes the exact game, and can still undo', () => {
    const { s, storage } = started();
    const side = present(s()).actors[0]!;
    const f = firstOf(s(), side);
    s().moveFigure(f.id, [{ x: f.x + 1.5, y: f.y }]);
    s().dispatch(rollAction(side, 3, 8, 'gold'));
    const hash = stateHash(present(s()));
    const reloaded = createSkirmishStore(testStoreDeps({ storage }));
    const id = reloaded.getState().lastSavedGameId();
    expect(id).toBe(s().game!.id);
    expect(reloaded.getState().resumeSaved(id!).ok).toBe(true);
    expect(stateHash(reloaded.getState().game!.timeline.present)).toBe(hash);
    expect(reloaded.getState().game!.id).toBe(id);
    expect(reloaded.getState().undo().ok).toBe(true);
    expect(reloaded.getState().undo().ok).toBe(true);
    expect(reloaded.getState().scenario!.figures.find((g) => g.id === f.id)).toMatchObject({ x: f.x });
  });

  it('a bad save file is refused with its problems and paths; the game in progress is untouched', () => {
    const { s } = started();
    const game = s().game;
    const good = JSON.stringify(s().exportSave());
    const tampered = JSON.parse(good) as { stateHash: string; actions: unknown[] };
    tampered.stateHash = '0000000000000000';
    for (const text of ['{"kind": "skirmish-save"', JSON.stringify(tampered), '[]']) {
      const r = s().resumeSaveText(text, 'bad.json');
      expect(r.ok).toBe(false);
      expect(s().game).toBe(game);
      expect(s().loadProblems?.source).toBe('bad.json');
      expect(s().loadProblems?.problems[0]?.message).toMatch(/^[^:]+: /);
    }
  });

  it('the replay viewer shows any step of the game and refuses play until it is closed', () => {
    const { store, s } = started();
    const side = present(s()).actors[0]!;
    const f = firstOf(s(), side);
    s().moveFigure(f.id, [{ x: f.x + 1, y: f.y }]);
    s().dispatch({ type: 'endTurn', side });
    s().dismissHandover();
    expect(s().openReplay(null).ok).toBe(true);
    expect(s().replay!.frames).toHaveLength(3);
    expect(s().replay!.index).toBe(2);
    s().setReplayIndex(0);
    expect(s().scenario!.figures.find((g) => g.id === f.id)).toMatchObject({ x: f.x });
    s().setReplayIndex(99);
    expect(s().replay!.index).toBe(2);
    expect(s().dispatch(rollAction(present(s()).actors[0]!, 1, 6))).toMatchObject({ ok: false, refusal: { reasonKey: 'session.replayReadOnly' } });
    s().closeReplay();
    expect(s().scenario).toBe(present(s()).scenario);
    expect(store.getState().replay).toBeNull();
  });

  it('saved games: the game in progress cannot be deleted; another one can; a missing one is reported', () => {
    const { s, storage } = started();
    const firstId = s().game!.id;
    s().loadScenario(demo, 'again');
    expect(s().savedGames.map((g) => g.id)).toContain(firstId);
    expect(s().deleteSaved(s().game!.id)).toMatchObject({ ruleId: 'APP-SAVES' });
    expect(s().deleteSaved(firstId)).toBeNull();
    expect(storage.read(firstId)).toBeNull();
    expect(s().resumeSaved(firstId).ok).toBe(false);
    expect(s().loadProblems?.problems[0]?.code).toBe('missing');
  });

  it('a failed autosave says so and keeps playing', () => {
    const storage = memoryGameStorage();
    const failing: GameStorage = { ...storage, write: () => 'QuotaExceededError' };
    const { s } = started(failing);
    const side = present(s()).actors[0]!;
    expect(s().dispatch(rollAction(side, 1, 6)).ok).toBe(true);
    expect(s().status).toMatchObject({ key: 'status.autosaveFailed', params: { reason: 'QuotaExceededError' } });
    expect(present(s()).log).toHaveLength(2);
  });

  it('restartGame starts the same scenario again with the chosen ruleset options', () => {
    const { s } = started();
    expect(s().restartGame({ rulesetId: 'free', options: { oneMovePerTurn: false } }).ok).toBe(true);
    expect(present(s()).options).toEqual({ oneMovePerTurn: false });
    const side = present(s()).actors[0]!;
    const f = firstOf(s(), side);
    expect(s().moveFigure(f.id, [{ x: f.x + 1, y: f.y }]).ok).toBe(true);
    expect(s().moveFigure(f.id, [{ x: f.x + 2, y: f.y }]).ok).toBe(true);
    expect(s().restartGame({ rulesetId: 'free', options: { oneMovePerTurn: 3 } })).toMatchObject({ ok: false });
    expect(s().restartGame({ rulesetId: 'chess' })).toMatchObject({ ok: false, problems: [{ code: 'unknownRuleset' }] });
  });

  it('actAs passes turns until the figure\u2019s side acts', () => {
    const { store, s } = started();
    const actor = present(s()).actors[0]!;
    const enemy = present(s()).scenario.figures.find((f) => f.side !== actor)!;
    actAs(store, enemy.id);
    expect(present(s()).actors).toEqual([enemy.side]);
  });
});
