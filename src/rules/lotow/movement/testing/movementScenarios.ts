/**
 * Small hand-built tables for the movement tests (the style of engine/testScenario.ts): terrain
 * pieces with every rule field spelled out, LOTOW fighters on foot, on horses and mules.
 */
import type { Figure, Scenario } from '../../../../engine/model';
import type { TerrainPiece } from '../../../../los/terrain';

export const rect = (x: number, y: number, w: number, h: number) => [
  { x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h },
];

export const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'kind' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false, slope: false, ...p,
});

/** A wall along y = y0 … y0 + thickness from x0 to x1. */
export const wall = (id: string, x0: number, x1: number, y0: number, heightIn: number, thicknessIn = 0.5, extra: Partial<TerrainPiece> = {}): TerrainPiece =>
  piece({ id, kind: 'wall', name: id, footprint: rect(x0, y0, x1 - x0, thicknessIn), heightIn, cover: 'hard', inTheWay: 4, ...extra });

/** A standable block (rock, platform): climbable or not. */
export const level = (id: string, x: number, y: number, w: number, h: number, heightIn: number, extra: Partial<TerrainPiece> = {}): TerrainPiece =>
  piece({ id, kind: 'platform', name: id, footprint: rect(x, y, w, h), heightIn, standableTop: true, ...extra });

export const PROFILE = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4 };

export const man = (id: string, x: number, y: number, extra: Partial<Figure> = {}): Figure => ({
  id, side: 'a', name: id, base: { shape: 'round', diameterMm: 25 }, x, y, facingDeg: 0, standsOn: null,
  stance: 'standing', mounted: false, ...extra, profile: { ...PROFILE, moveIn: 6, ...(extra.profile ?? {}) },
});

export const rider = (id: string, x: number, y: number, mount: 'horse' | 'mule' | 'appaloosa' = 'horse', extra: Partial<Figure> = {}): Figure =>
  man(id, x, y, { base: { shape: 'rect', widthMm: 25, lengthMm: 50 }, facingDeg: 90, mounted: true, ...extra, profile: { mount, ...(extra.profile ?? {}) } });

export function table(terrain: readonly TerrainPiece[], figures: readonly Figure[], widthIn = 24, depthIn = 24): Scenario {
  return {
    schemaVersion: 1, id: 'lotow-move-test', name: 'LOTOW movement test', ruleset: 'lotow', table: { widthIn, depthIn },
    terrain: [...terrain], figures: [...figures],
    sides: [{ id: 'a', name: 'A', color: '#aa0000' }, { id: 'b', name: 'B', color: '#0000aa' }], options: {},
  };
}
