/**
 * The scenarios shipped in public/scenarios: every file the index lists parses cleanly, and the
 * demo town keeps the promises the app and the e2e tests rely on.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { polygonContainsPoint } from '../geometry/polygon';
import { figureElevationIn } from '../engine/figureGeometry';
import type { Scenario } from '../engine/model';
import { moveFigure } from '../engine/moveFigure';
import { figurePlacementProblems } from '../engine/placement';
import { parseScenarioText } from './parseScenario';
import { parseScenarioIndex } from './scenarioIndex';

const dir = new URL('../../public/scenarios/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8');
const index = parseScenarioIndex(JSON.parse(read('index.json')));

function load(file: string): Scenario {
  const result = parseScenarioText(read(file));
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.scenario;
}

describe('public/scenarios/index.json', () => {
  it('is a valid index listing the demo', () => {
    expect(index.ok).toBe(true);
    expect(index.ok && index.entries).toContainEqual({ file: 'demo-town.json', id: 'demo-town', name: 'Dust Creek', ruleset: 'lotow' });
  });

  const entries = index.ok ? index.entries : [];
  it.each(entries.map((e) => [e.file, e] as const))('%s parses with no problems or warnings and matches its entry', (file, entry) => {
    const result = parseScenarioText(read(file));
    expect(result.ok ? result.warnings : result.problems).toEqual([]);
    if (result.ok) expect(result.scenario).toMatchObject({ id: entry.id, name: entry.name, ruleset: entry.ruleset });
  });
});

describe('the Dust Creek demo', () => {
  const demo = load('demo-town.json');
  const sideOf = (id: string) => demo.figures.filter((f) => f.side === id);

  it('has two sides of six, one mounted figure each on a 25×50 mm base, the rest on 25 mm rounds', () => {
    expect(demo.sides.map((s) => [s.name, s.color])).toEqual([['The Callahan Gang', '#b8432f'], ["Marshal's Posse", '#2f6fb8']]);
    for (const side of demo.sides) {
      const figures = sideOf(side.id);
      expect(figures).toHaveLength(6);
      const mounted = figures.filter((f) => f.mounted);
      expect(mounted).toHaveLength(1);
      expect(mounted[0]?.base).toEqual({ shape: 'rect', widthMm: 25, lengthMm: 50 });
      for (const f of figures.filter((g) => !g.mounted)) expect(f.base).toEqual({ shape: 'round', diameterMm: 25 });
    }
  });

  it('puts one figure of each side on higher ground', () => {
    for (const side of demo.sides) {
      expect(sideOf(side.id).filter((f) => figureElevationIn(demo, f) >= 1)).toHaveLength(1);
    }
    expect(demo.figures.find((f) => f.standsOn === 'cole-balcony')).toBeDefined();
    expect(demo.figures.find((f) => f.standsOn === 'boot-hill')).toBeDefined();
  });

  it('sets the gangs at opposite edges', () => {
    const gang = sideOf('callahan').filter((f) => f.standsOn === null);
    const posse = sideOf('posse').filter((f) => f.standsOn === null);
    for (const f of gang) expect(f.x).toBeLessThan(6);
    for (const f of posse) expect(f.x).toBeGreaterThan(42);
  });

  it('has the promised terrain: balcony at 3″ outside the house, ladder, concave rocks', () => {
    const piece = (id: string) => demo.terrain.find((t) => t.id === id);
    const house = piece('cole-house');
    const balcony = piece('cole-balcony');
    expect(house).toMatchObject({ kind: 'building', heightIn: 6, impassable: true });
    expect(balcony).toMatchObject({ kind: 'balcony', elevationIn: 2.8, heightIn: 0.2, standableTop: true });
    expect(piece('saloon')).toMatchObject({ kind: 'building', heightIn: 4 });
    expect(piece('cole-ladder')).toMatchObject({ kind: 'ladder', hasLadder: true });
    expect(piece('scrub')).toMatchObject({ difficult: true });
    // The balcony strip lies outside the house (touching the wall at most).
    for (const p of balcony?.footprint ?? []) expect(p.x <= 36).toBe(true);
    expect(polygonContainsPoint(piece('boulders')?.footprint ?? [], { x: 32.5, y: 10 })).toBe(false); // the notch
  });

  it('places every figure legally by the engine\'s rules', () => {
    for (const f of demo.figures) expect(figurePlacementProblems(demo, f), f.id).toEqual([]);
  });

  it('a figure moved to a legal spot and back is where it started', () => {
    const ids = demo.figures.filter((f) => f.standsOn !== 'cole-balcony').map((f) => f.id);
    fc.assert(fc.property(fc.constantFrom(...ids), fc.double({ min: -4, max: 4, noNaN: true }), fc.double({ min: -4, max: 4, noNaN: true }), (id, dx, dy) => {
      const start = demo.figures.find((f) => f.id === id)!;
      const there = moveFigure(demo, id, { x: start.x + dx, y: start.y + dy });
      fc.pre(there.ok);
      if (!there.ok) return;
      const back = moveFigure(there.scenario, id, { x: start.x, y: start.y });
      expect(back.ok && back.scenario).toEqual(demo);
    }));
  });
});
