/** A drag's move as the rules read it (families/dragMove.ts): BP-GAP-04 move / charge, BP-GAP-06 run, BP-GAP-11 crawl, BP-GAP-07 a Group's drag. */
import { describe, expect, it } from 'vitest';
import { unitMoveAction } from '../../../engine/manoeuvre';
import { unitGeometry } from '../../../engine/unitGeometry';
import { REACH } from '../../../engine/ruleset';
import { bpFigStateOf } from '../flow/bpTypes';
import type { BpState } from '../flow/bpTypes';
import { cm, flowScenario, moveTo, startMoveGame } from './testing/moveTestingKit';
import { bpDragMove } from './dragMove';
import { boardReachOf } from './moveFamily';

const at = (s: BpState, id: string) => { const f = s.scenario.figures.find((x) => x.id === id)!; return { x: f.x / cm(1), y: f.y / cm(1) }; };
const withZouaveAt = (xCm: number, yCm: number) => flowScenario(undefined, undefined).figures.map((f) => (f.id === 'zA' ? { ...f, x: cm(xCm), y: cm(yCm) } : f));

describe('a drag read by the rules (bpDragMove)', () => {
  it('BP-GAP-04: a drop a Move reaches stays the plain move, the very action', () => {
    const g = startMoveGame();
    const move = moveTo('pA', 40, 18);
    expect(bpDragMove(g.state, move)).toBe(move);
  });

  it('BP-GAP-06: a drop past the Move but within the Run is a run, and the runner counts as running', () => {
    const g = startMoveGame();
    const action = bpDragMove(g.state, moveTo('pA', 40, 25));
    expect(action).toMatchObject({ type: 'run', figureId: 'pA' });
    g.accept(action, [4]);
    expect(at(g.state, 'pA').y).toBeCloseTo(25, 1);
    expect(bpFigStateOf(g.state, 'pA').running).not.toBeNull();
  });

  it('BP-GAP-06: a drop past the Run is refused as a run, naming the Run\'s 20 cm', () => {
    const g = startMoveGame();
    const action = bpDragMove(g.state, moveTo('pA', 40, 40));
    expect(action.type).toBe('run');
    const r = g.refuse(action, [6]);
    expect(r.reasonKey).toBe('blackpowder.move.tooFar');
    expect(r.params?.maxCm).toBeCloseTo(20, 6);
  });

  it('BP-GAP-11: a Suppressed fighter\'s drag is a crawl', () => {
    const g = startMoveGame();
    g.setUp((s) => ({ ...s, figureState: { ...s.figureState, pA: { ...bpFigStateOf(s, 'pA'), suppressed: true } } }));
    const action = bpDragMove(g.state, moveTo('pA', 40, 13));
    expect(action.type).toBe('crawl');
    g.accept(action, [6]);
    expect(at(g.state, 'pA').y).toBeCloseTo(13, 1);
  });

  it('BP-GAP-04: a drop onto an enemy is a charge at it, ending in base contact; at a run when a Move falls short', () => {
    const near = startMoveGame({}, flowScenario(withZouaveAt(40, 20)));
    const walk = bpDragMove(near.state, moveTo('pA', 40, 19.5));
    expect(walk).toMatchObject({ type: 'charge', targetIds: ['zA'], params: { targetId: 'zA' } });
    expect(walk.params?.runningCharge).toBeUndefined();
    // 25 mm bases: contact with the centres 2.5 cm apart, on the line from pA to zA.
    const end = (walk.params?.path as { x: number; y: number }[]).at(-1)!;
    expect(end.y / cm(1)).toBeCloseTo(17.5, 1);
    const far = startMoveGame({}, flowScenario(withZouaveAt(40, 26)));
    const run = bpDragMove(far.state, moveTo('pA', 40, 25.5));
    expect(run).toMatchObject({ type: 'charge', params: { runningCharge: true } });
    // A drop clear of every enemy (more than 0.5″ edge to edge) is no charge.
    expect(bpDragMove(near.state, moveTo('pA', 40, 15)).type).toBe('move');
  });

  it('BP-GAP-07: a Group dragged by its tray moves its members by the tray\'s travel; a wheel is refused', () => {
    const g = startMoveGame();
    const unit = g.state.scenario.units!.find((u) => u.id === 'pGroup')!;
    const tray = unitGeometry(unit, g.state.scenario.figures)!.tray;
    const drag = unitMoveAction(unit, { kind: 'free', path: [{ x: tray.centre.x, y: tray.centre.y + cm(8) }] });
    expect(bpDragMove(g.state, drag)).toBe(drag);
    g.accept(drag, [4]);
    expect(at(g.state, 'pL')).toMatchObject({ x: expect.closeTo(10, 1), y: expect.closeTo(18, 1) });
    expect(at(g.state, 'p2')).toMatchObject({ x: expect.closeTo(20, 1), y: expect.closeTo(18, 1) });
    const fresh = startMoveGame();
    expect(fresh.refuse(unitMoveAction(unit, { kind: 'wheel', corner: 'left', angleDeg: 45 }), [6]).reasonKey).toBe('blackpowder.move.groupFreeOnly');
    // 15 cm: past the Move, so the drag runs the whole Group.
    const runDrag = bpDragMove(fresh.state, unitMoveAction(unit, { kind: 'free', path: [{ x: tray.centre.x, y: tray.centre.y + cm(15) }] }));
    expect(runDrag.type).toBe('run');
  });

  it('BP-GAP-06: the board\'s reach shades the Move sure and the Run beyond it as run', () => {
    const g = startMoveGame();
    const area = boardReachOf(g.state, 'pA')!;
    const tierAt = (xCm: number, yCm: number) => {
      const c = Math.floor((cm(xCm) - area.originXIn) / area.cellIn);
      const r = Math.floor((cm(yCm) - area.originYIn) / area.cellIn);
      return c < 0 || r < 0 || c >= area.cols || r >= area.rows ? REACH.none : area.layers[0]!.tiers[r * area.cols + c];
    };
    expect([tierAt(40, 17), tierAt(40, 25), tierAt(40, 35)]).toEqual([REACH.sure, REACH.run, REACH.none]);
  });
});
