/**
 * LOTOW's ranged weapons (LOTOW-GAP-11). The seed has one datum: the heavy pistol may not fire after
 * its bearer moved more than half his move (LOTOW-SHOOT-MOVE-1, 000 L132). The rest of the
 * Weapons chapter is not in the seed, so every row below is PLACEHOLDER data, not the published
 * game's: `placeholder: true` is shown in the UI next to the weapon's name. The catalog's own
 * placeholders (pistol 12″/S3/½ Move; rifle 24″/S4/no move; shotgun teardrop/S3) are used as given;
 * the others are ours, in the same spirit.
 *
 * Units: ranges in inches; `moveLimit` is a fraction of the bearer's move in its current mode
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
  readonly moveLimit: number;
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

const row = (id: string, rangeIn: number, strength: number, moveLimit: number, reload: WeaponReload, extra: Partial<WeaponSpec> = {}): WeaponSpec => ({
  id, labelKey: `lotow.weapon.${id}`, rangeIn, strength, moveLimit, reload, template: null, thrown: false, placeholder: true, sourceId: 'LOTOW-GAP-11', ...extra,
});

export const WEAPONS: Readonly<Record<string, WeaponSpec>> = {
  // Catalog placeholders (LOTOW-GAP-11 "PLACEHOLDER FOR TESTS ONLY").
  pistol: row('pistol', 12, 3, 0.5, 'everyTurn'),
  rifle: row('rifle', 24, 4, 0, 'everyTurn'),
  shotgun: row('shotgun', 8, 3, 0.5, 'everyTurn', { template: 'teardrop', sourceId: 'LOTOW-GAP-14' }),
  // The seed's heavy pistol: the ½-move limit is seed data (LOTOW-SHOOT-MOVE-1); range and Strength are ours.
  heavyPistol: row('heavyPistol', 12, 4, 0.5, 'everyTurn', { sourceId: 'LOTOW-SHOOT-MOVE-1' }),
  // Ours, placeholders.
  carbine: row('carbine', 18, 3, 0.5, 'everyTurn'),
  buffaloRifle: row('buffaloRifle', 36, 5, 0, 'everyOtherTurn'),
  bow: row('bow', 18, 2, 1, 'everyTurn'),
  throwingKnife: row('throwingKnife', 6, 2, 1, 'everyTurn', { thrown: true }),
};

export const WEAPON_IDS = Object.keys(WEAPONS);

export const weaponSpec = (id: string): WeaponSpec | undefined => (Object.hasOwn(WEAPONS, id) ? WEAPONS[id] : undefined);
