/**
 * A black-powder fighter's profile, read from `figure.profile` (a flat record of scalars, as the
 * scenario file gives it). What a scenario author writes:
 *
 *   sd       "x/y/z" — required. The seed's СД x/y/z written as in the book ("СД 1/2/3" → "1/2/3";
 *            spaces around the slashes allowed), each a whole number 1–6. SD[k] is the number the
 *            k-th action of a turn must beat on 1d6 (BP-GAP-03); a reaction tests SD[3] (BP-REACT-2).
 *            One text field, not three numbers, so the profile reads like the stat line it copies.
 *   weapon   `rifled` | `smoothbore` | `none` — the firearm (BP-GAP-05 range bands); default `rifled`
 *            (the 1870 armies carried rifles: Chassepot, Dreyse).
 *   cavalry  true | false — a rider (BP-OBST-1, BP-DMG-3, BP-GAP-15); default: the figure's `mounted`.
 *   leader   true | false — a Group's Leader (BP-GAP-07, BP-VOLLEY-5); default false.
 *   special  `none` | `standard` | `musician` | `hero` — a special figure (BP-VOLLEY-5/6); default `none`.
 *   melee    `bayonet` | `sabre` | `none` — the melee weapon (+1 with bayonet or sabre, BP-GAP-12);
 *            default `none` (say what the figure carries).
 *
 * Other keys are left alone (as SBH and LOTOW do): a profile problem refuses the game.
 */
import type { Figure, ProfileValue } from '../../../engine/model';
import type { RulesetProblem } from '../../../engine/ruleset';
import { enumFieldProblems, flagFieldProblems } from '../../../engine/kit/profileFields';

export const BP_WEAPONS = ['rifled', 'smoothbore', 'none'] as const;
export type BpWeapon = (typeof BP_WEAPONS)[number];
export const BP_SPECIALS = ['none', 'standard', 'musician', 'hero'] as const;
export type BpSpecial = (typeof BP_SPECIALS)[number];
export const BP_MELEE_WEAPONS = ['bayonet', 'sabre', 'none'] as const;
export type BpMeleeWeapon = (typeof BP_MELEE_WEAPONS)[number];

/** SD[1], SD[2], SD[3]: each 1–6 (a d6 must roll higher). */
export type Sd = readonly [number, number, number];
export const SD_MIN = 1;
export const SD_MAX = 6;
/** What a fighter missing an SD reads as (never in a valid scenario: `sd` is required). */
export const DEFAULT_SD: Sd = [3, 3, 3];

const SD_FORMAT = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/;

/** The three numbers of an `"x/y/z"` text, any whole numbers (range checked by the caller), or null. */
export function parseSd(text: string): Sd | null {
  const m = SD_FORMAT.exec(text);
  if (m === null) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const inRange = (n: number): boolean => n >= SD_MIN && n <= SD_MAX;

function sdProblems(v: unknown): RulesetProblem[] {
  if (v === undefined) return [{ path: 'sd', code: 'missing', message: 'required but missing (a black-powder profile has sd, e.g. "1/2/3")', params: { field: 'sd' } }];
  if (typeof v !== 'string') return [{ path: 'sd', code: 'wrongType', message: `expected text like "1/2/3", got ${typeof v}`, params: { expected: 'text', received: typeof v } }];
  const sd = parseSd(v);
  if (sd === null) return [{ path: 'sd', code: 'badFormat', message: `"${v.slice(0, 40)}" is not three numbers x/y/z`, params: { value: v.slice(0, 40), format: 'x/y/z' } }];
  return sd.every(inRange) ? [] : [{ path: 'sd', code: 'outOfRange', message: `${v} has a number outside ${SD_MIN}–${SD_MAX}`, params: { value: v.slice(0, 40), min: SD_MIN, max: SD_MAX } }];
}

const ENUMS = [['weapon', BP_WEAPONS], ['special', BP_SPECIALS], ['melee', BP_MELEE_WEAPONS]] as const;
const FLAGS = ['cavalry', 'leader'] as const;

/** Problems with a profile, each with its field as the path (`sd`, `weapon`, …). */
export function bpProfileProblems(profile: Readonly<Record<string, unknown>>): RulesetProblem[] {
  return [...sdProblems(profile.sd), ...enumFieldProblems(profile, ENUMS), ...flagFieldProblems(profile, FLAGS)];
}

/** A profile as the rules read it, defaults filled in. */
export interface BpProfile {
  readonly sd: Sd;
  readonly weapon: BpWeapon;
  readonly cavalry: boolean;
  readonly leader: boolean;
  readonly special: BpSpecial;
  readonly melee: BpMeleeWeapon;
}

const pick = <T extends string>(allowed: readonly T[], v: ProfileValue | undefined, fallback: T): T =>
  ((allowed as readonly unknown[]).includes(v) ? (v as T) : fallback);

const sdOfValue = (v: ProfileValue | undefined): Sd => {
  const sd = typeof v === 'string' ? parseSd(v) : null;
  return sd !== null && sd.every(inRange) ? sd : DEFAULT_SD;
};

/** The figure's profile with the defaults above (an invalid field reads as its default). */
export function bpProfileOf(figure: Figure): BpProfile {
  const p = figure.profile;
  return {
    sd: sdOfValue(p.sd),
    weapon: pick(BP_WEAPONS, p.weapon, 'rifled'),
    cavalry: typeof p.cavalry === 'boolean' ? p.cavalry : figure.mounted,
    leader: p.leader === true,
    special: pick(BP_SPECIALS, p.special, 'none'),
    melee: pick(BP_MELEE_WEAPONS, p.melee, 'none'),
  };
}

/** SD[k] for the k-th action of a turn (k = 1, 2, 3; a reaction uses 3). */
export const sdOf = (figure: Figure, k: 1 | 2 | 3): number => bpProfileOf(figure).sd[k - 1] as number;
/** A rider (profile `cavalry`, else the figure's `mounted`). A wounded horse is game state, not profile (BP-DMG-3). */
export const isCavalry = (figure: Figure): boolean => bpProfileOf(figure).cavalry;
/** A Leader or a special figure: may save a hit and pass it on (BP-VOLLEY-5), takes the Close Order triple (BP-VOLLEY-6). */
export const isLeaderOrSpecial = (figure: Figure): boolean => {
  const p = bpProfileOf(figure);
  return p.leader || p.special !== 'none';
};
