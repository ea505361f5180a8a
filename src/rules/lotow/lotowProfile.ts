/**
 * A LOTOW fighter's profile (LOTOW-GAP-07 [medium]: the LotOW stat line) and its mount
 * (LOTOW-GAP-02 [high]: man 6″, mule 8″, horse 10″, Appaloosa 12″).
 *
 *   shoot 2–6 (the Shootin' value: 4 means 4+), fight 1–10, strength 1–10, grit 1–10,
 *   attacks 1–10, wounds 1–10, pluck 1–10, moveIn 0–24 (on foot, default 6);
 *   mount `horse` | `mule` | `appaloosa` (a mounted figure's mount; default horse),
 *   mountMoveIn 0–24 (default by mount).
 * A riderless mount's profile is `{ riderless: true, mount, mountMoveIn? }`.
 */
import type { RulesetProblem } from '../../engine/ruleset';
import type { Figure, ProfileValue } from '../../engine/model';
import { WEAPON_IDS } from './weapons/weaponTable';

export const MOUNT_KINDS = ['horse', 'mule', 'appaloosa'] as const;
export type MountKind = (typeof MOUNT_KINDS)[number];

export const MOUNT_MOVE_IN: Readonly<Record<MountKind, number>> = { horse: 10, mule: 8, appaloosa: 12 };
export const FOOT_MOVE_IN = 6;

interface StatSpec {
  readonly key: string;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  readonly required: boolean;
}

const STATS: readonly StatSpec[] = [
  { key: 'shoot', min: 2, max: 6, integer: true, required: true },
  { key: 'fight', min: 1, max: 10, integer: true, required: true },
  { key: 'strength', min: 1, max: 10, integer: true, required: true },
  { key: 'grit', min: 1, max: 10, integer: true, required: true },
  { key: 'attacks', min: 1, max: 10, integer: true, required: true },
  { key: 'wounds', min: 1, max: 10, integer: true, required: true },
  { key: 'pluck', min: 1, max: 10, integer: true, required: true },
  { key: 'moveIn', min: 0, max: 24, integer: false, required: false },
  { key: 'mountMoveIn', min: 0, max: 24, integer: false, required: false },
  { key: 'shots', min: 1, max: 6, integer: true, required: false },
  { key: 'fame', min: 0, max: 6, integer: true, required: false },
  { key: 'fortune', min: 0, max: 6, integer: true, required: false },
];

export function lotowProfileProblems(profile: Readonly<Record<string, unknown>>): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  // A riderless mount (LOTOW-MOUNT-2) is a model with a mount's rate and no fighter's stats.
  const riderless = profile.riderless === true;
  if (profile.riderless !== undefined && typeof profile.riderless !== 'boolean') {
    problems.push({ path: 'riderless', code: 'wrongType', message: `expected true or false, got ${typeof profile.riderless}`, params: { expected: 'boolean', received: typeof profile.riderless } });
  }
  for (const s of STATS) {
    if (riderless && s.key !== 'mountMoveIn') continue;
    const v = profile[s.key];
    if (v === undefined) {
      if (s.required) problems.push({ path: s.key, code: 'missing', message: 'required but missing (a LOTOW profile has shoot, fight, strength, grit, attacks, wounds and pluck)', params: { field: s.key } });
    } else if (typeof v !== 'number' || !Number.isFinite(v)) {
      problems.push({ path: s.key, code: 'wrongType', message: `expected a number, got ${typeof v}`, params: { expected: 'number', received: typeof v } });
    } else if (v < s.min || v > s.max || (s.integer && !Number.isInteger(v))) {
      problems.push({ path: s.key, code: 'outOfRange', message: `${v} is not ${s.integer ? 'a whole number ' : ''}${s.min}–${s.max}`, params: { value: v, min: s.min, max: s.max } });
    }
  }
  // Comma-separated lists: weapons (weapons/weaponTable.ts) and abilities.
  const lists: readonly (readonly [string, readonly string[]])[] = [['weapons', WEAPON_IDS], ['abilities', ['shootIntoMelee']]];
  for (const [key, allowed] of lists) {
    const v = profile[key];
    if (v === undefined) continue;
    if (typeof v !== 'string') {
      problems.push({ path: key, code: 'wrongType', message: `expected text such as "${allowed[0] ?? ''}", got ${typeof v}`, params: { expected: 'string', received: typeof v } });
      continue;
    }
    for (const item of v.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
      if (!allowed.includes(item)) problems.push({ path: key, code: 'badEnum', message: `"${item}" is not one of ${allowed.join(', ')}`, params: { allowed: allowed.join(', ') } });
    }
  }
  if (profile.hero !== undefined && typeof profile.hero !== 'boolean') {
    problems.push({ path: 'hero', code: 'wrongType', message: `expected true or false, got ${typeof profile.hero}`, params: { expected: 'boolean', received: typeof profile.hero } });
  }
  const mount = profile.mount;
  if (mount !== undefined && !(MOUNT_KINDS as readonly unknown[]).includes(mount)) {
    problems.push({ path: 'mount', code: 'badEnum', message: `expected one of ${MOUNT_KINDS.join(', ')}`, params: { allowed: MOUNT_KINDS.join(', ') } });
  }
  return problems;
}

const num = (p: Readonly<Record<string, ProfileValue>>, key: string, fallback: number): number => {
  const v = p[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};

export const statOf = (figure: Figure, key: string, fallback: number): number => num(figure.profile, key, fallback);

export function mountKindOf(figure: Figure): MountKind {
  const m = figure.profile.mount;
  return (MOUNT_KINDS as readonly unknown[]).includes(m) ? (m as MountKind) : 'horse';
}

export const footMoveIn = (figure: Figure): number => num(figure.profile, 'moveIn', FOOT_MOVE_IN);
export const mountMoveIn = (figure: Figure): number => num(figure.profile, 'mountMoveIn', MOUNT_MOVE_IN[mountKindOf(figure)]);

// ---- Part 2: weapons, Heroes, abilities ----

/**
 * The figure's ranged weapons: `profile.weapons`, ids from weapons/weaponTable.ts separated by
 * commas (`"pistol,rifle"`). Unknown ids are a profile problem (`lotowProfileProblems`), so here
 * they are simply skipped. None when absent: the figure cannot shoot (LOTOW-SHOOT-WHO-1).
 */
export function weaponIdsOf(figure: Figure): string[] {
  const w = figure.profile.weapons;
  return typeof w === 'string' ? w.split(',').map((s) => s.trim()).filter((s) => s !== '') : [];
}

/** Shots per Shooting phase (LOTOW-SHOOT-MULTI-1): `profile.shots`, default 1. */
export const shotsOf = (figure: Figure): number => num(figure.profile, 'shots', 1);

/** A Hero (LOTOW-GAP-10): `profile.hero: true`; Fame and Fortune points `profile.fame`, `profile.fortune` (default 0). */
export const isHero = (figure: Figure): boolean => figure.profile.hero === true;

/** Special abilities (LOTOW-GAP-17): `profile.abilities`, comma separated; default none. */
export const LOTOW_ABILITIES = ['shootIntoMelee'] as const;
export type LotowAbility = (typeof LOTOW_ABILITIES)[number];
export function hasAbility(figure: Figure, ability: LotowAbility): boolean {
  const a = figure.profile.abilities;
  return typeof a === 'string' && a.split(',').map((s) => s.trim()).includes(ability);
}
