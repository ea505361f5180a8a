/**
 * An SBH model's profile (SBH-GAP-01, [high]): Quality (2–6: 3 means 3+; lower is better), Combat
 * (0–6), points (1–500), its move stick (`short` | `medium` | `long`; humans Medium, horses Long —
 * default medium), its ranged weapon's band (`shoot`: none | short | medium | long; default none:
 * no ranged attack, SBH-GAP-07), and special rules as true/false: hero, leader, big (or mounted),
 * steadfast (+1 morale), coward (−1 morale), terror (charging it makes the charged test morale).
 */
import type { Figure, ProfileValue } from '../../engine/model';
import type { RulesetProblem } from '../../engine/ruleset';
import { enumFieldProblems, flagFieldProblems } from '../../engine/kit/profileFields';
import type { Stick } from './sticks';
import { STICKS } from './sticks';

const NUMBERS = [
  { key: 'quality', min: 2, max: 6, required: true },
  { key: 'combat', min: 0, max: 6, required: true },
  { key: 'points', min: 1, max: 500, required: false },
] as const;
const FLAGS = ['hero', 'leader', 'big', 'steadfast', 'coward', 'terror'] as const;
export type SbhFlag = (typeof FLAGS)[number];

export function sbhProfileProblems(profile: Readonly<Record<string, unknown>>): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  for (const s of NUMBERS) {
    const v = profile[s.key];
    if (v === undefined) {
      if (s.required) problems.push({ path: s.key, code: 'missing', message: 'required but missing (an SBH profile has quality and combat)', params: { field: s.key } });
    } else if (typeof v !== 'number' || !Number.isFinite(v)) {
      problems.push({ path: s.key, code: 'wrongType', message: `expected a number, got ${typeof v}`, params: { expected: 'number', received: typeof v } });
    } else if (v < s.min || v > s.max || !Number.isInteger(v)) {
      problems.push({ path: s.key, code: 'outOfRange', message: `${v} is not a whole number ${s.min}–${s.max}`, params: { value: v, min: s.min, max: s.max } });
    }
  }
  problems.push(...enumFieldProblems(profile, [['move', STICKS], ['shoot', ['none', ...STICKS]]]));
  problems.push(...flagFieldProblems(profile, FLAGS));
  return problems;
}

const num = (p: Readonly<Record<string, ProfileValue>>, key: string, fallback: number): number => {
  const v = p[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};

export const qualityOf = (f: Figure): number => num(f.profile, 'quality', 4);
export const combatOf = (f: Figure): number => num(f.profile, 'combat', 2);
export const pointsOf = (f: Figure): number => num(f.profile, 'points', 1);
export const moveStickOf = (f: Figure): Stick => ((STICKS as readonly unknown[]).includes(f.profile.move) ? (f.profile.move as Stick) : 'medium');
/** The ranged weapon's band, or null for none (SBH-GAP-07). */
export const shootBandOf = (f: Figure): Stick | null => ((STICKS as readonly unknown[]).includes(f.profile.shoot) ? (f.profile.shoot as Stick) : null);
export const hasFlag = (f: Figure, flag: SbhFlag): boolean => f.profile[flag] === true;
