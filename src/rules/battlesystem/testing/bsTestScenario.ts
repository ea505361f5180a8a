/**
 * A small BATTLESYSTEM table for tests (test support, never shipped): 48″ × 36″, a dense wood
 * (difficult) on the east side and a low wall. Red: `pikes` (regular 4 × 2, facing north, front-left
 * corner at (10, 30)) and `skirm` (irregular, 4 figures near (34, 30)). Blue: `bows` (regular 5 × 2
 * longbowmen facing south, the middle of the front edge at (12, 20): 10″ from the pikes' front, medium
 * range for 7/14/21). Bases are 1″ squares (25.4 mm). Inches, compass degrees.
 */
import type { TerrainPiece } from '../../../los/terrain';
import type { Figure, Scenario, StandSize, Unit } from '../../../engine/model';
import type { LayoutAnchor } from '../../../engine/unitGeometry';
import { layoutInSlots } from '../../../engine/unitGeometry';

export const SQUARE_INCH_BASE = { shape: 'rect', widthMm: 25.4, lengthMm: 25.4 } as const;

export const PIKE_PROFILE = { ad: '8', ar: 6, hits: 1, mvIn: 6, ml: 12, level: 1, size: 'M', formationAbility: 'regular', troop: 'infantry', weapons: 'pike' };
export const BOW_PROFILE = { ad: '6*4', ar: 8, hits: 1, mvIn: 12, ml: 11, level: 0, size: 'M', formationAbility: 'regular', troop: 'infantry', weapons: 'longbow,shortSword', rangesIn: '7/14/21' };
export const SKIRMISH_PROFILE = { ad: '6*6', ar: 8, hits: 1, mvIn: 12, ml: 10, level: 0, size: 'M', formationAbility: 'irregular', troop: 'infantry', weapons: 'javelin', rangesIn: '3/6/9' };

const fig = (id: string, side: string, x: number, y: number, facingDeg: number): Figure => ({
  id, side, name: id, x, y, facingDeg, base: SQUARE_INCH_BASE, standsOn: null, stance: 'standing', mounted: false, profile: {},
});

/** A regular unit laid out in its slots; with `stand`, on bases of that many figures (BS-CAS-3: slots counted base by base). */
export function regularUnit(
  id: string, side: string, name: string, files: number, ranks: number, facingDeg: number, anchor: LayoutAnchor, profile: Unit['profile'],
  count = files * ranks, stand?: StandSize,
): { unit: Unit; members: Figure[] } {
  const memberIds = Array.from({ length: count }, (_, k) => `${id}${k + 1}`);
  const grid = stand === undefined ? { files } : { files, stand };
  const places = layoutInSlots(grid, memberIds.map(() => SQUARE_INCH_BASE), anchor, facingDeg);
  const members = places.map((p, k) => fig(memberIds[k]!, side, p.x, p.y, p.facingDeg));
  return { unit: { id, side, name, memberIds, formation: { kind: 'regular', files, ranks, ...(stand === undefined ? {} : { stand }) }, facingDeg, profile }, members };
}

const rect = (x: number, y: number, w: number, h: number) => [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];
const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'kind' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false, ...p,
});

export function bsTestScenario(): Scenario {
  const pikes = regularUnit('pikes', 'red', 'Pikes', 4, 2, 0, { frontLeft: { x: 10, y: 30 } }, PIKE_PROFILE);
  const bows = regularUnit('bows', 'blue', 'Bows', 5, 2, 180, { frontCentre: { x: 12, y: 20 } }, BOW_PROFILE);
  const skirmIds = ['skirm1', 'skirm2', 'skirm3', 'skirm4'];
  const skirmMembers = skirmIds.map((id, k) => fig(id, 'red', 33 + k * 1.5, 30 + (k % 2), 0));
  const skirm: Unit = { id: 'skirm', side: 'red', name: 'Skirmishers', memberIds: skirmIds, formation: { kind: 'irregular' }, facingDeg: 0, profile: SKIRMISH_PROFILE };
  return {
    schemaVersion: 1,
    id: 'bs-test',
    name: 'BATTLESYSTEM test table',
    ruleset: 'battlesystem',
    table: { widthIn: 48, depthIn: 36 },
    terrain: [
      piece({ id: 'wood', kind: 'woods', name: 'Dense wood', footprint: rect(30, 8, 8, 6), heightIn: 3, difficult: true, sight: 'area', cover: 'soft' }),
      piece({ id: 'wall', kind: 'wall', name: 'Wall', footprint: rect(2, 4, 6, 0.3), heightIn: 0.8, sight: 'solid', cover: 'hard' }),
    ],
    sides: [{ id: 'red', name: 'Red', color: '#c03030' }, { id: 'blue', name: 'Blue', color: '#3050c0' }],
    figures: [...pikes.members, ...bows.members, ...skirmMembers],
    units: [pikes.unit, bows.unit, skirm],
    options: {},
  };
}
