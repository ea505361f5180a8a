/**
 * The rule fields a terrain piece gets when the scenario file leaves them out, per kind.
 * A file may override any of them on any piece; rulesets read the fields, never the kind.
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
  building: { ...OFF, cover: 'hard', impassable: true, sight: 'solid', hasDoors: true },
  wall: { ...OFF, cover: 'hard', inTheWay: 4, sight: 'solid' },
  fence: { ...OFF, cover: 'soft', inTheWay: 5, sight: 'solid' },
  hedge: { ...OFF, cover: 'soft', inTheWay: 4, sight: 'solid' },
  rocks: { ...OFF, cover: 'hard', inTheWay: 4, sight: 'solid', climbable: true, standableTop: true },
  woods: { ...OFF, cover: 'soft', sight: 'area', difficult: true },
  scrub: { ...OFF, cover: 'soft', sight: 'area', difficult: true },
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
