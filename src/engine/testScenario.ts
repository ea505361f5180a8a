/**
 * A small hand-built scenario for the engine's tests (the engine may not import the scenario
 * parser). 24″ × 24″: a building with a balcony on its west wall, a hill with a rock on top, woods.
 */
import type { TerrainPiece } from '../los/terrain';
import type { Figure, Scenario } from './model';

const rect = (x: number, y: number, w: number, h: number) => [
  { x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h },
];

const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'kind' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false, ...p,
});

export const figure = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>): Figure => ({
  side: 'a', name: p.id, base: { shape: 'round', diameterMm: 25 }, facingDeg: 0, standsOn: null,
  stance: 'standing', mounted: false, profile: {}, ...p,
});

export const testTerrain: TerrainPiece[] = [
  piece({ id: 'house', kind: 'building', name: 'House', footprint: rect(12, 4, 6, 6), heightIn: 6, impassable: true, cover: 'hard', sight: 'solid' }),
  piece({ id: 'balcony', kind: 'balcony', footprint: rect(10.5, 5, 1.5, 4), elevationIn: 2.8, heightIn: 0.2, standableTop: true }),
  // The hill: concave, a notch cut into its south side (x 5–7, y 18–20).
  piece({ id: 'hill', kind: 'hill', footprint: [{ x: 2, y: 14 }, { x: 10, y: 14 }, { x: 10, y: 20 }, { x: 7, y: 20 }, { x: 7, y: 18 }, { x: 5, y: 18 }, { x: 5, y: 20 }, { x: 2, y: 20 }], heightIn: 1, standableTop: true }),
  piece({ id: 'rock', kind: 'rocks', footprint: rect(3, 15, 2, 2), heightIn: 2, standableTop: true, cover: 'hard' }),
  piece({ id: 'woods', kind: 'woods', footprint: rect(16, 16, 5, 5), heightIn: 3, difficult: true, sight: 'area' }),
];

export const testScenario: Scenario = {
  schemaVersion: 1,
  id: 'engine-test',
  name: 'Engine test table',
  ruleset: 'lotow',
  table: { widthIn: 24, depthIn: 24 },
  terrain: testTerrain,
  sides: [{ id: 'a', name: 'A', color: '#ff0000' }, { id: 'b', name: 'B', color: '#0000ff' }],
  figures: [
    figure({ id: 'a1', x: 2, y: 2 }),
    figure({ id: 'a2', x: 11.25, y: 7, standsOn: 'balcony' }),
    figure({ id: 'a3', x: 8, y: 16, standsOn: 'hill' }),
    figure({ id: 'b1', x: 20, y: 2, side: 'b', facingDeg: 270, mounted: true, base: { shape: 'rect', widthMm: 25, lengthMm: 50 } }),
    figure({ id: 'b2', x: 10, y: 11, side: 'b', base: { shape: 'oval', widthMm: 25, lengthMm: 50 } }),
    figure({ id: 'b3', x: 18, y: 18, side: 'b' }),
  ],
  options: {},
};
