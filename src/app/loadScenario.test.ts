import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../engine/stateHash';
import { createSkirmishStore } from '../store/store';
import { applyScenarioText } from './loadScenario';

const demoText = readFileSync('public/scenarios/demo-town.json', 'utf8');

describe('applyScenarioText', () => {
  it('a scenario starts a new game on it', () => {
    const store = createSkirmishStore();
    const r = applyScenarioText(store, demoText, 'demo-town.json');
    expect(r.ok).toBe(true);
    expect(store.getState().scenario?.name).toBe('Dust Creek');
    expect(store.getState().game?.timeline.present.log).toHaveLength(1);
  });

  it('a save file given as a scenario is resumed as a save, with its history', () => {
    const first = createSkirmishStore();
    applyScenarioText(first, demoText, 'demo-town.json');
    const side = first.getState().game!.timeline.present.actors[0]!;
    expect(first.getState().dispatch({ type: 'endPhase', side }).ok).toBe(true);
    const text = JSON.stringify(first.getState().exportSave(), null, 2);

    const second = createSkirmishStore();
    const r = applyScenarioText(second, text, 'game.skirmish.json');
    expect(r.ok).toBe(true);
    expect(stateHash(second.getState().game!.timeline.present)).toBe(stateHash(first.getState().game!.timeline.present));
    expect(second.getState().game!.timeline.past).toHaveLength(1);
  });

  it('a damaged save is reported as a save, and the game in progress stays', () => {
    const store = createSkirmishStore();
    applyScenarioText(store, demoText, 'demo-town.json');
    const game = store.getState().game;
    const save = { ...store.getState().exportSave()!, stateHash: '0000000000000000' };
    const r = applyScenarioText(store, JSON.stringify(save), 'bad.json');
    expect(r).toMatchObject({ ok: false, problems: [{ path: 'stateHash', code: 'hashMismatch' }] });
    expect(store.getState().game).toBe(game);
    expect(store.getState().loadProblems?.source).toBe('bad.json');
  });
});
