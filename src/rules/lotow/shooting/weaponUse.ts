/**
 * Which of a figure's ranged weapons may fire now (LOTOW-SHOOT-WHO-1, LOTOW-SHOOT-MOVE-1,
 * LOTOW-SHOOT-JAM-1..3), and the one a `shoot` without `params.weapon` uses.
 *
 * MOVE-1 (§6.8 house rule): the limit is `moveLimit` × the figure's move rate in its current mode —
 * on foot `moveIn` (6″), mounted its mount's rate (horse 10″: ½ → 5″). The rate is the profile's,
 * not a halved allowance (holding a horse): "a proportion of movement" is of the figure's Move.
 * `movedIn` is the allowance spent this turn in that mode (figState). Inches throughout.
 */
import type { Figure } from '../../../engine/model';
import { footMoveIn, mountMoveIn, weaponIdsOf } from '../lotowProfile';
import type { LotowFigState, WeaponState } from '../lotowTypes';
import type { WeaponSpec } from '../weapons/weaponTable';
import { weaponSpec } from '../weapons/weaponTable';

/** Slack for comparing inches moved with the limit (3.0″ of a 3″ limit is allowed, TV-LOTOW-26). */
export const MOVE_SLACK_IN = 1e-9;

const LOADED: WeaponState = { jammed: false, unloaded: false };

export const weaponStateOf = (fs: LotowFigState, weaponId: string): WeaponState => fs.weapons?.[weaponId] ?? LOADED;

/** The move rate the weapon's limit is a share of, inches. */
export const moveRateIn = (figure: Figure): number => (figure.mounted ? mountMoveIn(figure) : footMoveIn(figure));

/** The most the figure may have moved and still fire this weapon, inches. */
export const moveLimitIn = (figure: Figure, weapon: WeaponSpec): number => weapon.moveLimit * moveRateIn(figure);

export const movedTooFar = (figure: Figure, fs: LotowFigState, weapon: WeaponSpec): boolean =>
  fs.movedIn > moveLimitIn(figure, weapon) + MOVE_SLACK_IN;

/** The figure's weapons that exist in the table (unknown ids are a profile problem and skipped). */
export const weaponsOf = (figure: Figure): WeaponSpec[] =>
  weaponIdsOf(figure).map(weaponSpec).filter((w): w is WeaponSpec => w !== undefined);

/** Loaded, not jammed, and the figure did not move too far for it. */
export function mayFire(figure: Figure, fs: LotowFigState, weapon: WeaponSpec): boolean {
  const ws = weaponStateOf(fs, weapon.id);
  return !ws.jammed && !ws.unloaded && !movedTooFar(figure, fs, weapon);
}

/** The weapon a `shoot` uses: `requested`, else the first that may fire, else the first carried. */
export function chosenWeapon(figure: Figure, fs: LotowFigState, requested: string | undefined): WeaponSpec | undefined {
  const all = weaponsOf(figure);
  if (requested !== undefined) return all.find((w) => w.id === requested);
  return all.find((w) => mayFire(figure, fs, w)) ?? all[0];
}
