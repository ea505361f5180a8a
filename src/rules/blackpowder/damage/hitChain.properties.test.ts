/**
 * Properties of the hit chain (BP-VOLLEY-4) over random tables: every link at most 8 cm from the
 * one before, only fighters of the target's side in action, each link the nearest one left, every
 * hit placed, and the same chain whatever the order of the scenario's figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import { figureEdgeDistance } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import { figure, testScenario } from '../../../engine/testScenario';
import type { HitChain } from './hitChain';
import { CHAIN_LINK_CM, hitChain } from './hitChain';

const LIMIT_IN = cmToInches(CHAIN_LINK_CM);

// Half the coordinates on a 1.5″ grid, so equal distances (ties) come up often.
const coord = fc.oneof(fc.double({ min: 0, max: 14, noNaN: true }), fc.integer({ min: 0, max: 9 }).map((n) => n * 1.5));
const spec = fc.record({ x: coord, y: coord, side: fc.constantFrom('a', 'b'), out: fc.boolean(), oval: fc.boolean() });
const tables = fc.array(spec, { minLength: 1, maxLength: 14 }).chain((specs) => fc.record({
  specs: fc.constant(specs),
  target: fc.integer({ min: 0, max: specs.length - 1 }),
  hits: fc.integer({ min: 0, max: 10 }),
  order: fc.shuffledSubarray(specs.map((_, i) => i), { minLength: specs.length }),
}));

interface Table { readonly scenario: Scenario; readonly out: Set<string>; readonly targetId: string; readonly hits: number; readonly shuffled: Scenario }

function build(t: { specs: { x: number; y: number; side: string; out: boolean; oval: boolean }[]; target: number; hits: number; order: number[] }): Table {
  const figures: Figure[] = t.specs.map((s, i) => figure({
    id: `f${i}`, side: s.side, x: s.x, y: s.y,
    ...(s.oval ? { base: { shape: 'oval', widthMm: 25, lengthMm: 50 }, facingDeg: (i * 37) % 360 } : {}),
  }));
  const out = new Set(t.specs.flatMap((s, i) => (s.out && i !== t.target ? [`f${i}`] : [])));
  const scenario: Scenario = { ...testScenario, terrain: [], figures };
  return { scenario, out, targetId: `f${t.target}`, hits: t.hits, shuffled: { ...scenario, figures: t.order.map((i) => figures[i]!) } };
}

function run(t: Table, scenario = t.scenario): HitChain {
  const r = hitChain({ scenario, targetId: t.targetId, hits: t.hits, outOfActionIds: t.out });
  if (!r.ok) throw new Error(r.refusal.message);
  return r;
}

describe('hit chain properties (BP-VOLLEY-4)', () => {
  it('BP-VOLLEY-4: no link is longer than 8 cm, and each is measured from the link before', () => {
    fc.assert(fc.property(tables, (raw) => {
      const t = build(raw);
      const c = run(t);
      const byId = new Map(t.scenario.figures.map((f) => [f.id, f]));
      c.links.forEach((l, i) => {
        if (i === 0) return expect(l).toMatchObject({ figureId: t.targetId, fromId: null });
        expect(l.fromId).toBe(c.links[i - 1]!.figureId);
        const d = figureEdgeDistance(t.scenario, byId.get(l.fromId!)!, byId.get(l.figureId)!).distance3dIn;
        expect(l.distanceIn).toBe(d);
        expect(d).toBeLessThanOrEqual(LIMIT_IN + 1e-9);
      });
    }), { numRuns: 200 });
  });

  it('BP-VOLLEY-4: only fighters of the target\'s side in action join, each once, each the nearest one left', () => {
    fc.assert(fc.property(tables, (raw) => {
      const t = build(raw);
      const c = run(t);
      const byId = new Map(t.scenario.figures.map((f) => [f.id, f]));
      const side = byId.get(t.targetId)!.side;
      const ids = c.links.map((l) => l.figureId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(byId.get(id)!.side).toBe(side);
        expect(t.out.has(id)).toBe(false);
      }
      const left = (i: number) => t.scenario.figures.filter((f) => f.side === side && !t.out.has(f.id) && !ids.slice(0, i).includes(f.id));
      for (let i = 1; i <= ids.length; i++) {
        if (i === ids.length && ids.length === t.hits) break;
        const from = byId.get(ids[i - 1]!)!;
        const reach = left(i).map((f) => figureEdgeDistance(t.scenario, from, f).distance3dIn).filter((d) => d <= LIMIT_IN + 1e-9);
        if (i === ids.length) expect(reach).toEqual([]);
        else expect(c.links[i]!.distanceIn).toBe(Math.min(...reach));
      }
    }), { numRuns: 200 });
  });

  it('BP-VOLLEY-4: every hit is placed — the hits per fighter add up to the hits, extra hits only once the chain is full', () => {
    fc.assert(fc.property(tables, (raw) => {
      const t = build(raw);
      const c = run(t);
      expect(c.placed.length).toBe(t.hits);
      expect(Object.values(c.hitsOn).reduce((a, b) => a + b, 0)).toBe(t.hits);
      expect(c.links.length).toBe(Math.min(t.hits, c.links.length));
      c.placed.forEach((p, i) => expect(p).toEqual({ hit: i + 1, figureId: c.links[i % c.links.length]!.figureId, extra: i >= c.links.length }));
    }), { numRuns: 200 });
  });

  it('BP-VOLLEY-4: the chain is the same for any order of the figures', () => {
    fc.assert(fc.property(tables, (raw) => {
      const t = build(raw);
      expect(run(t, t.shuffled)).toEqual(run(t));
    }), { numRuns: 200 });
  });
});
