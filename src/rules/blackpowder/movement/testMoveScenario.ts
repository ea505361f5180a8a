/**
 * Test fixtures for black-powder movement (tests only, not API), built on the cover rules' fixtures
 * (a 48″ × 48″ table, infantry and cavalry figures, pieces with every rule field given). Figures
 * start at cell centres so that drops along their row are exact distances. Heights: level 1 = 0.5″,
 * level 2 = 1.2″, level 3 = 2.5″.
 */
import type { Figure, Scenario } from '../../../engine/model';
import { cmToInches } from '../../../geometry/units';
import type { TerrainPiece } from '../../../los/terrain';
import { coverPiece, coverScenario, LEVEL_1_IN, LEVEL_2_IN, LEVEL_3_IN, rect } from '../cover/testCoverScenario';
import { bpOptions } from '../profile/bpOptions';
import type { BpOptions } from '../profile/bpOptionsType';
import type { BpMoveInputs } from './bpMovePath';
import type { BpMoveFlags, BpMoveMode } from './moveAllowance';
import { STEADY } from './moveAllowance';

export { cavalry, infantry, rect } from '../cover/testCoverScenario';

/** The catalog's defaults, in inches. */
export const OPTIONS: BpOptions = bpOptions({});
export const MOVE_IN = cmToInches(10);
export const CROSS_IN = cmToInches(2);
export const CRAWL_IN = cmToInches(5);

/** Where the movers start (a cell centre), and the x of a wall 0.3″ thick just east of them. */
export const START = { x: 10.125, y: 24.125 };
export const WALL_X = 11;

const HEIGHTS = { 1: LEVEL_1_IN, 2: LEVEL_2_IN, 3: LEVEL_3_IN } as const;

/** A thin north–south obstacle (wall, hedge, fence) of this level at x = WALL_X…+0.3, y 14…34. */
export const wall = (level: 1 | 2 | 3, id = `wall${level}`, over: Partial<TerrainPiece> = {}): TerrainPiece =>
  coverPiece({ id, name: id, footprint: rect(WALL_X, 14, 0.3, 20), heightIn: HEIGHTS[level], cover: 'hard', ...over });

/** Area terrain: a wood (seen through, difficult), moved through. */
export const wood = (id: string, footprint: TerrainPiece['footprint']): TerrainPiece =>
  coverPiece({ id, name: id, footprint, heightIn: 3, sight: 'area', difficult: true });

/** A building that may be entered by its doors (not impassable). */
export const house = (id: string, footprint: TerrainPiece['footprint']): TerrainPiece =>
  coverPiece({ id, name: id, footprint, heightIn: 4, cover: 'hard', hasDoors: true });

/** A building no one enters. */
export const shut = (id: string, footprint: TerrainPiece['footprint']): TerrainPiece =>
  coverPiece({ id, name: id, footprint, heightIn: 4, cover: 'hard', impassable: true });

export const table = (terrain: readonly TerrainPiece[], figures: readonly Figure[]): Scenario => coverScenario(terrain, figures);

/** The inputs of a move by `figureId`. */
export const inputs = (
  scenario: Scenario, figureId: string, mode: BpMoveMode = 'move', flags: BpMoveFlags = STEADY, extra: Partial<BpMoveInputs> = {},
): BpMoveInputs => ({ scenario, figureId, mode, flags, options: OPTIONS, ...extra });

/** A point `d` inches east of START. */
export const east = (d: number) => ({ x: START.x + d, y: START.y });
