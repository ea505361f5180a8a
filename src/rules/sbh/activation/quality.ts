/**
 * The Quality test (SBH-GAP-02, [high]): roll d6s against a figure's Quality Q; each die showing Q
 * or more is a success, each below is a failure. Option `naturalOnesAndSixes` (default on): a 1
 * always fails and a 6 always succeeds — it matters only for a modified Quality below 2 or above 6
 * (a bonus or a penalty to the test), so it is written in general here and every Quality test of
 * the ruleset (activation, the charged shooter's test, morale) can use it.
 *
 * Both rules come down to one threshold: the smallest face that succeeds (`qualityTarget`), which
 * is also what the roll event's `atLeast` records, so the dice log counts the same successes.
 */
import type { Fraction } from '../../../engine/fraction';
import { probAtLeast, successCountDistribution } from '../../../engine/odds';
import type { Distribution } from '../../../engine/odds';
import type { ResolveContext } from '../../../engine/ruleset';
import type { JsonValue } from '../../../engine/json';

/**
 * The smallest face that succeeds against Quality `quality` (which may be modified beyond 2–6):
 * with naturals 2…6 (a 1 never, a 6 always), without them 1…7 (7: nothing succeeds).
 */
export function qualityTarget(quality: number, naturals: boolean): number {
  const q = Math.ceil(quality);
  return naturals ? Math.min(6, Math.max(2, q)) : Math.min(7, Math.max(1, q));
}

/** Whether one d6 face passes a Quality test. */
export const qualitySuccess = (face: number, quality: number, naturals: boolean): boolean => face >= qualityTarget(quality, naturals);

/** The exact chance one die passes. */
export const qualityChance = (quality: number, naturals: boolean): Fraction => probAtLeast(6, qualityTarget(quality, naturals));

/** The distribution of successes on `dice` dice (values 0…dice). */
export const qualitySuccesses = (dice: number, quality: number, naturals: boolean): Distribution =>
  successCountDistribution(dice, qualityChance(quality, naturals));

export interface QualityTestRequest {
  readonly dice: number;
  readonly quality: number;
  readonly naturals: boolean;
  /** The roll's i18n key (`sbh.quality`, `sbh.morale` …); its words may use `{{quality}}` (the target face). */
  readonly purpose: string;
  readonly ruleId: string;
  readonly figureIds: readonly string[];
  readonly params?: Readonly<Record<string, JsonValue>>;
}

export interface QualityTestResult {
  readonly faces: readonly number[];
  readonly successes: number;
  readonly failures: number;
  /** The face each die needed (`qualityTarget`). */
  readonly target: number;
}

/** Count a roll's successes and failures. */
export function countQuality(faces: readonly number[], quality: number, naturals: boolean): QualityTestResult {
  const target = qualityTarget(quality, naturals);
  const successes = faces.filter((f) => f >= target).length;
  return { faces, successes, failures: faces.length - successes, target };
}

/** Roll a Quality test through the context (one roll event, `atLeast` = the target face). */
export function rollQuality(ctx: ResolveContext, req: QualityTestRequest): QualityTestResult {
  const target = qualityTarget(req.quality, req.naturals);
  const faces = ctx.roll({
    count: req.dice, sides: 6, purpose: req.purpose, ruleId: req.ruleId, figureIds: req.figureIds, atLeast: target,
    params: { quality: target, ...req.params },
  });
  return countQuality(faces, req.quality, req.naturals);
}
