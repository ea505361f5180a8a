import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import type { Vec2 } from '../../../geometry/point';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import { figureOf } from '../../../engine/kit/pieceState';
import { withFigState } from '../sbhTypes';
import type { SbhState } from '../sbhTypes';
import { stickIn } from '../sticks';
import { planFlight } from './flightPath';
import { BASE_IN, piece, rect, rollQueued, sbhFigure, startGame, test } from './testing/moraleTable';

const SHORT_IN = stickIn('28mm', 'short');
const MEDIUM_IN = stickIn('28mm', 'medium');
const fillers = () => [sbhFigure({ id: 'a8', x: 34, y: 1.5 }), sbhFigure({ id: 'a9', x: 34, y: 3.5 })];

/** The closest the fleeing base comes to `enemy` along `path` from `start`, edge to edge, sampled every 0.005″. */
function closestApproach(fleer: Figure, start: Vec2, path: readonly Vec2[], enemy: Figure): number {
  let best = Infinity;
  let from = start;
  for (const to of path) {
    const len = Math.hypot(to.x - from.x, to.y - from.y);
    const n = Math.max(1, Math.ceil(len / 0.005));
    for (let i = 0; i <= n; i++) {
      const p = { x: from.x + ((to.x - from.x) * i) / n, y: from.y + ((to.y - from.y) * i) / n };
      best = Math.min(best, footprintDistanceToFootprint(figureFootprint(fleer, p), figureFootprint(enemy)));
    }
    from = to;
  }
  return best;
}

const legLengths = (start: Vec2, path: readonly Vec2[]): number[] => path.map((p, i) => {
  const from = i === 0 ? start : path[i - 1]!;
  return Math.hypot(p.x - from.x, p.y - from.y);
});

