/**
 * The Thrown Rider table (LOTOW-THROWN-1, TV-LOTOW-25) and falls (LOTOW-FALL-1/2) as the functions
 * other rules call, with forced dice.
 */
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { figureFootprint } from '../../../engine/figureGeometry';
import { placementProblems } from '../../../engine/placement';
import { makeResolveContext } from '../../../engine/resolveContext';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { isRollEvent } from '../../../engine/state';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { applyFall, fallHitsFor } from './applyFall';
import { lotowDriver } from './testing/lotowDriver';
import { man, rider, table } from './testing/movementScenarios';
import { mountFigureId, throwRider } from './throwRider';

const start = () => lotowDriver(table([], [rider('hank', 12, 12, 'horse', { name: 'Hank' }), man('pete', 12, 14)]))
  .with('hank', { movedIn: 5 }).state;

function thrown(face: number) {
  const { ctx, events } = makeResolveContext(fixedDice([face]));
  const state = throwRider(start(), 'hank', ctx, 'LOTOW-MJUMP-2');
  return { state, events: events(), hank: figureOf(state, 'hank')!, mount: figureOf(state, 'hank~mount')!, fs: figStateOf(state, 'hank') };
}

describe('LOTOW-THROWN-1 thrown rider', () => {
  it('TV-LOTOW-25 LOTOW-THROWN-1: 1 — knocked flying: a Strength 2 hit, prone next to the horse, move over', () => {
    const t = thrown(1);
    expect(t.events.filter(isRollEvent).map((r) => [r.purpose, r.ruleId, r.faces, r.params?.causeRuleId])).toEqual([['lotow.thrownRider', 'LOTOW-THROWN-1', [1], 'LOTOW-MJUMP-2']]);
    expect(t.hank).toMatchObject({ mounted: false, stance: 'prone', base: { shape: 'round', diameterMm: 25 } });
    expect(t.fs).toMatchObject({ pendingHits: [{ strength: 2, ruleId: 'LOTOW-THROWN-1' }], moveOver: true, actionsOver: false, mountId: 'hank~mount' });
  });

  it('TV-LOTOW-25 LOTOW-THROWN-1: 3 — falls: standing next to the horse, no further actions this turn', () => {
    const t = thrown(3);
    expect(t.hank).toMatchObject({ mounted: false, stance: 'standing' });
    expect(t.fs).toMatchObject({ actionsOver: true, moveOver: true, pendingHits: [] });
  });

  it('TV-LOTOW-25 LOTOW-THROWN-1: 6 — leaps clear: a foot figure with no penalty', () => {
    const t = thrown(6);
    expect(t.hank).toMatchObject({ mounted: false, stance: 'standing' });
    expect(t.fs).toMatchObject({ actionsOver: false, moveOver: false, pendingHits: [] });
  });

  it('LOTOW-THROWN-1: the riderless mount appears where the horse stood; the rider stands beside it, legally; the mounted move counts in proportion on foot (LOTOW-GAP-18)', () => {
    for (const face of [1, 3, 6]) {
      const t = thrown(face);
      expect(mountFigureId('hank')).toBe('hank~mount');
      // The mount family's model of a riderless mount (mounts/mountModel.ts).
      expect(t.mount).toMatchObject({ id: 'hank~mount', side: 'a', x: 12, y: 12, mounted: false, base: { shape: 'rect', widthMm: 25, lengthMm: 50 }, profile: { riderless: true, mount: 'horse' } });
      expect(figStateOf(t.state, 'hank~mount')).toMatchObject({ riderId: 'hank', moveOver: true });
      expect(footprintDistanceToFootprint(figureFootprint(t.hank), figureFootprint(t.mount))).toBeLessThan(0.05);
      expect(placementProblems(t.state.scenario, 'hank', { x: t.hank.x, y: t.hank.y }, t.hank.standsOn)).toEqual([]);
      // 5″ of a horse's 10″ is half its move: 3″ of a man's 6″.
      expect(t.fs.movedIn).toBeCloseTo(3, 9);
      expect(t.events.find((e) => e.type === 'thrown')).toMatchObject({ ruleId: 'LOTOW-THROWN-1', figureIds: ['hank', 'hank~mount'] });
    }
  });

  it('LOTOW-THROWN-1: a figure that is not mounted is not thrown (nothing rolled)', () => {
    const { ctx, events } = makeResolveContext(fixedDice([]));
    const s = start();
    expect(throwRider(s, 'pete', ctx, 'test')).toBe(s);
    expect(events()).toEqual([]);
  });
});

describe('LOTOW-FALL-1/2 applyFall', () => {
  it('LOTOW-FALL-1: up to 2″ nothing happens but a log entry', () => {
    const { ctx, events } = makeResolveContext(fixedDice([]));
    const s = start();
    expect(applyFall(s, 'pete', 2, ctx, 'LOTOW-SADDLE-1')).toBe(s);
    expect(events()).toEqual([{ type: 'fell', ruleId: 'LOTOW-FALL-1', figureIds: ['pete'], params: { heightIn: 2, hits: 0, causeRuleId: 'LOTOW-SADDLE-1' } }]);
  });

  it('LOTOW-FALL-2 LOTOW-GAP-06: over 2″ — prone, ⌊h⌋ Strength 3 hits (⌈h⌉ with fallHits: ceil), move over', () => {
    const { ctx } = makeResolveContext(fixedDice([]));
    const s = applyFall(start(), 'pete', 3.5, ctx, 'LOTOW-SADDLE-1');
    expect(figureOf(s, 'pete')!.stance).toBe('prone');
    expect(figStateOf(s, 'pete')).toMatchObject({ moveOver: true, pendingHits: [{ strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 3, ruleId: 'LOTOW-FALL-2' }] });
    expect([fallHitsFor(2, 'floor'), fallHitsFor(2.01, 'floor'), fallHitsFor(2.5, 'floor'), fallHitsFor(3, 'floor'), fallHitsFor(2.01, 'ceil'), fallHitsFor(3, 'ceil')]).toEqual([0, 2, 2, 3, 3, 3]);
  });
});
