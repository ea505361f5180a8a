/**
 * A hit on a rider (BP-DMG-3): before the damage test, a d6 for where it lands. 1–3 the horse: it is
 * wounded (gives no more cavalry bonuses, BP-GAP-15: the caller drops them while `horseWounded`),
 * the rider counts as Suppressed, and later hits go to the rider with no location roll. 4–6 the
 * rider: the normal damage test (BP-DMG-1/2).
 *
 * "All further hits" (§6 ambiguity 5) is the option `horseWoundScope`: 'game' (default, the
 * catalog's house rule) — for the rest of the game; 'volley' — only for the rest of the volley that
 * wounded the horse; in a later volley the location is rolled again, and the horse hit again leaves
 * it wounded and Suppresses the rider again.
 * DECISION: the rider Suppressed by a horse hit follows BP-GAP-11 like any suppression: a rider
 * already Suppressed is then Out of Action.
 */
import type { Fraction } from '../../../engine/fraction';
import { fraction, fractionAdd, fractionMul } from '../../../engine/fraction';
import type { ResolveContext } from '../../../engine/ruleset';
import type { DamageResult, DamageTerms, DamageVerdict, HitFighterState } from './damageTest';
import { damageOdds, rollDamageTest } from './damageTest';

export type HorseWoundScope = 'game' | 'volley';
export const DEFAULT_HORSE_WOUND_SCOPE: HorseWoundScope = 'game';

/** The rider's horse, as the figure state keeps it. */
export interface RiderMount {
  readonly horseWounded: boolean;
  /** The horse was wounded earlier in the volley being resolved (reset at each volley: `mountAtVolleyStart`). */
  readonly horseWoundedThisVolley: boolean;
}

export const UNHURT_MOUNT: RiderMount = { horseWounded: false, horseWoundedThisVolley: false };

export const mountAtVolleyStart = (mount: RiderMount): RiderMount => ({ ...mount, horseWoundedThisVolley: false });

/** Whether a hit goes straight to the rider, with no location roll. */
export const hitGoesToRider = (mount: RiderMount, scope: HorseWoundScope): boolean =>
  scope === 'game' ? mount.horseWounded : mount.horseWoundedThisVolley;

/** Where a location face lands: 1–3 the horse, 4–6 the rider. */
export const locationOfFace = (face: number): 'horse' | 'rider' => (face <= 3 ? 'horse' : 'rider');

/** The rider after a horse hit: Suppressed, or Out of Action if already Suppressed (BP-GAP-11). */
export const horseHitResult = (state: HitFighterState): DamageResult => (state === 'suppressed' ? 'outOfAction' : 'suppressed');

export type RiderLocation =
  | { readonly hit: 'horse'; readonly face: number }
  /** `face` null: the horse was already wounded, no roll was made. */
  | { readonly hit: 'rider'; readonly face: number | null };

export interface RiderHitRequest extends DamageTerms {
  readonly figureId: string;
  readonly mount: RiderMount;
  readonly scope: HorseWoundScope;
}

/** The location roll (purpose `blackpowder.roll.riderLocation`, BP-DMG-3), or none when the hit goes to the rider. */
export function rollRiderLocation(ctx: ResolveContext, req: Pick<RiderHitRequest, 'figureId' | 'mount' | 'scope'>): RiderLocation {
  if (hitGoesToRider(req.mount, req.scope)) return { hit: 'rider', face: null };
  const face = ctx.roll({
    count: 1, sides: 6, purpose: 'blackpowder.roll.riderLocation', ruleId: 'BP-DMG-3', figureIds: [req.figureId],
    params: { figureId: req.figureId },
  })[0] ?? 1;
  return { hit: locationOfFace(face), face };
}

export interface RiderHitOutcome {
  readonly location: RiderLocation;
  /** The damage test, when the rider was hit. */
  readonly damage: DamageVerdict | null;
  readonly result: DamageResult;
  readonly mount: RiderMount;
  readonly ruleIds: readonly string[];
}

/** A whole hit on a rider: the location, then the horse's wound or the rider's damage test. */
export function rollRiderHit(ctx: ResolveContext, req: RiderHitRequest): RiderHitOutcome {
  const location = rollRiderLocation(ctx, req);
  if (location.hit === 'horse') {
    const result = horseHitResult(req.state);
    return {
      location, damage: null, result, mount: { horseWounded: true, horseWoundedThisVolley: true },
      ruleIds: result === 'outOfAction' ? ['BP-DMG-3', 'BP-GAP-11'] : ['BP-DMG-3'],
    };
  }
  const damage = rollDamageTest(ctx, req);
  return { location, damage, result: damage.result, mount: req.mount, ruleIds: ['BP-DMG-3', ...damage.ruleIds] };
}

export interface RiderHitOdds {
  /** P(the horse is wounded by this hit). */
  readonly horse: Fraction;
  readonly suppressed: Fraction;
  readonly outOfAction: Fraction;
}

/** The exact chance of each end of one hit on a rider (the horse's wound Suppresses too). */
export function riderHitOdds(req: Omit<RiderHitRequest, 'figureId'>): RiderHitOdds {
  const rider = damageOdds(req);
  if (hitGoesToRider(req.mount, req.scope)) return { horse: fraction(0), ...rider };
  const half = fraction(1, 2);
  const horseOut = horseHitResult(req.state) === 'outOfAction';
  return {
    horse: half,
    suppressed: fractionAdd(fractionMul(half, rider.suppressed), horseOut ? fraction(0) : half),
    outOfAction: fractionAdd(fractionMul(half, rider.outOfAction), horseOut ? half : fraction(0)),
  };
}
