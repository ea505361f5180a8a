/**
 * LOTOW's ranged weapons (LOTOW-GAP-11). The seed has one datum: the heavy pistol may not fire after
 * its bearer moved more than half his move (LOTOW-SHOOT-MOVE-1, 000 L132: "a figure armed with a
 * heavy pistol, which may move 6″, cannot fire it if it moves more than 3″"). The rest of the
 * Weapons chapter is not in the seed, so every number below is PLACEHOLDER data, not the published
 * game's: `placeholder: true` is shown in the UI next to the weapon's name. The catalog's own
 * placeholders (pistol 12″/S3/½ Move; rifle 24″/S4/no move; shotgun teardrop/S3) are used as given;
 * the others are ours, in the same spirit.
 *
 * Two sets of move limits, both placeholders, chosen by the option `weaponMoveLimits`
 * (lotowOptions.ts; read through `weaponMoveLimit`):
 *   - `catalog` (`moveLimit`): the catalog's test values. With them no rifle fires after any move and
 *     a pistol after 3″, so on the demo table turn 1 has no legal shot for either side. Games saved
 *     before issue 13 were played with these (the option's `legacyDefault`), and replay with them.
 *   - `playable` (`playableMoveLimit`, the default): a pistol fires after any move, a rifle, carbine
 *     and shotgun after half; the heavy pistol keeps the seed's ½; the buffalo rifle stays put.
 *
 * Units: ranges in inches; a move limit is a fraction of the bearer's move in its current mode
 * (§6.8 house rule: a mounted bearer scales it, ½ of 10″ = 5″): 1 = any move, 0.5 = at most half,
 * 0 = must not move at all.
 */
export type WeaponReload = 'everyTurn' | 'everyOtherTurn';

export interface WeaponSpec {
  readonly id: string;
  /** i18n key of its name: `lotow.weapon.<id>`. */
  readonly labelKey: string;
  readonly rangeIn: number;
  readonly strength: number;
  /** The catalog's placeholder move limit (option `weaponMoveLimits: catalog`). */
  readonly moveLimit: number;
  /** The playable placeholder move limit (option `weaponMoveLimits: playable`, the default). */
  readonly playableMoveLimit: number;
  readonly reload: WeaponReload;
  /**
   * Teardrop template weapons (LOTOW-GAP-14: 8″ × 2″ placeholder, shooting/template.ts): one to-hit roll;
   * on a hit every figure under the template is hit (friends in base contact spared), no In the Way rolls.
   */
  readonly template: 'teardrop' | null;
  readonly thrown: boolean;
  /** Not the published game's data (LOTOW-GAP-11). */
  readonly placeholder: boolean;
  /** Where the numbers come from. */
  readonly sourceId: string;
}

const row = (id: string, rangeIn: number, strength: number, [moveLimit, playableMoveLimit]: readonly [number, number], reload: WeaponReload, extra: Partial<WeaponSpec> = {}): WeaponSpec => ({
  id, labelKey: `lotow.weapon.${id}`, rangeIn, strength, moveLimit, playableMoveLimit, reload, template: null, thrown: false, placeholder: true, sourceId: 'LOTOW-GAP-11', ...extra,
});

export const WEAPONS: Readonly<Record<string, WeaponSpec>> = {
  // [catalog, playable] move limits. Catalog placeholders (LOTOW-GAP-11 "PLACEHOLDER FOR TESTS ONLY").
  pistol: row('pistol', 12, 3, [0.5, 1], 'everyTurn'),
  rifle: row('rifle', 24, 4, [0, 0.5], 'everyTurn'),
  shotgun: row('shotgun', 8, 3, [0.5, 0.5], 'everyTurn', { template: 'teardrop', sourceId: 'LOTOW-GAP-14' }),
  // The seed's heavy pistol: the ½-move limit is seed data (LOTOW-SHOOT-MOVE-1); range and Strength are ours.
  heavyPistol: row('heavyPistol', 12, 4, [0.5, 0.5], 'everyTurn', { sourceId: 'LOTOW-SHOOT-MOVE-1' }),
  // Ours, placeholders.
  carbine: row('carbine', 18, 3, [0.5, 0.5], 'everyTurn'),
  buffaloRifle: row('buffaloRifle', 36, 5, [0, 0], 'everyOtherTurn'),
  bow: row('bow', 18, 2, [1, 1], 'everyTurn'),
  throwingKnife: row('throwingKnife', 6, 2, [1, 1], 'everyTurn', { thrown: true }),
};

export const WEAPON_IDS = Object.keys(WEAPONS);

export const weaponSpec = (id: string): WeaponSpec | undefined => (Object.hasOwn(WEAPONS, id) ? WEAPONS[id] : undefined);

/** Which placeholder move limits a game uses (option `weaponMoveLimits`). */
export type WeaponMoveLimits = 'playable' | 'catalog';

/** The weapon's move limit (a fraction of the bearer's move) under the game's choice of numbers. */
export const weaponMoveLimit = (weapon: WeaponSpec, limits: WeaponMoveLimits): number =>
  (limits === 'catalog' ? weapon.moveLimit : weapon.playableMoveLimit);
