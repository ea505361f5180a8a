/**
 * The morale house rule's arithmetic (BS-GAP-05), pure: when a unit must check, what a check's or a
 * rally's 2d10 total makes of its status, the exact odds of each (Fraction over the 100 equally
 * likely faces of 2d10), and the one roll of 2d10 through the resolve context.
 *
 * Contract:
 * - A unit checks when it lost at least `quarterPercent` % (default 25) of the figures it had at the
 *   start of the turn (figures now + lost this turn), lost a melee, or was charged in the flank or
 *   rear; reasons come in that order. A unit with no figures left never checks.
 * - A check passes when 2d10 + modifiers ≤ ML. A pass changes nothing (a check never rallies). A
 *   fail by 1–5 makes a good unit shaken; a fail by 6 or more, or any fail while shaken, routs; a
 *   routing unit that fails stays routing.
 * - A rally (Step 7) passes on the same test; on a pass `rallyTo` 'oneStep' moves routing → shaken
 *   and shaken → good, 'good' goes straight to good; a failed rally changes nothing. A good unit has
 *   nothing to rally from: its status stays good whatever the roll.
 * - Totals, ML and modifiers are whole numbers; the caller adds the modifiers to `total`.
 * When in the round the check is made is the caller's business.
 */
import type { Fraction } from '../../../engine/fraction';
import { fraction } from '../../../engine/fraction';
import type { JsonValue } from '../../../engine/json';
import type { ResolveContext } from '../../../engine/ruleset';
import type { UnitStatus } from '../profile/bsProfileTypes';

export type MoraleReason = 'quarterLost' | 'lostMelee' | 'flankOrRear';

export interface MoraleTriggers {
  readonly figuresNow: number;
  readonly lostThisRound: number;
  readonly lostMelee: boolean;
  readonly chargedFlankOrRear: boolean;
}

/** A fail by this much or more routs a good unit (BS-GAP-05); less makes it shaken. */
const ROUT_FAIL_BY = 6;

/** Why the unit must check now (BS-GAP-05), in the order above; empty: no check. `quarterPercent` default 25. A unit with no figures left never checks. */
export function moraleReasons(t: MoraleTriggers, quarterPercent = 25): MoraleReason[] {
  if (t.figuresNow <= 0) return [];
  const reasons: MoraleReason[] = [];
  const lost = Math.max(0, t.lostThisRound);
  const atStart = t.figuresNow + lost;
  // lost / atStart ≥ quarterPercent / 100, in whole numbers (no float rounding at exactly 25 %).
  if (lost > 0 && lost * 100 >= quarterPercent * atStart) reasons.push('quarterLost');
  if (t.lostMelee) reasons.push('lostMelee');
  if (t.chargedFlankOrRear) reasons.push('flankOrRear');
  return reasons;
}

/** The status after a check whose 2d10 + modifier total is `total` (BS-GAP-05). */
export function moraleResult(total: number, ml: number, status: UnitStatus): { readonly passed: boolean; readonly failBy: number; readonly status: UnitStatus } {
  const failBy = Math.max(0, total - ml);
  if (failBy === 0) return { passed: true, failBy, status };
  const next: UnitStatus = status === 'good' && failBy < ROUT_FAIL_BY ? 'shaken' : 'routing';
  return { passed: false, failBy, status: next };
}

/** The status after a rally roll totalling `total` (only shaken or routing units rally). */
export function rallyResult(total: number, ml: number, status: UnitStatus, rallyTo: 'oneStep' | 'good'): { readonly passed: boolean; readonly status: UnitStatus } {
  const passed = total <= ml;
  if (!passed || status === 'good') return { passed, status };
  if (rallyTo === 'good') return { passed, status: 'good' };
  return { passed, status: status === 'routing' ? 'shaken' : 'good' };
}

/** How many of the 100 faces of 2d10 sum to `s` (2..20). */
const waysToSum = (s: number): number => (s < 2 || s > 20 ? 0 : Math.min(s - 1, 21 - s));

/** How many of the 100 faces of 2d10 have `lo ≤ sum + modifier ≤ hi`. */
function waysBetween(lo: number, hi: number, modifier: number): number {
  let n = 0;
  for (let s = 2; s <= 20; s++) if (s + modifier >= lo && s + modifier <= hi) n += waysToSum(s);
  return n;
}

/** Exact chances of a morale check's outcomes for 2d10 + modifier against ml from `status` (they sum to 1). */
export function moraleOdds(ml: number, modifier: number, status: UnitStatus): { readonly good: Fraction; readonly shaken: Fraction; readonly routing: Fraction } {
  const pass = waysBetween(-Infinity, ml, modifier);
  const mild = waysBetween(ml + 1, ml + ROUT_FAIL_BY - 1, modifier);
  const fail = 100 - pass;
  const of = (n: number): Fraction => fraction(n, 100);
  switch (status) {
    case 'good':
      return { good: of(pass), shaken: of(mild), routing: of(fail - mild) };
    case 'shaken':
      return { good: of(0), shaken: of(pass), routing: of(fail) };
    case 'routing':
      return { good: of(0), shaken: of(0), routing: of(100) };
  }
}

/** Exact chance a rally passes (2d10 + modifier ≤ ml). */
export function rallyOdds(ml: number, modifier: number): Fraction {
  return fraction(waysBetween(-Infinity, ml, modifier), 100);
}

/** Roll the 2d10 through ctx (purpose e.g. 'battlesystem.roll.morale', ruleId 'BS-GAP-05'); returns both faces and their sum. */
export function rollTwoD10(ctx: ResolveContext, what: { readonly purpose: string; readonly ruleId: string; readonly figureIds: readonly string[]; readonly params?: Readonly<Record<string, JsonValue>> }): { readonly faces: readonly number[]; readonly total: number } {
  const faces = ctx.roll({
    count: 2, sides: 10, purpose: what.purpose, ruleId: what.ruleId, figureIds: what.figureIds,
    ...(what.params === undefined ? {} : { params: what.params }),
  });
  return { faces, total: faces.reduce((s, f) => s + f, 0) };
}
