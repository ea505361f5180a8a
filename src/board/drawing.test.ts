// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Graphics } from 'pixi.js';
import { testScenario } from '../engine/testScenario';
import { drawFigureBase } from './drawBase';
import { MIN_TOKEN_PX } from './tokenScale';
import { drawLosOverlay, drawLosRays, drawVisibilityPolygon } from './drawLos';
import { drawDragOverlay, drawMeasureOverlay, tapeEnds } from './drawOverlays';
import { drawFineGrid, drawTableCloth } from './drawTable';
import { drawTerrain } from './drawTerrain';

const byId = (id: string) => {
  const f = testScenario.figures.find((x) => x.id === id);
  if (!f) throw new Error(id);
  return f;
};

describe('drawing on a Pixi Graphics', () => {
  it('the table fills the table size (plus its outside edge)', () => {
    const g = new Graphics();
    drawTableCloth(g, testScenario.table);
    // The edge reaches 0.15″ outside; pixel lines count as 1 unit wide in Pixi's bounds.
    expect(g.bounds.minX).toBeLessThanOrEqual(-0.15);
    expect(g.bounds.minX).toBeGreaterThanOrEqual(-0.5);
    expect(g.bounds.maxX).toBeGreaterThanOrEqual(24.15);
    expect(g.bounds.maxX).toBeLessThanOrEqual(24.5);
    const grid = new Graphics();
    drawFineGrid(grid, testScenario.table);
    // A pixel line counts as 1 unit wide in the bounds: the grid stays within the table plus that.
    expect(grid.bounds.maxY).toBeLessThanOrEqual(24.5);
  });

  it('terrain covers every piece and redraws from scratch', () => {
    const g = new Graphics();
    drawTerrain(g, testScenario.terrain);
    const b = g.bounds;
    expect(b.minX).toBeLessThanOrEqual(2);
    expect(b.maxX).toBeGreaterThanOrEqual(21);
    drawTerrain(g, []);
    expect(g.bounds.width).toBe(0);
  });

  it('a figure is drawn about its own origin, its base size in inches', () => {
    const g = new Graphics();
    // The base's size plus its outline (a mitred corner, the arrowhead's tip, reaches ~0.1″ further).
    const near = (value: number, inches: number) => expect(Math.abs(value - inches)).toBeLessThan(0.15);
    drawFigureBase(g, byId('b1'), 0x0000ff);
    // The facing arrowhead stands out of the front of the rim by 0.3 of the half width.
    const arrowIn = 0.3 * (12.5 / 25.4);
    near(g.bounds.height, 50 / 25.4 + arrowIn);
    near(g.bounds.width, 25 / 25.4);
    near(g.bounds.minY, -25 / 25.4 - arrowIn);
    drawFigureBase(g, { ...byId('a1'), stance: 'prone' }, 0xff0000);
    near(g.bounds.width, 25 / 25.4);
  });

  it('the drag overlay reaches from the start to the ghost', () => {
    const g = new Graphics();
    const a1 = byId('a1');
    drawDragOverlay(g, {
      figureId: 'a1', centre: { x: 8, y: 2 }, path: [{ x: 2, y: 2 }, { x: 5, y: 5 }, { x: 8, y: 2 }],
      lengthIn: 8.5, standsOn: null, problems: [], refusal: null, legal: true, facingDeg: null, turnDeg: 0,
    }, a1, 10);
    expect(g.bounds.minX).toBeLessThan(2);
    expect(g.bounds.maxX).toBeGreaterThan(8.4);
    expect(g.bounds.maxY).toBeGreaterThan(5);
  });

  it('the tape runs between base edges', () => {
    const g = new Graphics();
    const a1 = byId('a1');
    const b3 = byId('b3');
    const view = { from: a1, to: b3, flatIn: 20, heightDiffIn: 0, distance3dIn: 20, fromFigureId: 'a1', toFigureId: 'b3' };
    const [from, to] = tapeEnds(view, a1, b3);
    const r = 12.5 / 25.4;
    expect(from.x).toBeCloseTo(2 + r / Math.SQRT2);
    expect(to.y).toBeCloseTo(18 - r / Math.SQRT2);
    drawMeasureOverlay(g, view, a1, b3, 10);
    expect(g.bounds.minX).toBeGreaterThan(1.5);
    expect(g.bounds.maxX).toBeLessThan(18.5);
  });

  it('line-of-sight rays: clear to the target, blocked ones to the block and beyond', () => {
    const g = new Graphics();
    const from = { x: 2, y: 2, zIn: 1 };
    const counts = drawLosRays(g, [
      { from, to: { x: 10, y: 2, zIn: 0.5 }, blockedAt: null, blockedBy: null, units: 1 },
      { from, to: { x: 10, y: 3, zIn: 0.5 }, blockedAt: { x: 6, y: 2.5, zIn: 0.7 }, blockedBy: 'wall', units: 1 },
    ], 10);
    expect(counts).toEqual({ clear: 1, blocked: 1 });
    expect(g.bounds.minX).toBeLessThan(2.1);
    expect(g.bounds.maxX).toBeGreaterThan(9.9);
    expect(g.bounds.maxY).toBeGreaterThan(2.9);
    const none = new Graphics();
    expect(drawLosRays(none, [], 10)).toEqual({ clear: 0, blocked: 0 });
    expect(none.bounds.width).toBe(0);
  });

  it('the observer and target rings sit round their ghosts; the visibility wash fills its polygon', () => {
    const g = new Graphics();
    const a1 = byId('a1');
    drawLosOverlay(g, {
      observer: { figure: a1, centre: { x: 5, y: 5 } }, target: null, targetPinned: false,
      result: null, visiblePercent: null, verdict: null, crossings: [], rules: null,
    }, 10);
    // At 10 px/in a 25 mm token is drawn MIN_TOKEN_PX across, and its ring round that.
    const r = MIN_TOKEN_PX / 2 / 10;
    expect(g.bounds.minX).toBeLessThan(5 - r - 0.5);
    expect(g.bounds.maxX).toBeGreaterThan(5 + r + 0.5);
    expect(g.bounds.maxX).toBeLessThan(5 + r + 1.5);
    const wash = new Graphics();
    drawVisibilityPolygon(wash, { eye: { x: 5, y: 5 }, points: [{ x: 0, y: 0 }, { x: 12, y: 0 }, { x: 12, y: 9 }, { x: 0, y: 9 }] }, 10);
    expect(wash.bounds.maxX).toBeGreaterThanOrEqual(12);
    expect(wash.bounds.maxY).toBeGreaterThanOrEqual(9);
    const empty = new Graphics();
    drawVisibilityPolygon(empty, { eye: { x: 5, y: 5 }, points: [] }, 10);
    expect(empty.bounds.width).toBe(0);
  });
});
