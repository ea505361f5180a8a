/**
 * A BATTLESYSTEM unit's roster line (BS-GAP-03, BS-GAP-12), read from the flat `Unit.profile`
 * record a scenario gives (fields documented in bsProfileTypes.ts): every problem with its field's
 * path, and the typed profile the rules read. Figures of a unit carry no stats of their own: their
 * profile may be empty (any keys are left alone, as the other rulesets do).
 */
import type { RulesetProblem } from '../../../engine/ruleset';
import { enumFieldProblems } from '../../../engine/kit/profileFields';
import type { BsUnitProfile, PreferredTerrain, RangeBandsIn, WeaponTag } from './bsProfileTypes';
import { FORMATION_ABILITIES, MISSILE_WEAPONS, PREFERRED_TERRAINS, SIZE_CLASSES, TROOP_TYPES, UNIT_STATUSES, WEAPON_TAGS } from './bsProfileTypes';
import { parseAttackDice } from './attackDiceNotation';

type Raw = Readonly<Record<string, unknown>>;

const NUMBER_FIELDS: readonly (readonly [key: string, min: number, max: number, integer: boolean, required: boolean])[] = [
  ['ar', 2, 10, true, true],
  ['hits', 1, 20, true, true],
  ['mvIn', 0.5, 48, false, true],
  ['ml', 2, 20, true, true],
  ['level', 0, 20, true, false],
  ['magicAmmo', 0, 20, true, false],
];

const RANGES = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/;

/** "7/14/21" as bands, or null when not three rising numbers. */
export function parseRanges(text: string): RangeBandsIn | null {
  const m = RANGES.exec(text);
  if (m === null) return null;
  const [shortIn, mediumIn, longIn] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return shortIn > 0 && shortIn <= mediumIn && mediumIn <= longIn ? { shortIn, mediumIn, longIn } : null;
}

const list = (v: unknown): string[] => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter((s) => s !== '') : []);

function listProblems(raw: Raw, key: string, allowed: readonly string[]): RulesetProblem[] {
  const v = raw[key];
  if (v === undefined) return [];
  if (typeof v !== 'string') return [{ path: key, code: 'wrongType', message: `expected a comma list such as "${allowed[0]}", got ${typeof v}`, params: { expected: 'text', received: typeof v } }];
  const bad = list(v).filter((w) => !allowed.includes(w));
  return bad.length === 0 ? [] : [{ path: key, code: 'badEnum', message: `${bad.join(', ')}: expected one of ${allowed.join(', ')}`, params: { allowed: allowed.join(', ') } }];
}

export function bsUnitProfileProblems(raw: Raw): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  const ad = raw.ad;
  if (ad === undefined) problems.push({ path: 'ad', code: 'missing', message: 'required but missing (the attack dice, e.g. "8" or "6*4")', params: { field: 'ad' } });
  else if (typeof ad !== 'string' && typeof ad !== 'number') problems.push({ path: 'ad', code: 'wrongType', message: `expected text such as "6*4", got ${typeof ad}`, params: { expected: 'text', received: typeof ad } });
  else {
    const p = parseAttackDice(String(ad));
    if (!p.ok) problems.push({ path: 'ad', code: 'badFormat', message: p.message, params: { value: String(ad), format: '8, 6*4, [12]8, 12+8' } });
  }
  for (const [key, min, max, integer, required] of NUMBER_FIELDS) {
    const v = raw[key];
    if (v === undefined) {
      if (required) problems.push({ path: key, code: 'missing', message: 'required but missing', params: { field: key } });
      continue;
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      problems.push({ path: key, code: 'wrongType', message: `expected a number, got ${typeof v}`, params: { expected: 'number', received: typeof v } });
    } else if (v < min || v > max || (integer && !Number.isInteger(v))) {
      problems.push({ path: key, code: 'outOfRange', message: `${v} is out of range (${integer ? 'whole numbers ' : ''}${min}–${max})`, params: { value: v, min, max } });
    }
  }
  problems.push(...enumFieldProblems(raw, [['size', SIZE_CLASSES], ['formationAbility', FORMATION_ABILITIES], ['troop', TROOP_TYPES], ['status', UNIT_STATUSES]]));
  for (const key of ['size', 'formationAbility', 'troop'] as const) {
    if (raw[key] === undefined) problems.push({ path: key, code: 'missing', message: 'required but missing', params: { field: key } });
  }
  problems.push(...listProblems(raw, 'weapons', WEAPON_TAGS), ...listProblems(raw, 'preferredTerrain', PREFERRED_TERRAINS));
  const ranges = raw.rangesIn;
  if (ranges !== undefined && (typeof ranges !== 'string' || parseRanges(ranges) === null)) {
    problems.push({ path: 'rangesIn', code: 'badFormat', message: `${JSON.stringify(ranges)} is not three rising ranges in inches such as "7/14/21"`, params: { value: String(ranges), format: '7/14/21' } });
  }
  const shoots = list(raw.weapons).some((w) => (MISSILE_WEAPONS as readonly string[]).includes(w));
  if (shoots && ranges === undefined) {
    problems.push({ path: 'rangesIn', code: 'missing', message: 'a unit with a missile weapon needs its ranges, e.g. "7/14/21" (BS-MISSILE-RANGE-1)', params: { field: 'rangesIn' } });
  }
  return problems;
}

/** The profile as the rules read it (for a profile without problems; defaults for what is absent). */
export function bsUnitProfileOf(raw: Raw): BsUnitProfile {
  const parsed = parseAttackDice(String(raw.ad ?? '6'));
  const num = (k: string, d: number): number => (typeof raw[k] === 'number' ? (raw[k] as number) : d);
  const ranges = typeof raw.rangesIn === 'string' ? parseRanges(raw.rangesIn) : null;
  const weapons = list(raw.weapons).filter((w): w is WeaponTag => (WEAPON_TAGS as readonly string[]).includes(w));
  return {
    adText: String(raw.ad ?? '6'),
    ad: parsed.ok ? parsed.ad : { melee: { dice: [6] } },
    ar: num('ar', 10), hits: num('hits', 1), mvIn: num('mvIn', 6), ml: num('ml', 10), level: num('level', 0),
    size: (SIZE_CLASSES as readonly unknown[]).includes(raw.size) ? (raw.size as BsUnitProfile['size']) : 'M',
    formationAbility: raw.formationAbility === 'irregular' ? 'irregular' : 'regular',
    troop: raw.troop === 'cavalry' ? 'cavalry' : 'infantry',
    weapons,
    ...(ranges === null ? {} : { ranges }),
    magicAmmo: num('magicAmmo', 0),
    preferredTerrain: list(raw.preferredTerrain).filter((w): w is PreferredTerrain => (PREFERRED_TERRAINS as readonly string[]).includes(w)),
    status: (UNIT_STATUSES as readonly unknown[]).includes(raw.status) ? (raw.status as BsUnitProfile['status']) : 'good',
  };
}

/** Whether the unit has a missile weapon and its ranges (BS-MISSILE-RANGE-1). */
export const shootsMissiles = (p: BsUnitProfile): boolean => p.ranges !== undefined && p.weapons.some((w) => MISSILE_WEAPONS.includes(w));

/** A member figure's own profile: nothing required (the unit carries the stats). */
export const bsFigureProfileProblems = (_raw: Raw): RulesetProblem[] => [];
