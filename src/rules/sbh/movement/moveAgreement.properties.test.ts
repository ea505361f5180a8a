/**
 * Issue 13, bugs 3 and 4 under SBH: for every drop in a cell the area shades (anywhere in the cell,
 * not only its centre) `check` accepts it, and the length the log names, the drag's preview shows
 * and the move event records is the one the rules moved the figure by. In the open, every drop
 * within the stick is accepted for its own length (the cell-centre rule refused some: bug 3).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REACH } from '../../../engine/ruleset';
import { sbhMovementArea } from './movementArea';
import { accept, at, building, fig, move, moveRuleset, moveState, rect, wood } from './testing/moveTestState';

const MEDIUM_IN = 12 / 2.54;

describe('SBH-GAP-04 SBH-GAP-05: the area, check, the log and the preview agree', () => {
  it('SBH-GAP-04: in the open every drop within the stick is accepted, ends where dropped and is logged at its own length', () => {
    fc.assert(fc.property(
      fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0.3, max: MEDIUM_IN - 1e-4, noNaN: true }),
      (angle, r) => {
        const s = moveState({ figures: [fig({ id: 'hero', x: 18, y: 18 })], activated: 'hero' });
        const to = { x: 18 + Math.cos(angle) * r, y: 18 + Math.sin(angle) * r };
        const a = move(s, 'hero', to);
        expect(moveRuleset.check(s, a)).toBeNull();
        const logged = moveRuleset.describeAction(s, a).params.lengthIn;
        const previewed = moveRuleset.previewAction!(s, a)!.lines[0]!.params.lengthIn;
        const done = accept(s, a);
        expect(at(done.state, 'hero').x).toBeCloseTo(to.x, 9);
        const moved = done.events.find((e) => e.type === 'sbh.movement.moved')!.params!.lengthIn;
        expect(moved).toBeCloseTo(r, 3);
        expect(logged).toBe(moved);
        expect(previewed).toBe(moved);
      },
    ), { numRuns: 200 });
  });

  it('SBH-GAP-05 SBH-GAP-09 SBH-WOOD-1: a drop anywhere in a shaded cell (woods, a building, enemies about) is accepted; log, preview and event agree', () => {
    const terrain = [wood('wood', rect(20, 14, 4, 6)), building('barn', rect(12, 20, 4, 3))];
    const figures = [fig({ id: 'hero', x: 18, y: 18 }), fig({ id: 'orc', side: 'blue', x: 21, y: 21 }), fig({ id: 'friend', x: 16, y: 16 })];
    const s = moveState({ figures, terrain, activated: 'hero' });
    const area = sbhMovementArea(s, 'hero')!;
    const cells: { surfaceId: string | null; i: number }[] = [];
    for (const l of area.layers) l.tiers.forEach((t, i) => { if (t !== REACH.none) cells.push({ surfaceId: l.surfaceId, i }); });
    fc.assert(fc.property(fc.nat(), fc.double({ min: 0.001, max: 0.999, noNaN: true }), fc.double({ min: 0.001, max: 0.999, noNaN: true }), (pick, u, v) => {
      const { surfaceId, i } = cells[pick % cells.length]!;
      const to = { x: area.originXIn + ((i % area.cols) + u) * area.cellIn, y: area.originYIn + (Math.floor(i / area.cols) + v) * area.cellIn };
      const a = { ...move(s, 'hero', to), params: { ...move(s, 'hero', to).params, standsOn: surfaceId } };
      expect(moveRuleset.check(s, a), `(${to.x.toFixed(3)}, ${to.y.toFixed(3)})`).toBeNull();
      const logged = moveRuleset.describeAction(s, a).params.lengthIn;
      const previewed = moveRuleset.previewAction!(s, a)!.lines[0]!.params.lengthIn;
      const done = accept(s, a);
      const e = done.events.find((x) => x.type === 'sbh.movement.moved')!;
      expect(logged).toBe(e.params!.lengthIn);
      expect(previewed).toBe(e.params!.lengthIn);
      const hero = at(done.state, 'hero');
      expect(Math.hypot(hero.x - 18, hero.y - 18)).toBeCloseTo(e.params!.lengthIn as number, 3);
    }), { numRuns: 200 });
  });
});
