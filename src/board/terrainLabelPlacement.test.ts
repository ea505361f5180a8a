/**
 * The terrain's height labels off the figures' tokens (terrainLabelPlacement.ts): the label point
 * when it is clear, else the nearest point of the piece whose label covers no token, else hidden;
 * and the placer that moves TerrainLayer's texts to the layout's choice.
 */
import { describe, expect, it } from 'vitest';
import { polygonScanline } from './polygonScan';
import type { LabelRect } from './labelLayout';
import { rectsOverlap } from './labelLayout';
import { placeTerrainLabels, TerrainLabelPlacer, terrainLabelCandidates } from './terrainLabelPlacement';

// The farmhouse of The Farm at La Croix, roughly: 7″ × 5″; at 16 px/in its "10.2 cm" is about 46 × 16 px.
const house = [{ x: 30, y: 5 }, { x: 37, y: 5 }, { x: 37, y: 10 }, { x: 30, y: 10 }];
const wall = [{ x: 10, y: 20 }, { x: 18, y: 20 }, { x: 18, y: 20.25 }, { x: 10, y: 20.25 }];
const PPI = 16;
const token = (x: number, y: number, halfPx = 11): LabelRect => ({ x: x * PPI - halfPx, y: y * PPI - halfPx, w: 2 * halfPx, h: 2 * halfPx });
const inside = (poly: readonly { x: number; y: number }[], p: { x: number; y: number }) =>
  polygonScanline(poly, p.y).some(([a, b]) => p.x >= a && p.x <= b);

describe('terrain height labels off the tokens', () => {
  it('candidates: the label point first, then points inside the piece, nearest first', () => {
    const c = terrainLabelCandidates(house);
    expect(c[0]).toEqual({ x: 33.5, y: 7.5 });
    expect(c.length).toBeGreaterThan(20);
    for (const p of c) expect(inside(house, p)).toBe(true);
    const d = c.slice(1).map((p) => Math.hypot(p.x - 33.5, p.y - 7.5));
    for (let i = 1; i < d.length; i++) expect(d[i]).toBeGreaterThanOrEqual(d[i - 1]!);
    // A thin wall's candidates run along it.
    const w = terrainLabelCandidates(wall);
    expect(Math.max(...w.map((p) => p.x)) - Math.min(...w.map((p) => p.x))).toBeGreaterThan(6);
  });

  it('a label with no token on it stays at the piece\'s label point', () => {
    const [p] = placeTerrainLabels([{ id: 'house', candidates: terrainLabelCandidates(house), w: 46, h: 16 }], [token(20, 20)], PPI);
    expect(p!.at).toEqual({ x: 33.5, y: 7.5 });
    expect(p!.rect).toEqual({ x: 33.5 * PPI - 23, y: 7.5 * PPI - 8, w: 46, h: 16 });
  });

  it('a token on the label point: the label moves to the nearest point of the piece whose label covers no token', () => {
    const wendt = token(33.6, 7.4);
    const [p] = placeTerrainLabels([{ id: 'house', candidates: terrainLabelCandidates(house), w: 46, h: 16 }], [wendt], PPI);
    expect(p!.at).not.toBeNull();
    expect(inside(house, p!.at!)).toBe(true);
    expect(rectsOverlap(p!.rect!, wendt)).toBe(false);
    // Near the token, not in a far corner: within the house's half-size of its centre.
    expect(Math.hypot(p!.at!.x - 33.5, p!.at!.y - 7.5)).toBeLessThan(3);
  });

  it('a wall whose every point is under tokens: the label is hidden, and only shown labels have a rectangle', () => {
    const tokens = [10, 12, 14, 16, 18].map((x) => token(x, 20.1, 20));
    const [w, h] = placeTerrainLabels([
      { id: 'wall', candidates: terrainLabelCandidates(wall), w: 30, h: 12 },
      { id: 'house', candidates: terrainLabelCandidates(house), w: 46, h: 16 },
    ], tokens, PPI);
    expect(w).toEqual({ id: 'wall', at: null, rect: null });
    expect(h!.at).toEqual({ x: 33.5, y: 7.5 });
  });

  it('two pieces\' labels avoid each other where they can, and overlap rather than hide where they cannot', () => {
    const a = [{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 4 }, { x: 0, y: 4 }];
    const [pa, pb] = placeTerrainLabels([
      { id: 'a', candidates: terrainLabelCandidates(a), w: 46, h: 16 },
      { id: 'b', candidates: terrainLabelCandidates(a), w: 46, h: 16 },
    ], [], PPI);
    expect(rectsOverlap(pa!.rect!, pb!.rect!)).toBe(false);
    const tiny = [{ x: 0, y: 0 }, { x: 0.5, y: 0 }, { x: 0.5, y: 0.5 }, { x: 0, y: 0.5 }];
    const [ta, tb] = placeTerrainLabels([
      { id: 'a', candidates: terrainLabelCandidates(tiny), w: 46, h: 16 },
      { id: 'b', candidates: terrainLabelCandidates(tiny), w: 46, h: 16 },
    ], [], PPI);
    expect(ta!.at).not.toBeNull();
    expect(tb!.at).not.toBeNull();
  });

  it('the placer: a label sits at its fallback until a layout, then where the layout says, hidden when it says so', () => {
    const placer = new TerrainLabelPlacer();
    const label = { visible: true, at: { x: NaN, y: NaN }, position: { set(x: number, y?: number) { label.at = { x, y: y ?? x }; } } };
    const unregister = placer.register('house', label, { x: 1, y: 2 });
    expect(label.at).toEqual({ x: 1, y: 2 });
    placer.apply([{ id: 'house', at: { x: 3, y: 4 }, rect: { x: 0, y: 0, w: 1, h: 1 } }]);
    expect(label.at).toEqual({ x: 3, y: 4 });
    placer.apply([{ id: 'house', at: null, rect: null }]);
    expect(label.visible).toBe(false);
    unregister();
    // A label mounted after the layout takes its place at once.
    const late = { visible: true, at: { x: NaN, y: NaN }, position: { set(x: number, y?: number) { late.at = { x, y: y ?? x }; } } };
    placer.apply([{ id: 'house', at: { x: 5, y: 6 }, rect: { x: 0, y: 0, w: 1, h: 1 } }]);
    placer.register('house', late, { x: 1, y: 2 });
    expect(late.at).toEqual({ x: 5, y: 6 });
    expect(late.visible).toBe(true);
    expect(label.at).toEqual({ x: 3, y: 4 });
  });
});
