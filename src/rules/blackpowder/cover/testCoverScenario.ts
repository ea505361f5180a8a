/**
 * Test fixtures for the cover rules (tests only, not API): terrain pieces with every rule field
 * given, infantry and cavalry figures, and a 48″ × 48″ table built on the engine's test scenario.
 * Heights used: level 1 = 0.5″ (1.3 cm), level 2 = 1.2″ (3 cm), level 3 = 2.5″ (6.4 cm).
 */
import { figure, testScenario } from '../../../engine/testScenario';
import type { Figure, Scenario } from '../../../engine/model';
import type { TerrainPiece } from '../../../los/terrain';

export const LEVEL_1_IN = 0.5;
export const LEVEL_2_IN = 1.2;
export const LEVEL_3_IN = 2.5;

export const rect = (x: number, y: number, w: number, h: number) => [
  { x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h },
];

/** A piece giving `cover`, solid to sight unless told (kind is only a label: the rules never read it). */
export const coverPiece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  kind: 'other', elevationIn: 0, cover: 'soft', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false, slope: false, ...p,
});

export const infantry = (id: string, x: number, y: number, side = 'a'): Figure => figure({ id, x, y, side, profile: { sd: '1/2/3' } });

export const cavalry = (id: string, x: number, y: number, side = 'b'): Figure =>
  figure({ id, x, y, side, mounted: true, base: { shape: 'rect', widthMm: 25, lengthMm: 50 }, profile: { sd: '2/3/4', cavalry: true } });

export const coverScenario = (terrain: readonly TerrainPiece[], figures: readonly Figure[]): Scenario => ({
  ...testScenario, id: 'bp-cover-test', ruleset: 'blackpowder', table: { widthIn: 48, depthIn: 48 }, terrain: [...terrain], figures: [...figures],
});
