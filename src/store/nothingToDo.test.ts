// engine/nothingToDo.ts on a real ruleset (the free table), so it lives in store/, which may import rules.
import { describe, expect, it } from 'vitest';
import { freeTableRuleset } from '../rules/free/freeTable';
import { parseScenario } from '../scenario/parseScenario';
import { applyAction } from '../engine/applyAction';
import { nothingToDoAction, NOTHING_TO_DO_KEY } from '../engine/nothingToDo';
import { newGame } from '../engine/replay';
import type { Ruleset } from '../engine/ruleset';

const scenarioJson = {
  schemaVersion: 1, id: 't', name: 'T', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 }, terrain: [],
  sides: [{ id: 'r', name: 'Red', color: '#ff0000' }, { id: 'b', name: 'Blue', color: '#0000ff' }],
  figures: [{ id: 'r1', side: 'r', name: 'Jed', base: 25, x: 6, y: 6 }, { id: 'b1', side: 'b', name: 'Wyatt', base: 25, x: 12, y: 12 }],
};

describe('nothingToDoAction (ENGINE-AUTO-PASS)', () => {
  const ruleset = freeTableRuleset as unknown as Ruleset;
  const parsed = parseScenario(scenarioJson);
  if (!parsed.ok) throw new Error('scenario');
  const started = newGame(ruleset, parsed.scenario, {}, 1);
  if (!started.ok) throw new Error('start');

  it('null while a figure of the acting side has a legal action (it may still move)', () => {
    expect(nothingToDoAction(ruleset, started.state)).toBeNull();
  });

  it('once every figure has moved, the side\'s one side action, marked automatic with the reason', () => {
    const moved = applyAction(ruleset, started.state, { type: 'move', side: 'r', figureId: 'r1', params: { path: [{ x: 7, y: 6 }] } });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const pass = nothingToDoAction(ruleset, moved.state);
    expect(pass).toEqual({ type: 'endTurn', side: 'r', auto: { reasonKey: NOTHING_TO_DO_KEY, params: { sideSideId: 'r' } } });
    // The marked action is an ordinary action to the engine: accepted, logged with its mark.
    const applied = applyAction(ruleset, moved.state, pass);
    expect(applied.ok && applied.state.actors).toEqual(['b']);
    const last = applied.ok ? applied.state.log[applied.state.log.length - 1] : undefined;
    expect(last?.kind === 'action' && last.action.auto?.reasonKey).toBe(NOTHING_TO_DO_KEY);
  });

  it('a malformed mark is refused like any malformed action', () => {
    const r = applyAction(ruleset, started.state, { type: 'endTurn', side: 'r', auto: { reasonKey: 3 } });
    expect(r.ok).toBe(false);
  });

  it('null when the game is over', () => {
    expect(nothingToDoAction(ruleset, { ...started.state, outcome: { winner: null, reasonKey: 'x' } })).toBeNull();
  });
});
