/**
 * Which of a figure's ranged weapons may fire now (LOTOW-SHOOT-WHO-1, LOTOW-SHOOT-MOVE-1,
 * LOTOW-SHOOT-JAM-1..3), and the one a `shoot` without `params.weapon` uses.
 *
 * MOVE-1 (§6.8 house rule): the limit is `moveLimit` × the figure's move rate in its current mode —
 * on foot `moveIn` (6″), mounted its mount's rate (horse 10″: ½ → 5″). The rate is the profile's,
 * not a halved allowance (holding a horse): "a proportion of movement" is of the figure's Move.
 * `movedIn` is the allowance spent this turn in that mode (figState). Inches throughout. The weapon's
 * fraction is the game's choice of placeholder numbers (`limits`: option `weaponMoveLimits`,
 * weapons/weaponTable.ts `weaponMoveLimit`), so every reader (the shot, the Move phase's rings and
 * drag line: `moveLimitsOf`) has the same number.
 */
import type { Figure } from '../../../engine/model';
import { footMoveIn, mountMoveIn, weaponIdsOf } from '../lotowProfile';
import type { LotowFigState, WeaponState } from '../lotowTypes';
import type { WeaponMoveLimits, WeaponSpec } from '../weapons/weaponTable';
import { weaponMoveLimit, weaponSpec } from '../weapons/weaponTable';

/** Slack for comparing inches moved with the limit (3.0″ of a 3″ limit is allowed, TV-LOTOW-26). */
export const MOVE_SLACK_IN = 1e-9;

const LOADED: WeaponState = { jammed: false, unloaded: false };

export const weaponStateOf = (fs: LotowFigState, weaponId: string): WeaponState => fs.weapons?.[weaponId] ?? LOADED;

/** The move rate the weapon's limit is a share of, inches. */
export const moveRateIn = (figure: Figure): number => (figure.mounted ? mountMoveIn(figure) : footMoveIn(figure));

/** The most the figure may have moved and still fire this weapon, inches. */
export const moveLimitIn = (figure: Figure, weapon: WeaponSpec, limits: WeaponMoveLimits): number => weaponMoveLimit(weapon, limits) * moveRateIn(figure);

export const movedTooFar = (figure: Figure, fs: LotowFigState, weapon: WeaponSpec, limits: WeaponMoveLimits): boolean =>
  fs.movedIn > moveLimitIn(figure, weapon, limits) + MOVE_SLACK_IN;

/** The figure's weapons that exist in the table (unknown ids are a profile problem and skipped). */
export const weaponsOf = (figure: Figure): WeaponSpec[] =>
  weaponIdsOf(figure).map(weaponSpec).filter((w): w is WeaponSpec => w !== undefined);

/** Loaded, not jammed, and the figure did not move too far for it. */
export function mayFire(figure: Figure, fs: LotowFigState, weapon: WeaponSpec, limits: WeaponMoveLimits): boolean {
  const ws = weaponStateOf(fs, weapon.id);
  return !ws.jammed && !ws.unloaded && !movedTooFar(figure, fs, weapon, limits);
}

/** The weapon a `shoot` uses: `requested`, else the first that may fire, else the first carried. */
export function chosenWeapon(figure: Figure, fs: LotowFigState, requested: string | undefined, limits: WeaponMoveLimits): WeaponSpec | undefined {
  const all = weaponsOf(figure);
  if (requested !== undefined) return all.find((w) => w.id === requested);
  return all.find((w) => mayFire(figure, fs, w, limits)) ?? all[0];
}

/** Each weapon the figure carries and the most it may move and still fire it, inches (the Move phase's rings and drag line). */
export const moveLimitsOf = (figure: Figure, limits: WeaponMoveLimits): { weapon: WeaponSpec; limitIn: number }[] =>
  weaponsOf(figure).map((weapon) => ({ weapon, limitIn: moveLimitIn(figure, weapon, limits) }));
