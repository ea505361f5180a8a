/**
 * LOTOW-MOVE-ONCE (option `moveOnce`, completion): a figure's move is over once another figure has
 * moved. Through the shipped ruleset on the demo table (seed 42: the Callahan Gang moves first).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../engine/applyAction';
import { moveAction } from '../engine/intents';
import { newGame } from '../engine/replay';
import type { Refusal } from '../engine/state';
import { parseScenario } from './parseScenario';
import { lotowRuleset } from '../rules/lotow';
import type { LotowState } from '../rules/lotow/lotowTypes';
import { LOTOW_OPTIONS } from '../rules/lotow/lotowOptions';
import { lotowMovementArea } from '../rules/lotow/movement/movementArea';

const demo = (() => {
  const parsed = parseScenario(JSON.parse(readFileSync(new URL('../../public/scenarios/demo-town.json', import.meta.url), 'utf8')));
  if (!parsed.ok) throw new Error('demo does not parse');
  return parsed.scenario;
})();

function start(options: Record<string, unknown> = {}): LotowState {
  const g = newGame(lotowRuleset, demo, options, 42);
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  expect(g.state.actors).toEqual(['callahan']);
  return g.state as LotowState;
}

/** Move a figure by (dx, dy) from where it stands; the new state, or the refusal. */
function step(state: LotowState, id: string, dx: number): { state: LotowState; refusal: Refusal | null } {
  const f = state.scenario.figures.find((x) => x.id === id)!;
  const r = applyAction(lotowRuleset, state, moveAction(f, [{ x: f.x + dx, y: f.y }]));
  return r.ok ? { state: r.state as LotowState, refusal: null } : { state, refusal: r.refusal };
}

describe('LOTOW-MOVE-ONCE', () => {
  it('LOTOW-MOVE-ONCE: the option is on in new games, off for saves made before it, and labelled with its rule ID', () => {
    const spec = LOTOW_OPTIONS.find((o) => o.key === 'moveOnce');
    expect(spec).toMatchObject({ type: 'boolean', default: true, legacyDefault: false, catalogId: 'LOTOW-MOVE-ONCE' });
  });

  it('LOTOW-MOVE-ONCE: Pete moves, Dutch moves, then Pete again is refused with the rule ID, and his area is gone', () => {
    let s = start();
    s = step(s, 'pete', 2).state;
    s = step(s, 'pete', 1).state; // his own move, in two drags: allowed
    expect(s.figureState.pete!.movedIn).toBeCloseTo(3, 6);
    const dutch = step(s, 'dutch', 2);
    expect(dutch.refusal).toBeNull();
    s = dutch.state;
    expect(s.flow.movingFigureId).toBe('dutch');
    const again = step(s, 'pete', 1);
    expect(again.refusal).toMatchObject({ reasonKey: 'lotow.moveOnce', ruleId: 'LOTOW-MOVE-ONCE', params: { moverFigureId: 'pete', otherFigureId: 'dutch' } });
    expect(again.refusal!.message).toContain("Whiskey Pete's move is over");
    expect(lotowMovementArea(s, 'pete')).toBeNull();
    // Dutch goes on with his own move, and a figure that has not moved yet may start.
    expect(step(s, 'dutch', 1).refusal).toBeNull();
    expect(step(s, 'jack', 1).refusal).toBeNull();
  });

  it('LOTOW-MOVE-ONCE: with the option off, Pete may move again after Dutch (and the flow records nothing)', () => {
    let s = start({ moveOnce: false });
    s = step(s, 'pete', 2).state;
    s = step(s, 'dutch', 2).state;
    expect(s.flow.movingFigureId).toBeUndefined();
    expect(step(s, 'pete', 1).refusal).toBeNull();
  });
});
