/**
 * Holding a horse: LOTOW-HOLD-1 (TV-LOTOW-24) — half speed, the mount kept in base contact.
 */
import { describe, expect, it } from 'vitest';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { figureFootprint } from '../../../engine/figureGeometry';
import { placementProblems } from '../../../engine/placement';
import { moverOf } from '../lotowMover';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { afterHolderMove, holdHandler } from './holdHandler';
import { riderlessMountFigure } from './mountModel';
import { mountsAfterAction } from './mountsAfterAction';
import { FOOT_RADIUS_IN, accept, foot, lotowTestState, refuse, rider, rulesetWith } from './testing/lotowTestState';

const ruleset = rulesetWith([holdHandler]);
const besideX = 10 - 0.4921 - 0.02 - FOOT_RADIUS_IN;
const hold = { type: 'holdHorse', side: 'a', figureId: 'f1' } as const;
const release = { type: 'releaseHorse', side: 'a', figureId: 'f1' } as const;
const gap = (s: LotowState, a: string, b: string): number => footprintDistanceToFootprint(figureFootprint(figureOf(s, a)!), figureFootprint(figureOf(s, b)!));

function ready(figState: Record<string, unknown> = {}, x = besideX): LotowState {
  return lotowTestState({
    figures: [foot({ id: 'f1', x, y: 10 }), riderlessMountFigure(rider({ id: 'f1', x: 10, y: 10 }))],
    figureState: { f1: { mountId: 'f1~mount', ...figState }, 'f1~mount': { riderId: 'f1' } },
  });
}

describe('holding a horse', () => {
  it('LOTOW-HOLD-1 (TV-LOTOW-24): a 6″ fighter holding his horse moves at most 3″', () => {
    const { state, events } = accept(ruleset, ready(), hold);
    expect(figStateOf(state, 'f1').holding).toBe(true);
    expect(moverOf(figureOf(state, 'f1')!, figStateOf(state, 'f1'), optionsOf(state)).allowanceIn).toBe(3);
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.holdsHorse', ruleId: 'LOTOW-HOLD-1', figureIds: ['f1', 'f1~mount'] }));
  });

  it('LOTOW-HOLD-1 (TV-LOTOW-24): after each of his moves the mount is put back in base contact with him', () => {
    const held = accept(ruleset, ready(), hold).state;
    const walked = withFigure(held, 'f1', { x: besideX - 3, y: 10 });
    expect(gap(walked, 'f1', 'f1~mount')).toBeGreaterThan(2);
    const after = afterHolderMove(walked, 'f1');
    expect(gap(after, 'f1', 'f1~mount')).toBeLessThanOrEqual(0.05);
    const horse = figureOf(after, 'f1~mount')!;
    expect(placementProblems(after.scenario, 'f1~mount', horse)).toEqual([]);
    expect(horse.x).toBeGreaterThan(besideX - 3); // trailing on the side it came from
    // The ruleset's hook does the same after a `move` action, and nothing after others.
    expect(mountsAfterAction(walked, { type: 'move', side: 'a', figureId: 'f1', params: { path: [{ x: besideX - 3, y: 10 }] } })).toEqual(after);
    expect(mountsAfterAction(walked, { type: 'endPhase', side: 'a' })).toBe(walked);
    // A figure not holding drags nothing along.
    expect(afterHolderMove(withFigure(ready(), 'f1', { x: 3 }), 'f1')).toEqual(withFigure(ready(), 'f1', { x: 3 }));
  });

  it('LOTOW-HOLD-1 / LOTOW-GAP-18: taking and letting go of the reins keeps the share of the move spent', () => {
    const held = accept(ruleset, ready({ movedIn: 3 }), hold).state;
    expect(figStateOf(held, 'f1').movedIn).toBeCloseTo(1.5, 12);
    const let_go = accept(ruleset, held, release).state;
    expect(figStateOf(let_go, 'f1')).toMatchObject({ holding: false });
    expect(figStateOf(let_go, 'f1').movedIn).toBeCloseTo(3, 12);
  });

  it('LOTOW-HOLD-1: he must touch his own untethered mount; he cannot let go of what he does not hold', () => {
    expect(refuse(ruleset, ready({}, 5), hold)).toMatchObject({ reasonKey: 'lotow.notInContact', ruleId: 'LOTOW-HOLD-1' });
    const tied = lotowTestState({
      figures: [foot({ id: 'f1', x: besideX, y: 10 }), riderlessMountFigure(rider({ id: 'f1', x: 10, y: 10 }))],
      figureState: { f1: { mountId: 'f1~mount' }, 'f1~mount': { riderId: 'f1', tethered: true } },
    });
    expect(refuse(ruleset, tied, hold).reasonKey).toBe('lotow.mountTethered');
    expect(refuse(ruleset, lotowTestState({ figures: [foot({ id: 'f1', x: 5, y: 5 })] }), hold).reasonKey).toBe('lotow.noOwnMount');
    expect(refuse(ruleset, ready(), release).reasonKey).toBe('lotow.notHolding');
    expect(refuse(ruleset, accept(ruleset, ready(), hold).state, hold).reasonKey).toBe('lotow.alreadyHolding');
    expect(holdHandler.candidates(ready(), 'f1')).toEqual([hold]);
    expect(holdHandler.candidates(ready(), 'f1~mount')).toEqual([]);
  });
});