describe('SBH-MORALE-2 · how a fleeing figure moves', () => {
  /** a1 at (12, 18) flees west; E (b1) stands right on the straight path, 5″ off, beyond Short now. */
  const blocked = (enemyPatch: Partial<Figure> = {}) => startGame([
    sbhFigure({ id: 'a1', x: 12, y: 18 }), ...fillers(),
    sbhFigure({ id: 'b1', x: 6, y: 18, side: 'b', ...enemyPatch }),
  ]);

  it('SBH-MORALE-2 (TV-SBH-10): the straight path passes within Short of standing E → it detours and never comes within Short', () => {
    const s0 = blocked();
    const plan = planFlight(s0, 'a1', 1);
    expect(plan?.kind).toBe('moved');
    if (plan?.kind !== 'moved') return;
    const a1 = figureOf(s0, 'a1')!;
    expect(closestApproach(a1, { x: 12, y: 18 }, plan.path, figureOf(s0, 'b1')!)).toBeGreaterThanOrEqual(SHORT_IN);
    const end = plan.path[0]!;
    expect(end.x).toBeLessThan(12); // still toward the west edge
    expect(Math.abs(end.y - 18)).toBeGreaterThan(1); // not the straight line
    expect(Math.hypot(end.x - 12, end.y - 18)).toBeCloseTo(MEDIUM_IN, 6); // a full single move
  });

  it('SBH-MORALE-2 (TV-SBH-10): a fallen enemy inside Short on the path is ignored: straight on', () => {
    const s0 = withFigState(blocked(), 'b1', { fallen: true });
    const { state } = rollQueued(s0, [test('a1')], [1, 4, 5]);
    expect(figureOf(state, 'a1')).toMatchObject({ y: 18 });
    expect(figureOf(state, 'a1')?.x).toBeCloseTo(12 - MEDIUM_IN, 6);
  });

  it('SBH-MORALE-2: a bound enemy is ignored too', () => {
    const s0 = withFigState(blocked(), 'b1', { bound: true });
    expect(planFlight(s0, 'a1', 1)).toMatchObject({ kind: 'moved', path: [{ y: 18 }] });
  });

  it('SBH-MORALE-2 (TV-SBH-10): no path keeps out of Short → destroyed', () => {
    // A line of enemies along x = 7, just over Short from a1's base: any step westward comes within Short.
    const wall = Array.from({ length: 17 }, (_, i) => sbhFigure({ id: `b${i}`, x: 7, y: 10 + i, side: 'b' }));
    const x = 7 + BASE_IN + SHORT_IN + 0.01;
    const s0 = startGame([sbhFigure({ id: 'a1', x, y: 18 }), ...fillers(), ...wall]);
    expect(planFlight(s0, 'a1', 1)?.kind).toBe('trapped');
    const { state, events } = rollQueued(s0, [test('a1')], [1, 4, 5]);
    expect(events.some((e) => e.type === 'sbh.morale.trapped')).toBe(true);
    expect(state.flow.casualties.find((c) => c.figureId === 'a1')).toMatchObject({ how: 'killed', ruleId: 'SBH-MORALE-2' });
  });

  it('SBH-MORALE-2: impassable terrain on the straight path is gone round, never through', () => {
    const s0 = startGame([sbhFigure({ id: 'a1', x: 12, y: 18 }), ...fillers(), sbhFigure({ id: 'b1', x: 30, y: 30, side: 'b' })],
      {}, [piece({ id: 'rock', kind: 'rocks', footprint: rect(8, 17, 1, 2), impassable: true })]);
    const plan = planFlight(s0, 'a1', 1);
    expect(plan?.kind).toBe('moved');
    if (plan?.kind !== 'moved') return;
    expect(Math.abs(plan.path[0]!.y - 18)).toBeGreaterThan(1);
  });

  it('SBH-GAP-09 / SBH-WOOD-1: a flight through woods is one stick shorter (Medium → Short)', () => {
    const s0 = startGame([sbhFigure({ id: 'a1', x: 12, y: 18 }), ...fillers(), sbhFigure({ id: 'b1', x: 30, y: 30, side: 'b' })],
      {}, [piece({ id: 'wood', kind: 'woods', footprint: rect(4, 10, 6, 16), sight: 'area' })]);
    const plan = planFlight(s0, 'a1', 1);
    expect(plan).toMatchObject({ kind: 'moved' });
    if (plan?.kind === 'moved') expect(plan.path[0]!.x).toBeCloseTo(12 - SHORT_IN, 6);
  });

  it('SBH-MORALE-2 + SBH-GAP-15: a figure fleeing a melee may not approach the enemy it touched: it veers away from it', () => {
    // b1 touches a1 from the south-west: flying due west would close on it, so the flight bends north-west.
    const off = BASE_IN / Math.SQRT2 + 0.001;
    const s0 = startGame([sbhFigure({ id: 'a1', x: 12, y: 18 }), ...fillers(), sbhFigure({ id: 'b1', x: 12 - off, y: 18 + off, side: 'b' })]);
    const plan = planFlight(s0, 'a1', 1);
    if (plan?.kind !== 'moved') throw new Error(`expected a move, got ${plan?.kind}`);
    const a1 = figureOf(s0, 'a1')!;
    const b1 = figureOf(s0, 'b1')!;
    const end = plan.path[0]!;
    expect(end.x).toBeLessThan(12);
    expect(end.y).toBeLessThan(18 - 1);
    let prev = footprintDistanceToFootprint(figureFootprint(a1), figureFootprint(b1));
    for (let i = 1; i <= 200; i++) {
      const p = { x: 12 + ((end.x - 12) * i) / 200, y: 18 + ((end.y - 18) * i) / 200 };
      const d = footprintDistanceToFootprint(figureFootprint(a1, p), figureFootprint(b1));
      expect(d).toBeGreaterThanOrEqual(Math.min(prev, SHORT_IN) - 1e-6);
      prev = Math.max(prev, d);
    }
  });

  it('SBH-MORALE-2: an enemy touching it from the side of the nearest edge cuts it off → destroyed', () => {
    const s0 = startGame([sbhFigure({ id: 'a1', x: 12, y: 18 }), ...fillers(), sbhFigure({ id: 'b1', x: 12 - BASE_IN, y: 18, side: 'b' })]);
    expect(planFlight(s0, 'a1', 1)?.kind).toBe('trapped');
  });

  it('property: every point of a flight keeps Short from every standing enemy; legs are straight, at most a stick each', () => {
    const enemyArb = fc.record({ x: fc.double({ min: 1, max: 35, noNaN: true }), y: fc.double({ min: 1, max: 35, noNaN: true }) });
    fc.assert(fc.property(
      fc.double({ min: 3, max: 33, noNaN: true }), fc.double({ min: 3, max: 33, noNaN: true }),
      fc.array(enemyArb, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 2 }),
      (x, y, enemies, moves) => {
        const a1 = sbhFigure({ id: 'a1', x, y });
        const foes = enemies.map((e, i) => sbhFigure({ id: `b${i}`, x: e.x, y: e.y, side: 'b' }))
          .filter((f) => footprintDistanceToFootprint(figureFootprint(a1), figureFootprint(f)) >= SHORT_IN + 0.05);
        if (foes.length === 0) return;
        const s0: SbhState = startGame([a1, ...foes]);
        const plan = planFlight(s0, 'a1', moves);
        if (plan === null || plan.kind === 'trapped') return;
        expect(plan.path.length).toBeLessThanOrEqual(moves);
        for (const len of legLengths({ x, y }, plan.path)) expect(len).toBeLessThanOrEqual(MEDIUM_IN + 1e-9);
        for (const foe of foes) expect(closestApproach(a1, { x, y }, plan.path, foe)).toBeGreaterThanOrEqual(SHORT_IN - 1e-6);
      },
    ), { numRuns: 60 });
  });
});

describe('SBH-MORALE-3 · over the table edge counts as destroyed', () => {
  it('SBH-MORALE-3 (TV-SBH-11): a double move takes it over the edge → removed, scored as destroyed (fled)', () => {
    const s0 = startGame([sbhFigure({ id: 'a1', x: 8, y: 18 }), sbhFigure({ id: 'a2', x: 20, y: 20 }), ...fillers(), sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' })]);
    expect(planFlight(s0, 'a1', 2)).toMatchObject({ kind: 'leftTable', edge: 'west' });
    const { state, events } = rollQueued(s0, [test('a1')], [2, 2, 6]);
    expect(figureOf(state, 'a1')).toBeUndefined();
    expect(events.some((e) => e.type === 'sbh.morale.leftTable')).toBe(true);
    expect(state.flow.casualties.find((c) => c.figureId === 'a1')).toMatchObject({ how: 'fled', ruleId: 'SBH-MORALE-3', points: 10 });
  });

  it('SBH-MORALE-3: a double move that stops short of the edge leaves it on the table', () => {
    const x = BASE_IN / 2 + 2 * MEDIUM_IN + 0.05;
    const s0 = startGame([sbhFigure({ id: 'a1', x, y: 18 }), ...fillers(), sbhFigure({ id: 'b1', x: 30, y: 18, side: 'b' })]);
    expect(planFlight(s0, 'a1', 2)).toMatchObject({ kind: 'moved' });
  });
});
