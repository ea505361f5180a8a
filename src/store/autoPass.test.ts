/**
 * The automatic pass through the store, on the demo (Dust Creek, LOTOW): at the start of the game
 * nobody is in range or in contact, so after both sides end their Move phase the Shoot and Fight
 * phases have nothing to do and pass by themselves, logged with `auto`; the save replays to the
 * same hash; one undo takes back the passes and the player's End phase; undo never raises the
 * handover screen (bug 14).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayGame } from '../engine/replay';
import { canonicalJson, stateHash } from '../engine/stateHash';
import { withoutLog } from '../engine/snapshot';
import type { ActionLogEntry } from '../engine/state';
import { NOTHING_TO_DO_KEY } from '../engine/nothingToDo';
import { parseScenario } from '../scenario/parseScenario';
import { parseSaveText } from '../scenario/loadSave';
import { createTestStore } from './testing/testStoreDeps';

const parsed = parseScenario(JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')));
if (!parsed.ok) throw new Error('demo scenario');
const demo = parsed.scenario;

function lotowStore(autoPass: boolean) {
  const store = createTestStore();
  store.getState().setAutoPassEnabled(autoPass);
  expect(store.getState().loadScenario(demo, 'test', { rulesetId: 'lotow', seed: 7 }).ok).toBe(true);
  return store;
}

const present = (store: ReturnType<typeof lotowStore>) => store.getState().game!.timeline.present;
const flow = (store: ReturnType<typeof lotowStore>) => present(store).flow as { phase: string };
const actions = (store: ReturnType<typeof lotowStore>) =>
  present(store).log.filter((e): e is ActionLogEntry => e.kind === 'action');

/** Both sides end their Move phase by hand. */
function endBothMovePhases(store: ReturnType<typeof lotowStore>): string[] {
  const enders: string[] = [];
  for (let i = 0; i < 2; i++) {
    const s = store.getState();
    s.dismissHandover();
    const side = present(store).actors[0]!;
    enders.push(side);
    expect(s.dispatch({ type: 'endPhase', side }).ok).toBe(true);
  }
  return enders;
}

describe('the automatic pass (a phase with nothing to do passes by itself)', () => {
  it('ENGINE-AUTO-PASS: Shoot and Fight pass by themselves, logged as automatic with the reason, and the next turn starts', () => {
    const store = lotowStore(true);
    expect(flow(store).phase).toBe('move');
    endBothMovePhases(store);
    // Four passes (Shoot × 2, Fight × 2): the game is in the next turn's Move phase.
    expect(present(store).turn).toBe(2);
    expect(flow(store).phase).toBe('move');
    const autos = actions(store).filter((e) => e.action.auto !== undefined);
    expect(autos.map((e) => e.flowLabel)).toEqual(['lotow.phase.shoot', 'lotow.phase.shoot', 'lotow.phase.fight', 'lotow.phase.fight']);
    for (const e of autos) {
      expect(e.action.type).toBe('endPhase');
      expect(e.action.auto).toEqual({ reasonKey: NOTHING_TO_DO_KEY, params: { sideSideId: e.action.side } });
    }
    // The player's own End phase clicks are not marked.
    expect(actions(store).filter((e) => e.action.auto === undefined)).toHaveLength(2);
  });

  it('ENGINE-AUTO-PASS: off, nothing passes by itself (the player ends each phase)', () => {
    const store = lotowStore(false);
    endBothMovePhases(store);
    expect(flow(store).phase).toBe('shoot');
    expect(present(store).turn).toBe(1);
  });

  it('ENGINE-AUTO-PASS: the save replays to the same hash, and loads back with the passes in its log', () => {
    const store = lotowStore(true);
    endBothMovePhases(store);
    const save = store.getState().exportSave()!;
    expect(save.actions.filter((a) => 'auto' in a && a.auto !== undefined)).toHaveLength(4);
    const loaded = parseSaveText(JSON.stringify(save), store.getState().registry);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(stateHash(loaded.state)).toBe(stateHash(present(store)));
    const ruleset = store.getState().registry.get('lotow')!;
    const replayed = replayGame(ruleset, demo, present(store).options, present(store).seed, save.actions);
    expect(replayed.ok && stateHash(replayed.state)).toBe(stateHash(present(store)));
  });

  it('ENGINE-AUTO-PASS: one undo takes back the passes and the player\'s End phase; one redo puts them all back', () => {
    const store = lotowStore(true);
    const [, second] = endBothMovePhases(store);
    store.getState().dismissHandover();
    const after = canonicalJson(withoutLog(present(store)));
    expect(store.getState().undo().ok).toBe(true);
    // Back in the Move phase of turn 1, the second side to act again, no handover screen.
    expect(present(store).turn).toBe(1);
    expect(flow(store).phase).toBe('move');
    expect(present(store).actors).toEqual([second]);
    expect(store.getState().handoverSideId).toBeNull();
    expect(store.getState().redo().ok).toBe(true);
    expect(store.getState().handoverSideId).toBeNull();
    // Redo gives back the very results (same dice): the state as it was before the undo.
    expect(canonicalJson(withoutLog(present(store)))).toBe(after);
  });

  it('bug 14: undoing End phase never raises the handover screen', () => {
    const store = lotowStore(false);
    const s = store.getState();
    const first = present(store).actors[0]!;
    expect(s.dispatch({ type: 'endPhase', side: first }).ok).toBe(true);
    expect(store.getState().handoverSideId).not.toBeNull();
    store.getState().dismissHandover();
    expect(store.getState().undo().ok).toBe(true);
    expect(present(store).actors).toEqual([first]);
    expect(store.getState().handoverSideId).toBeNull();
    expect(store.getState().redo().ok).toBe(true);
    expect(store.getState().handoverSideId).toBeNull();
  });

});
