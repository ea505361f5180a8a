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
import { testStoreDeps } from './testing/testStoreDeps';
import { actAs } from './testStore';
import { selectScenario } from './scenarioSelectors';

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
  it('a scenario runs on its own ruleset when installed (the demo: LOTOW), and is autosaved at once', async () => {
    const store = createSkirmishStore(testStoreDeps());
    expect(store.getState().loadScenario(demo, 'demo').ok).toBe(true);
    expect(store.getState().game!.timeline.present.rulesetId).toBe('lotow');
    expect(store.getState().game!.requestedRulesetId).toBeNull();
    await store.getState().whenSaved();
    expect(store.getState().savedGames).toHaveLength(1);
    expect(await store.getState().lastSavedGameId()).toBe(store.getState().game!.id);
  });

  it('a scenario whose ruleset is not installed runs on the free table and says which ruleset it asked for', () => {
    const store = createSkirmishStore(testStoreDeps());
    expect(store.getState().loadScenario({ ...demo, ruleset: 'frostgrave' }, 'black powder demo').ok).toBe(true);
    expect(store.getState().game!.timeline.present.rulesetId).toBe('free');
    expect(store.getState().game!.requestedRulesetId).toBe('frostgrave');
    expect(selectScenario(store.getState())).toBe(store.getState().game!.timeline.present.scenario);
  });

  it('the players may choose the free table for a scenario whose ruleset is installed: nothing is "missing" then', () => {
    const { s } = started();
    expect(present(s()).rulesetId).toBe('free');
    expect(s().game!.requestedRulesetId).toBeNull();
  });

  it('a move goes through the rules, moves the figure and is autosaved; the save loads to the same state', async () => {
    const { s, storage } = started();
    const side = present(s()).actors[0]!;
    const f = firstOf(s(), side);
    const r = s().moveFigure(f.id, [{ x: f.x + 1, y: f.y }]);
    expect(r.ok).toBe(true);
    expect(selectScenario(s())!.figures.find((g) => g.id === f.id)!.x).toBeCloseTo(f.x + 1);
    await s().whenSaved();
    const saved = (await storage.read(s().game!.id))!;
    const other = createSkirmishStore(testStoreDeps());
    expect(other.getState().resumeSaveText(saved, 'save').ok).toBe(true);
    expect(stateHash(other.getState().game!.timeline.present)).toBe(stateHash(present(s())));
    expect((await storage.list())[0]).toMatchObject({ title: demo.name, rulesetId: 'free', turn: 1, steps: 1, finished: false });
    expect(s().savedGames[0]).toMatchObject({ id: s().game!.id, steps: 1 });
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
    expect(selectScenario(s())!.figures.find((g) => g.id === f.id)).toMatchObject({ x: f.x, y: f.y });
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

  it('a reload (a new store on the same storage) resumes the exact game, and can still undo', async () => {
    const { s, storage } = started();
    const side = present(s()).actors[0]!;
    const f = firstOf(s(), side);
    s().moveFigure(f.id, [{ x: f.x + 1.5, y: f.y }]);
    s().dispatch(rollAction(side, 3, 8, 'gold'));
    const hash = stateHash(present(s()));
    await s().whenSaved();
    const reloaded = createSkirmishStore(testStoreDeps({ storage }));
    const id = await reloaded.getState().lastSavedGameId();
    expect(id).toBe(s().game!.id);
    expect((await reloaded.getState().resumeSaved(id!)).ok).toBe(true);
    expect(stateHash(reloaded.getState().game!.timeline.present)).toBe(hash);
    expect(reloaded.getState().game!.id).toBe(id);
    expect(reloaded.getState().undo().ok).toBe(true);
    expect(reloaded.getState().undo().ok).toBe(true);
    expect(selectScenario(reloaded.getState())!.figures.find((g) => g.id === f.id)).toMatchObject({ x: f.x });
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
    expect(selectScenario(s())!.figures.find((g) => g.id === f.id)).toMatchObject({ x: f.x });
    s().setReplayIndex(99);
    expect(s().replay!.index).toBe(2);
    expect(s().dispatch(rollAction(present(s()).actors[0]!, 1, 6))).toMatchObject({ ok: false, refusal: { reasonKey: 'session.replayReadOnly' } });
    s().closeReplay();
    expect(selectScenario(s())).toBe(present(s()).scenario);
    expect(store.getState().replay).toBeNull();
  });

  it('saved games: the game in progress cannot be deleted; another one can; a missing one is reported', async () => {
    const { s, storage } = started();
    const firstId = s().game!.id;
    s().loadScenario(demo, 'again');
    await s().whenSaved();
    expect(s().savedGames.map((g) => g.id)).toContain(firstId);
    expect(await s().deleteSaved(s().game!.id)).toMatchObject({ ruleId: 'APP-SAVES' });
    expect(await s().deleteSaved(firstId)).toBeNull();
    expect(await storage.read(firstId)).toBeNull();
    expect(s().savedGames.map((g) => g.id)).not.toContain(firstId);
    expect((await s().resumeSaved(firstId)).ok).toBe(false);
    expect(s().loadProblems?.problems[0]).toMatchObject({ code: 'notStored', params: { id: firstId } });
  });

  it('a write still waiting for a game the player just left does not bring it back after Delete', async () => {
    const { s, storage } = started();
    const firstId = s().game!.id;
    const side = present(s()).actors[0]!;
    s().dispatch(rollAction(side, 1, 6));
    s().loadScenario(demo, 'again');
    // No await: the first game's write may still be waiting.
    expect(await s().deleteSaved(firstId)).toBeNull();
    await s().whenSaved();
    expect(await storage.read(firstId)).toBeNull();
    expect((await storage.list()).map((m) => m.id)).toEqual([s().game!.id]);
  });

  it('issue 12, defect 3: with storage full, autosave deletes no other game; the player is told, and the game plays on in memory', async () => {
    const storage = memoryGameStorage();
    const { s } = started(storage);
    const others = [s().game!.id];
    for (let i = 0; i < 3; i++) {
      s().loadScenario(demo, `game ${i}`, { rulesetId: 'free' });
      others.push(s().game!.id);
    }
    s().loadScenario(demo, 'the one being played', { rulesetId: 'free' });
    await s().whenSaved();
    const before = new Map(storage.saves);
    const lastGood = storage.saves.get(s().game!.id)!;
    // The disk fills up (something else took the room).
    const full: GameStorage = { ...storage, write: () => Promise.resolve({ ok: false, kind: 'quota', detail: "Failed to execute 'setItem' on 'Storage': exceeded the quota." }) };
    const store2 = createSkirmishStore(testStoreDeps({ storage: full }));
    expect(store2.getState().resumeSaveText(lastGood, 'resume', s().game!.id).ok).toBe(true);
    const t = () => store2.getState();
    for (let i = 0; i < 8; i++) {
      const side = t().game!.timeline.present.actors[0]!;
      expect(t().dispatch(rollAction(side, 1, 6)).ok).toBe(true);
    }
    await t().whenSaved();
    expect(t().saveFailure).toMatchObject({ gameId: t().game!.id, kind: 'quota' });
    expect(t().status).toBeNull();
    // Every other game is still stored and listed; this game's last good copy is intact.
    expect(storage.saves).toEqual(before);
    await t().refreshSavedGames();
    expect(t().savedGames.map((m) => m.id).sort()).toEqual([...others, s().game!.id].sort());
    expect(t().game!.timeline.present.log).toHaveLength(9);
    // Room again: the next write succeeds and the notice goes.
    const room = createSkirmishStore(testStoreDeps({ storage }));
    expect(room.getState().resumeSaveText(lastGood, 'resume', s().game!.id).ok).toBe(true);
    await room.getState().whenSaved();
    expect(room.getState().saveFailure).toBeNull();
  });

  it('the page closing with a write under way: flushNow writes the newest save synchronously', async () => {
    const storage = memoryGameStorage();
    let release: () => void = () => undefined;
    const slow: GameStorage = { ...storage, write: (m, t) => new Promise((r) => { release = () => r(storage.write(m, t)); }) };
    const caught: { id: string; text: string }[] = [];
    const store = createSkirmishStore(testStoreDeps({ storage: slow, lastMomentWrite: (meta, text) => { caught.push({ id: meta.id, text }); return true; } }));
    const t = () => store.getState();
    expect(t().loadScenario(demo, 'demo', { rulesetId: 'free' }).ok).toBe(true);
    t().dispatch(rollAction(t().game!.timeline.present.actors[0]!, 1, 6));
    expect(t().flushNow()).toBe(1);
    expect(caught).toEqual([{ id: t().game!.id, text: JSON.stringify(t().exportSave()) }]);
    release();
    await new Promise((r) => setTimeout(r, 0));
    release();
    await t().whenSaved();
    // Once stored, there is nothing left to flush.
    expect(t().flushNow()).toBe(0);
  });

  it('a failed write is retried by the next change and by Retry, and the notice goes when one succeeds', async () => {
    const storage = memoryGameStorage();
    let full = true;
    const flaky: GameStorage = { ...storage, write: (m, t) => (full ? Promise.resolve({ ok: false, kind: 'quota', detail: 'full' }) : storage.write(m, t)) };
    const { s } = started(flaky);
    await s().whenSaved();
    expect(s().saveFailure?.kind).toBe('quota');
    full = false;
    s().retrySave();
    await s().whenSaved();
    expect(s().saveFailure).toBeNull();
    expect(await storage.read(s().game!.id)).toBe(JSON.stringify(s().exportSave()));
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
