/**
 * Degenerate terrain through the whole path (parse → engine scene → line of sight): collinear
 * vertices, pieces sharing edges, lines of sight running exactly along edges and through corners,
 * and footprints that are not polygons at all. Nothing may throw; bad footprints are refused with
 * a problem, good ones give answers in range.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { losSceneOf } from '../engine/losScene';
import { lineOfSight } from '../los/lineOfSight';
import { parseScenario } from './parseScenario';
import { SCENARIO_PROBLEM_CODES } from './problems';

const doc = (terrain: unknown[], spots: [number, number][]) => ({
  schemaVersion: 1, id: 'deg', name: 'Degenerate', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 },
  sides: [{ id: 'a', name: 'A', color: '#000000' }],
  terrain,
  figures: spots.map(([x, y], i) => ({ id: `f${i}`, side: 'a', name: `F${i}`, base: 25, x, y })),
});

function allPairsInRange(json: unknown): void {
  const parsed = parseScenario(json);
  expect(parsed.ok, JSON.stringify(!parsed.ok && parsed.problems)).toBe(true);
  if (!parsed.ok) return;
  const scene = losSceneOf(parsed.scenario);
  for (const a of scene.figures) {
    for (const b of scene.figures) {
      if (a === b) continue;
      const full = lineOfSight(scene, a.id, b.id);
      expect(full.visibleFraction).toBeGreaterThanOrEqual(0);
      expect(full.visibleFraction).toBeLessThanOrEqual(1);
      expect(lineOfSight(scene, a.id, b.id, { withRays: false, withCrossings: false }).visibleFraction).toBe(full.visibleFraction);
      for (const c of full.crossings) expect(c.insideIn >= 0 && c.exitIn >= c.enterIn).toBe(true);
    }
  }
}

describe('degenerate terrain', () => {
  it('unit boxes sharing edges, some with a vertex in mid-edge, seen along their edges and through their corners', () => {
    const box = fc.record({ x: fc.integer({ min: 1, max: 20 }), y: fc.integer({ min: 1, max: 20 }), split: fc.boolean(), h: fc.constantFrom(0.5, 1, 3), kind: fc.constantFrom('wall', 'hedge', 'woods', 'road') });
    const spot = fc.tuple(fc.integer({ min: 1, max: 22 }), fc.integer({ min: 1, max: 22 }));
    fc.assert(fc.property(fc.uniqueArray(box, { maxLength: 25, selector: (b) => `${b.x},${b.y}` }), fc.uniqueArray(spot, { minLength: 2, maxLength: 4, selector: ([x, y]) => `${x},${y}` }), (boxes, spots) => {
      const terrain = boxes.map((b, i) => ({
        id: `t${i}`, kind: b.kind, heightIn: b.h,
        footprint: b.split ? [[b.x, b.y], [b.x + 0.5, b.y], [b.x + 1, b.y], [b.x + 1, b.y + 1], [b.x, b.y + 1], [b.x, b.y + 0.5]] : [[b.x, b.y], [b.x + 1, b.y], [b.x + 1, b.y + 1], [b.x, b.y + 1]],
      }));
      allPairsInRange(doc(terrain, spots));
    }), { numRuns: 60 });
  });

  it('footprints drawn from a tiny lattice (repeats, collinear runs, bow-ties) are refused with a problem or work', () => {
    const lattice = fc.tuple(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 })).map(([x, y]) => [x * 2, y * 2]);
    fc.assert(fc.property(fc.array(lattice, { minLength: 3, maxLength: 6 }), fc.constantFrom('wall', 'woods', 'hill'), (footprint, kind) => {
      const json = doc([{ id: 'odd', kind, footprint, heightIn: 1 }], [[2, 20], [20, 20], [20, 2]]);
      let parsed: ReturnType<typeof parseScenario> | undefined;
      expect(() => { parsed = parseScenario(json); }).not.toThrow();
      if (parsed?.ok) allPairsInRange(json);
      else for (const p of parsed!.problems) expect(Object.keys(SCENARIO_PROBLEM_CODES)).toContain(p.code);
    }), { numRuns: 200 });
  });

  it('a solid piece of no height is refused, by id; an area or none piece of no height is fine', () => {
    const result = parseScenario(doc([{ id: 'ghost-wall', kind: 'wall', rect: { x: 5, y: 5, w: 4, h: 1 }, heightIn: 0 }], [[2, 20], [20, 20]]));
    expect(result.ok || result.problems.map((p) => [p.path, p.code, p.params])).toEqual([['terrain[0].heightIn', 'zeroHeight', { id: 'ghost-wall' }]]);
    allPairsInRange(doc([{ id: 'mud', kind: 'woods', rect: { x: 5, y: 5, w: 4, h: 1 }, heightIn: 0 }, { id: 'lane', kind: 'road', rect: { x: 5, y: 8, w: 4, h: 1 }, heightIn: 0 }], [[2, 20], [20, 20]]));
  });
});
