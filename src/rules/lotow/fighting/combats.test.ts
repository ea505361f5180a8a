/**
 * Who fights whom (LOTOW-GAP-08): combats as connected groups in base contact or engaged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureOf } from '../../../engine/kit/pieceState';
import { foot, lotowTestState } from '../mounts/testing/lotowTestState';
import { combatsOf, unfoughtCombatsOf } from './combats';
import { besides } from './testing/fightScenarios';

describe('LOTOW-GAP-08: combats', () => {
  it('LOTOW-GAP-08: two pairs apart are two combats; a chain a1–b1–a2 is one', () => {
    const a1 = foot({ id: 'a1', x: 5, y: 5 });
    const b1 = besides(a1, foot({ id: 'b1', side: 'b', x: 0, y: 0 }));
    const a3 = foot({ id: 'a3', x: 15, y: 15 });
    const b3 = besides(a3, foot({ id: 'b3', side: 'b', x: 0, y: 0 }), 0, 1);
    const s = lotowTestState({ figures: [a1, b1, a3, b3], phase: 'fight' });
    expect(combatsOf(s).map((c) => c.figureIds)).toEqual([['a1', 'b1'], ['a3', 'b3']]);
    const a2 = besides(b1, foot({ id: 'a2', x: 0, y: 0 }));
    const chain = lotowTestState({ figures: [a1, b1, a2], phase: 'fight' });
    expect(combatsOf(chain)).toHaveLength(1);
    expect(combatsOf(chain)[0]).toMatchObject({ id: 'a1', figureIds: ['a1', 'b1', 'a2'], sideIds: ['a', 'b'], fought: false });
  });

  it('LOTOW-GAP-08: friends touching do not fight; the Advantage side is listed first', () => {
    const a1 = foot({ id: 'a1', x: 5, y: 5 });
    const a2 = besides(a1, foot({ id: 'a2', x: 0, y: 0 }));
    expect(combatsOf(lotowTestState({ figures: [a1, a2], phase: 'fight' }))).toEqual([]);
    const b1 = besides(a1, foot({ id: 'b1', side: 'b', x: 0, y: 0 }), -1, 0);
    expect(combatsOf(lotowTestState({ figures: [a1, b1], phase: 'fight', side: 'b' }))[0]!.sideIds).toEqual(['b', 'a']);
  });

  it('LOTOW-MOUNT-5: two riderless mounts of opposite sides touching are no fight', () => {
    const m1 = { ...foot({ id: 'a1~mount', x: 5, y: 5 }), profile: { riderless: true, mount: 'horse' } };
    const m2 = besides(m1, { ...foot({ id: 'b1~mount', side: 'b', x: 0, y: 0 }), profile: { riderless: true, mount: 'horse' } });
    expect(combatsOf(lotowTestState({ figures: [m1, m2], phase: 'fight' }))).toEqual([]);
  });

  it('LOTOW-GAP-08: figures that have fought drop out of the combats still to fight', () => {
    const a1 = foot({ id: 'a1', x: 5, y: 5 });
    const b1 = besides(a1, foot({ id: 'b1', side: 'b', x: 0, y: 0 }));
    const s = lotowTestState({ figures: [a1, b1], phase: 'fight', figureState: { a1: { fought: true }, b1: { fought: true } } });
    expect(combatsOf(s)[0]!.fought).toBe(true);
    expect(unfoughtCombatsOf(s)).toEqual([]);
  });

  it('LOTOW-GAP-08: combats never share a figure, and every link joins two sides, at least one a fighter (property)', () => {
    const pos = fc.record({ x: fc.integer({ min: 2, max: 8 }), y: fc.integer({ min: 2, max: 8 }), side: fc.constantFrom('a', 'b') });
    fc.assert(fc.property(fc.uniqueArray(pos, { minLength: 2, maxLength: 8, selector: (p) => `${p.x},${p.y}` }), (ps) => {
      // On a 1″ grid, 25 mm bases (0.98″) touch their neighbours within the contact tolerance.
      const figures = ps.map((p, i) => foot({ id: `f${i}`, side: p.side, x: p.x, y: p.y }));
      const s = lotowTestState({ figures, phase: 'fight' });
      const seen = new Set<string>();
      for (const c of combatsOf(s)) {
        for (const id of c.figureIds) {
          expect(seen.has(id)).toBe(false);
          seen.add(id);
        }
        for (const l of c.links) expect(figureOf(s, l.a)!.side).not.toBe(figureOf(s, l.b)!.side);
        expect(c.sideIds.length).toBeGreaterThanOrEqual(2);
      }
    }), { numRuns: 100 });
  });
});
