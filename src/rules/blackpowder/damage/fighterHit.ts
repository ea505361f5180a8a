/**
 * One hit on one fighter, from the roll to what changes (BP-DMG-1..3, BP-GAP-11/13): a rider rolls
 * the location first (riderLocation.ts), anyone else (or a rider hit on the man) the damage test
 * (damageTest.ts); then the options `suppressedTwiceOut` (false: a second suppression leaves the
 * fighter Suppressed) and `damageBelowOne` (`noEffect`: a modified roll below 1 does nothing).
 *
 * Pure like the rest of damage/: no game state is read or written. The answer says what to set on
 * the fighter (`patch`) and, when it is Out of Action, the rule to record in the casualty ledger
 * (`casualtyRuleId`); the caller writes both (melee/resolveMelee.ts for the melee's loser,
 * families/fireResolve.ts for each hit of a volley, with its cover, aim and the horses it hit).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { DamageCover, DamageResult } from './damageTest';
import { rollDamageTest } from './damageTest';
import type { HorseWoundScope } from './riderLocation';
import { rollRiderHit } from './riderLocation';

export interface FighterHitRequest {
  readonly figureId: string;
  /** A rider (profile): the location roll comes first (BP-DMG-3). */
  readonly cavalry: boolean;
  readonly cover: DamageCover;
  readonly aimed: boolean;
  /** The fighter before the hit. */
  readonly suppressed: boolean;
  readonly horseWounded: boolean;
  /** The horse was hit earlier in the same volley (option `horseWoundScope: 'volley'`); false outside a volley. */
  readonly horseWoundedThisVolley?: boolean;
  readonly options: {
    readonly horseWoundScope: HorseWoundScope;
    readonly suppressedTwiceOut: boolean;
    readonly damageBelowOne: 'suppressed' | 'noEffect';
  };
}

export interface FighterHitOutcome {
  /** Null: no effect (a roll below 1 under `damageBelowOne: 'noEffect'`). */
  readonly result: DamageResult | null;
  /** The horse took the hit (BP-DMG-3). */
  readonly horse: boolean;
  readonly ruleIds: readonly string[];
  /** What to set on the fighter's state. */
  readonly patch: { readonly suppressed?: boolean; readonly outOfAction?: boolean; readonly horseWounded?: boolean };
  /** The rule for the casualty ledger when Out of Action, else null. */
  readonly casualtyRuleId: string | null;
}

interface Verdictish { readonly modified: number; readonly rolled: DamageResult; readonly result: DamageResult }

/** The verdict under the options: BP-GAP-11 `suppressedTwiceOut`, BP-GAP-13 `damageBelowOne`. */
export function hitResultUnderOptions(v: Verdictish, wasSuppressed: boolean, o: FighterHitRequest['options']): DamageResult | null {
  if (v.modified < 1 && o.damageBelowOne === 'noEffect') return null;
  if (wasSuppressed && v.rolled === 'suppressed' && !o.suppressedTwiceOut) return 'suppressed';
  return v.result;
}

/** A fighter Suppressed outright (a tied melee, BP-GAP-12): Out of Action if already Suppressed, per `suppressedTwiceOut` (BP-GAP-11). */
export function suppressionResult(wasSuppressed: boolean, suppressedTwiceOut: boolean): DamageResult {
  return wasSuppressed && suppressedTwiceOut ? 'outOfAction' : 'suppressed';
}

/** The state change and ledger rule for a result. */
export function hitPatch(result: DamageResult | null, horse: boolean, ruleIds: readonly string[]): Pick<FighterHitOutcome, 'patch' | 'casualtyRuleId'> {
  const base = horse ? { horseWounded: true } : {};
  if (result === 'outOfAction') {
    const rule = ruleIds.includes('BP-GAP-11') ? 'BP-GAP-11' : ruleIds.includes('BP-DMG-3') ? 'BP-DMG-3' : (ruleIds[0] ?? 'BP-DMG-1');
    return { patch: { ...base, outOfAction: true, suppressed: false }, casualtyRuleId: rule };
  }
  return { patch: result === 'suppressed' ? { ...base, suppressed: true } : base, casualtyRuleId: null };
}

/** Roll one hit on the fighter through `ctx` and say what it does. */
export function rollFighterHit(ctx: ResolveContext, req: FighterHitRequest): FighterHitOutcome {
  const terms = { cover: req.cover, aimed: req.aimed, state: req.suppressed ? ('suppressed' as const) : ('fit' as const) };
  let result: DamageResult | null;
  let ruleIds: readonly string[];
  let horse = false;
  if (req.cavalry) {
    const mount = { horseWounded: req.horseWounded, horseWoundedThisVolley: req.horseWoundedThisVolley === true };
    const r = rollRiderHit(ctx, { figureId: req.figureId, ...terms, mount, scope: req.options.horseWoundScope });
    horse = r.location.hit === 'horse';
    result = r.damage === null ? r.result : hitResultUnderOptions(r.damage, req.suppressed, req.options);
    ruleIds = r.ruleIds;
  } else {
    const v = rollDamageTest(ctx, { figureId: req.figureId, ...terms });
    result = hitResultUnderOptions(v, req.suppressed, req.options);
    ruleIds = v.ruleIds;
  }
  return { result, horse, ruleIds, ...hitPatch(result, horse, ruleIds) };
}
