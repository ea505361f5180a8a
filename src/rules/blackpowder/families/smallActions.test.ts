/** Aim, reload, rally, hide and unhide (BP-GAP-04, -05, -11, BP-OBST-2/3, BP-SHOOT-REROLL-2), each paid by payAction (BP-GAP-03). */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../engine/model';
import { coverPiece, LEVEL_1_IN, LEVEL_2_IN, LEVEL_3_IN, rect } from '../cover/testCoverScenario';
import type { BpFigState, BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { apOf } from '../flow/flowAccess';
import { cm, fighter, flowScenario, moveTo, startMoveGame } from './testing/moveTestingKit';

const set = (id: string, change: Partial<BpFigState>) => (s: BpState): BpState => ({ ...s, figureState: { ...s.figureState, [id]: { ...bpFigStateOf(s, id), ...change } } });
const act = (type: string, id: string) => ({ type, side: 'p', figureId: id });

describe('aim — BP-SHOOT-REROLL-2', () => {
  it('BP-SHOOT-REROLL-2: Aim marks the actor aimed; its next other action clears it; the turn\'s end does not', () => {
    const g = startMoveGame();
    g.accept(act('aim', 'pA'), [2]);
    expect(bpFigStateOf(g.state, 'pA').aimed).toBe(true);
    g.accept(act('aim', 'pB'), [2]);
    g.accept(moveTo('pA', 40, 14), [3]);
    expect(bpFigStateOf(g.state, 'pA').aimed).toBe(false);
    g.accept({ type: 'endTurn', side: 'p' });
    expect(bpFigStateOf(g.state, 'pB').aimed).toBe(true);
  });
  it('BP-GAP-07: a Group aims as one, every member marked', () => {
    const g = startMoveGame().accept(act('aim', 'pGroup'), [2]);
    expect(['pGroup', 'pL', 'p1', 'p2'].map((id) => bpFigStateOf(g.state, id).aimed)).toEqual([true, true, true, true]);
  });
  it('BP-GAP-03: a failed Aim test spends the AP and does not aim', () => {
    const g = startMoveGame().accept(act('aim', 'pA'), [1]);
    expect(bpFigStateOf(g.state, 'pA').aimed).toBe(false);
    expect(apOf(g.state.flow, 'p')).toBe(7);
  });
});

describe('reload — BP-GAP-05', () => {
  it('BP-GAP-05: Reload is refused with the weapon loaded, and loads an unloaded one', () => {
    const g = startMoveGame();
    expect(g.refuse(act('reload', 'pA'), [6])).toMatchObject({ reasonKey: 'blackpowder.reload.loaded', ruleId: 'BP-GAP-05' });
    g.setUp(set('pA', { loaded: false })).accept(act('reload', 'pA'), [2]);
    expect(bpFigStateOf(g.state, 'pA').loaded).toBe(true);
  });
});

describe('rally — BP-GAP-11', () => {
  it('BP-GAP-11: only a Suppressed fighter rallies', () => {
    expect(startMoveGame().refuse(act('rally', 'pA'), [6])).toMatchObject({ reasonKey: 'blackpowder.rally.notSuppressed', ruleId: 'BP-GAP-11' });
  });
  it('BP-GAP-11: 1d6 > SD[1] stands it up (logged as blackpowder.roll.rally); a lower roll leaves it down', () => {
    const pass = startMoveGame().setUp(set('pA', { suppressed: true })).accept(act('rally', 'pA'), [2, 2]);
    expect(bpFigStateOf(pass.state, 'pA').suppressed).toBe(false);
    expect(pass.events.find((e) => e.type === 'roll' && (e as { purpose?: string }).purpose === 'blackpowder.roll.rally')).toMatchObject({ ruleId: 'BP-GAP-11', faces: [2] });
    const fail = startMoveGame().setUp(set('pA', { suppressed: true })).accept(act('rally', 'pA'), [2, 1]);
    expect(bpFigStateOf(fail.state, 'pA').suppressed).toBe(true);
  });
});

describe('hide and unhide — BP-OBST-2/3', () => {
  const withWall = (heightIn: number, cavalry = false): Scenario => {
    const s = flowScenario([fighter('pA', 'p', 40, 10, cavalry ? { cavalry: true } : {}), fighter('zA', 'z', 50, 90)], []);
    return { ...s, terrain: [coverPiece({ id: 'wall', name: 'wall', footprint: rect(cm(41.25), cm(4), 0.3, cm(12)), heightIn, cover: 'hard' })] };
  };
  it('BP-OBST-2: infantry hides behind a level-2 obstacle its base touches, not a level-1 one, nor in the open', () => {
    const g = startMoveGame({}, withWall(LEVEL_2_IN)).accept(act('hide', 'pA'), [2]);
    expect(bpFigStateOf(g.state, 'pA').hidden).toBe(true);
    expect(g.refuse(act('hide', 'pA'), [6]).reasonKey).toBe('blackpowder.hide.already');
    expect(startMoveGame({}, withWall(LEVEL_1_IN)).refuse(act('hide', 'pA'), [6])).toMatchObject({ reasonKey: 'blackpowder.hide.noObstacle', ruleId: 'BP-OBST-2' });
    expect(startMoveGame().refuse(act('hide', 'pA'), [6]).reasonKey).toBe('blackpowder.hide.noObstacle');
  });
  it('BP-OBST-3: a rider hides only behind level 3', () => {
    expect(startMoveGame({}, withWall(LEVEL_2_IN, true)).refuse(act('hide', 'pA'), [6])).toMatchObject({ reasonKey: 'blackpowder.hide.noObstacle', ruleId: 'BP-OBST-3' });
    const g = startMoveGame({}, withWall(LEVEL_3_IN, true)).accept(act('hide', 'pA'), [2]);
    expect(bpFigStateOf(g.state, 'pA').hidden).toBe(true);
  });
  it('BP-OBST-2: Unhide shows a hidden fighter; refused when not hidden; a move also ends hiding', () => {
    const g = startMoveGame({ actionCost: 'flat' }, withWall(LEVEL_2_IN));
    expect(g.refuse(act('unhide', 'pA'), [6]).reasonKey).toBe('blackpowder.hide.notHidden');
    g.accept(act('hide', 'pA'), [2]).accept(act('unhide', 'pA'), [3]);
    expect(bpFigStateOf(g.state, 'pA').hidden).toBe(false);
    const m = startMoveGame({ actionCost: 'flat' }, withWall(LEVEL_2_IN)).accept(act('hide', 'pA'), [2]).accept(moveTo('pA', 36, 10), [3]);
    expect(bpFigStateOf(m.state, 'pA').hidden).toBe(false);
  });
});
