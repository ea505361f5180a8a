/**
 * The rule fields a terrain piece gets when the scenario file leaves them out, per kind.
 * A file may override any of them on any piece; rulesets read the fields, never the kind.
 *
 * `inTheWay` follows LOTOW's table (LOTOW-SHOOT-INTHEWAY-4, LOTOW-GAP-15): 3+ light (fence, hedge,
 * scrub and cactus), 4+ solid wood or low wall (a `wall` is a low wall; rocks, a trough of barrels,
 * a wagon), 5+ stone (buildings; a stone wall is a `wall` given 5 in the file). Kinds the table
 * does not name (hills, platforms, woods, water…) are never In the Way, though solid ones still
 * block sight. `area` pieces (scrub) never stop a sample ray, so their value matters only if a file
 * makes them `solid`.
 */
import type { TerrainKind, TerrainPiece } from '../los/terrain';

export type TerrainRuleFields = Pick<
  TerrainPiece,
  'cover' | 'inTheWay' | 'difficult' | 'impassable' | 'climbable' | 'hasLadder' | 'hasDoors' | 'sight' | 'standableTop'
> & { readonly slope: boolean };

const OFF: TerrainRuleFields = {
  cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false,
};

export const TERRAIN_DEFAULTS: Readonly<Record<TerrainKind, TerrainRuleFields>> = {
  building: { ...OFF, cover: 'hard', inTheWay: 5, impassable: true, sight: 'solid', hasDoors: true },
  wall: { ...OFF, cover: 'hard', inTheWay: 4, sight: 'solid' },
  fence: { ...OFF, cover: 'soft', inTheWay: 3, sight: 'solid' },
  hedge: { ...OFF, cover: 'soft', inTheWay: 3, sight: 'solid' },
  rocks: { ...OFF, cover: 'hard', inTheWay: 4, sight: 'solid', climbable: true, standableTop: true },
  woods: { ...OFF, cover: 'soft', sight: 'area', difficult: true },
  scrub: { ...OFF, cover: 'soft', inTheWay: 3, sight: 'area', difficult: true },
  hill: { ...OFF, sight: 'solid', standableTop: true, slope: true },
  platform: { ...OFF, sight: 'solid', standableTop: true },
  balcony: { ...OFF, sight: 'solid', standableTop: true },
  water: { ...OFF, difficult: true },
  ladder: { ...OFF, hasLadder: true },
  trough: { ...OFF, cover: 'hard', inTheWay: 4, sight: 'solid' },
  road: OFF,
  other: OFF,
};

/** The names of the rule fields, in the order the serializer writes them. */
export const TERRAIN_RULE_FIELDS = Object.keys(OFF) as (keyof TerrainRuleFields)[];
