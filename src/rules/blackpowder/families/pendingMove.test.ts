/** The move waiting for reactions and how it ends (BP-REACT-1, BP-GAP-06). */
import { describe, expect, it } from 'vitest';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { completePendingMove } from './pendingMove';
import { cm, flowScenario, moveTo, startMoveGame } from './testing/moveTestingKit';

const at = (s: BpState, id: string) => { const f = s.scenario.figures.find((x) => x.id === id)!; return { x: f.x / cm(1), y: f.y / cm(1) }; };
const pendingGame = (type = 'move', yCm = 19) => startMoveGame({}, flowScenario(), 3).accept(moveTo('pA', 40, yCm, type), [2]);

describe('pending move — BP-REACT-1', () => {
  it('BP-REACT-1: declineReaction by the reacting side completes the move and hands the turn back', () => {
    const g = pendingGame();
    expect(g.state.actors).toEqual(['z']);
    g.accept({ type: 'declineReaction', side: 'z' });
    expect(g.state.flow.pendingMove).toBeNull();
    expect(g.state.actors).toEqual(['p']);
    expect(at(g.state, 'pA').y).toBeCloseTo(19, 1);
    expect(g.events.some((e) => e.type === 'blackpowder.reactionDeclined')).toBe(true);
    g.accept(moveTo('pB', 50, 14), [2]);
  });

  it('BP-REACT-1: declineReaction is refused with nothing pending, and for the moving side', () => {
    const g = startMoveGame();
    expect(g.refuse({ type: 'declineReaction', side: 'p' }).reasonKey).toBe('blackpowder.reaction.nothingPending');
    const p = pendingGame();
    expect(p.refuse({ type: 'declineReaction', side: 'p' }).reasonKey).toBe('engine.notYourTurn');
  });

  it('BP-REACT-1: completePendingMove stops the mover midway, alongIn inches along its path', () => {
    const g = pendingGame();
    const s = completePendingMove(g.state, { alongIn: cm(4) });
    expect(at(s, 'pA')).toMatchObject({ x: expect.closeTo(40, 3), y: expect.closeTo(14, 3) });
    expect(s.flow.pendingMove).toBeNull();
    expect(s.actors).toEqual(['p']);
    expect(completePendingMove(s, null)).toBe(s);
  });

  it('BP-GAP-06: a pending Run marks running only when it completes, stopped midway too', () => {
    const g = pendingGame('run', 28);
    expect(bpFigStateOf(g.state, 'pA').running).toBeNull();
    const s = completePendingMove(g.state, { alongIn: cm(3) });
    expect(bpFigStateOf(s, 'pA').running).toEqual({ round: 1, until: 'nextActivation' });
  });

  it('BP-GAP-07: a pending Group move completes for every member along its own path', () => {
    const g = startMoveGame({}, flowScenario(), 3).accept(moveTo('pGroup', 10, 19), [4]);
    expect(Object.keys(g.state.flow.pendingMove?.memberPaths ?? {}).sort()).toEqual(['p1', 'p2', 'pL']);
    const s = completePendingMove(g.state, { alongIn: cm(5) });
    expect(at(s, 'p2')).toMatchObject({ x: expect.closeTo(20, 1), y: expect.closeTo(15, 1) });
  });
});
