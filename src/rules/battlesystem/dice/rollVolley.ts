/**
 * Rolling an attack and its armour checks through the resolve context, so the dice log shows every
 * face with its purpose and rule: one roll per die of the attack (d12 then d8 for "12+8", BS-AD-6),
 * `attacks` dice each (BS-AD-1; in rolls of at most MAX_DICE_PER_ROLL — the log's BS-AD-2 batches),
 * each face read on the results table (BS-AD-3); then one d10 per hit, each at least the AR
 * cancelling one (BS-AR-1).
 */
import { MAX_DICE_PER_ROLL } from '../../../engine/dice';
import type { JsonValue } from '../../../engine/json';
import type { ResolveContext } from '../../../engine/ruleset';
import type { AttackDice } from '../profile/bsProfileTypes';
import { hitsForFace } from './resultsTable';

interface RollWhat {
  readonly purpose: string;
  readonly ruleId: string;
  readonly figureIds: readonly string[];
  readonly params?: Readonly<Record<string, JsonValue>>;
}

function rollMany(ctx: ResolveContext, count: number, sides: 4 | 6 | 8 | 10 | 12 | 20, what: RollWhat, atLeast?: number): number[] {
  const faces: number[] = [];
  for (let left = count; left > 0; left -= MAX_DICE_PER_ROLL) {
    faces.push(...ctx.roll({ count: Math.min(MAX_DICE_PER_ROLL, left), sides, ...what, ...(atLeast === undefined ? {} : { atLeast }) }));
  }
  return faces;
}

export function rollAttackDice(ctx: ResolveContext, attacks: number, dice: AttackDice, what: RollWhat, d20HighHits = 4): { hits: number; faces: number[][] } {
  const faces = dice.dice.map((sides) => rollMany(ctx, attacks, sides, what));
  const hits = faces.flat().reduce((s, f) => s + hitsForFace(f, d20HighHits), 0);
  return { hits, faces };
}

export function rollArmourChecks(ctx: ResolveContext, hits: number, ar: number, what: RollWhat): { through: number; cancelled: number; faces: number[] } {
  const faces = rollMany(ctx, hits, 10, what, ar);
  const cancelled = faces.filter((f) => f >= ar).length;
  return { through: hits - cancelled, cancelled, faces };
}
