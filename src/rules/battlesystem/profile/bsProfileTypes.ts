/**
 * BATTLESYSTEM unit profile types (BS-GAP-03): what a unit's roster line says, read from the flat
 * `Unit.profile` record by `bsProfile.ts`. Types only, so every part of the ruleset can name them.
 *
 * The raw fields in a scenario's `units[].profile` (flat JSON values):
 * - `ad` string: the attack dice with the seed's notations — `"8"`, `"6*4"` (missile d6, melee d4,
 *   BS-AD-4), `"[12]8"` (d12 in a melee's first turn, d8 after, BS-AD-5), `"12+8"` (two dice per
 *   attack, each read on its own, BS-AD-6), `"20"` (BS-GAP-08); a notation may combine them
 *   (`"8*[12]8"` is not allowed: at most one `*` part and one `[ ]` part, the `*` number first).
 * - `ar` 2..10 (lower is better), `hits` ≥ 1, `mvIn` inches per turn > 0, `ml` 2..20, `level` ≥ 0.
 * - `size` "S" | "M" | "L" | "H" (BS-GAP-12), `formationAbility` "regular" | "irregular",
 *   `troop` "infantry" | "cavalry".
 * - `weapons` comma list of `WeaponTag`s (`"spear,bow"`), `rangesIn` `"7/14/21"` (required when a
 *   missile weapon is listed), `magicAmmo` volleys of magical missiles (default 0),
 *   `preferredTerrain` comma list of `PreferredTerrain` (default none), `status` (default "good").
 */

/** A die of attack: the seed's d4–d12, and d20 by BS-GAP-08. */
export type DieSides = 4 | 6 | 8 | 10 | 12 | 20;

/** One attack: the dice rolled together, each read on the results table on its own (BS-AD-6, BS-AD-7). */
export interface AttackDice {
  readonly dice: readonly DieSides[];
}

/** A unit's AD entry: melee always; `meleeFirst` for the first turn of a melee; `missile` for shooting. */
export interface AdNotation {
  readonly melee: AttackDice;
  readonly meleeFirst?: AttackDice;
  readonly missile?: AttackDice;
}

export const SIZE_CLASSES = ['S', 'M', 'L', 'H'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export const UNIT_STATUSES = ['good', 'shaken', 'routing'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const FORMATION_ABILITIES = ['regular', 'irregular'] as const;
export type FormationAbility = (typeof FORMATION_ABILITIES)[number];

export const TROOP_TYPES = ['infantry', 'cavalry'] as const;
export type TroopType = (typeof TROOP_TYPES)[number];

export const WEAPON_TAGS = [
  'pike', 'spear', 'halberd', 'lance', 'polearm', 'sword', 'shortSword', 'axe', 'mace', 'club',
  'bow', 'longbow', 'crossbow', 'sling', 'javelin',
] as const;
export type WeaponTag = (typeof WEAPON_TAGS)[number];

/** Missile weapons: a unit with one of these needs `rangesIn`. */
export const MISSILE_WEAPONS: readonly WeaponTag[] = ['bow', 'longbow', 'crossbow', 'sling', 'javelin'];

export const PREFERRED_TERRAINS = ['hills', 'forest', 'farmland', 'underground', 'swamp', 'open'] as const;
export type PreferredTerrain = (typeof PREFERRED_TERRAINS)[number];

/** Upper limits of the short, medium and long bands, inches (BS-MISSILE-RANGE-1, BS-GAP-17). */
export interface RangeBandsIn {
  readonly shortIn: number;
  readonly mediumIn: number;
  readonly longIn: number;
}

/** A unit's profile as the rules read it. */
export interface BsUnitProfile {
  /** The notation as written, for the unit card. */
  readonly adText: string;
  readonly ad: AdNotation;
  readonly ar: number;
  readonly hits: number;
  readonly mvIn: number;
  readonly ml: number;
  readonly level: number;
  readonly size: SizeClass;
  readonly formationAbility: FormationAbility;
  readonly troop: TroopType;
  readonly weapons: readonly WeaponTag[];
  readonly ranges?: RangeBandsIn;
  readonly magicAmmo: number;
  readonly preferredTerrain: readonly PreferredTerrain[];
  readonly status: UnitStatus;
}
