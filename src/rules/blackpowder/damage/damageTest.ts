/**
 * The damage test (BP-DMG-1/2, BP-GAP-11, BP-GAP-13): a fighter hit by shooting rolls one d6 per
 * hit (§6 ambiguity 4), −1 in soft cover (hedge, fence, scattered rocks), −2 in hard cover (stone
 * wall, house, wood), +1 when the shooter aimed. The modified result decides, with the clamps of
 * BP-GAP-13: ≤ 3 (below 1 too) Suppressed, ≥ 4 (above 6 too) Out of Action. A fighter already
 * Suppressed that the roll Suppresses again is Out of Action (BP-GAP-11), so the fighter's state
 * before the test is part of the input. Melee (BP-GAP-12) uses the same test with cover 'none'.
 *
 * `damageOdds` is computed from the thresholds, not from `damageVerdict`, so the brute-force test
 * over the faces checks one against the other.
 */
import type { Fraction } from '../../../engine/fraction';
import { ONE, ZERO, fractionComplement } from '../../../engine/fraction';
import { probAtLeast } from '../../../engine/odds';
import type { ResolveContext } from '../../../engine/ruleset';

/** The cover the target is in, as BP-DMG-2 grades it (the shooting module decides which). */
export type DamageCover = 'none' | 'soft' | 'hard';
export type DamageResult = 'suppressed' | 'outOfAction';
/** The hit fighter before the test; an Out of Action fighter is never hit (the chain leaves it out). */
export type HitFighterState = 'fit' | 'suppressed';

export interface DamageTerms {
  readonly cover: DamageCover;
  /** The shooter aimed (or counts as aimed: a reaction after Aim, BP-REACT-4). */
  readonly aimed: boolean;
  readonly state: HitFighterState;
}

export type DamageModReason = 'softCover' | 'hardCover' | 'aimed';
export interface DamageMod {
  readonly reason: DamageModReason;
  readonly value: number;
  readonly ruleId: 'BP-DMG-2';
}

/** The modified result from which the fighter is Out of Action (BP-DMG-1: 4–6). */
export const OUT_OF_ACTION_FROM = 4;

/** Each modifier that applies, for the preview's breakdown. */
export function damageMods(terms: Pick<DamageTerms, 'cover' | 'aimed'>): DamageMod[] {
  const mods: DamageMod[] = [];
  if (terms.cover === 'soft') mods.push({ reason: 'softCover', value: -1, ruleId: 'BP-DMG-2' });
  if (terms.cover === 'hard') mods.push({ reason: 'hardCover', value: -2, ruleId: 'BP-DMG-2' });
  if (terms.aimed) mods.push({ reason: 'aimed', value: 1, ruleId: 'BP-DMG-2' });
  return mods;
}

export const damageModifier = (terms: Pick<DamageTerms, 'cover' | 'aimed'>): number =>
  damageMods(terms).reduce((sum, m) => sum + m.value, 0);

/** What a modified result means, clamped (BP-GAP-13): any value ≤ 3 Suppressed, ≥ 4 Out of Action. */
export const damageRollResult = (modified: number): DamageResult => (modified >= OUT_OF_ACTION_FROM ? 'outOfAction' : 'suppressed');

export interface DamageVerdict {
  readonly face: number;
  readonly modifier: number;
  readonly modified: number;
  readonly mods: readonly DamageMod[];
  /** What the roll itself says. */
  readonly rolled: DamageResult;
  /** The fighter's state after the hit: `rolled`, unless a Suppressed fighter is Suppressed again. */
  readonly result: DamageResult;
  /** BP-DMG-1 always; BP-DMG-2 when modified; BP-GAP-13 when clamped; BP-GAP-11 on a second suppression. */
  readonly ruleIds: readonly string[];
}

export function damageVerdict(face: number, terms: DamageTerms): DamageVerdict {
  const mods = damageMods(terms);
  const modifier = mods.reduce((sum, m) => sum + m.value, 0);
  const modified = face + modifier;
  const rolled = damageRollResult(modified);
  const again = rolled === 'suppressed' && terms.state === 'suppressed';
  const ruleIds = ['BP-DMG-1'];
  if (mods.length > 0) ruleIds.push('BP-DMG-2');
  if (modified < 1 || modified > 6) ruleIds.push('BP-GAP-13');
  if (again) ruleIds.push('BP-GAP-11');
  return { face, modifier, modified, mods, rolled, result: again ? 'outOfAction' : rolled, ruleIds };
}

export interface DamageOdds {
  readonly suppressed: Fraction;
  readonly outOfAction: Fraction;
}

/** The exact chance of each result of one hit (the preview's). */
export function damageOdds(terms: DamageTerms): DamageOdds {
  if (terms.state === 'suppressed') return { suppressed: ZERO, outOfAction: ONE };
  const out = probAtLeast(6, OUT_OF_ACTION_FROM - damageModifier(terms));
  return { suppressed: fractionComplement(out), outOfAction: out };
}

export interface DamageTestRequest extends DamageTerms {
  /** The fighter hit. */
  readonly figureId: string;
}

/**
 * Roll one damage test through the context: one d6, purpose `blackpowder.roll.damage`, rule BP-DMG-1,
 * `atLeast` the smallest face the roll calls Out of Action (3 aimed in the open … 6 in hard cover),
 * so the dice log reads it as the shooter's success (BP-GAP-11's second suppression is in the verdict).
 */
export function rollDamageTest(ctx: ResolveContext, req: DamageTestRequest): DamageVerdict {
  const modifier = damageModifier(req);
  const atLeast = Math.min(7, Math.max(1, OUT_OF_ACTION_FROM - modifier));
  const face = ctx.roll({
    count: 1, sides: 6, purpose: 'blackpowder.roll.damage', ruleId: 'BP-DMG-1', figureIds: [req.figureId], atLeast,
    params: { figureId: req.figureId, modifier, cover: req.cover, aimed: req.aimed, state: req.state },
  })[0] ?? 1;
  return damageVerdict(face, req);
}
