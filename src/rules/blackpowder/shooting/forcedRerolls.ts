/**
 * The compulsory rerolls of a volley's dice (BP-SHOOT-REROLL-1..3), as a regime the roll and the
 * odds share:
 *   - against a target in cover (BP-COVER-1/2) or running (BP-GAP-06) every 5 and 6 must be
 *     rolled again (BP-SHOOT-REROLL-1, regime `fivesAndSixes`);
 *   - if the shooter aimed, only the 6s are (BP-SHOOT-REROLL-2, regime `sixes`);
 *   - a rerolled die stands, even a new 6 (BP-SHOOT-REROLL-3): so the regime is applied once, to
 *     the first faces only, never to the faces a reroll brings.
 * Reaction fire at a charging enemy (BP-REACT-5) drops the running penalty. The seed does not say
 * whether it drops the cover reroll too (catalog §6 ambiguity 3); as written it does not, and the
 * option `chargeIgnoresCover` (default false) lets a table read it the other way.
 * Cover, running and aim are decided elsewhere; this module only turns the flags into a regime.
 */

/** Which first faces are rerolled once: none, every 5 and 6, or only the 6s. */
export type RerollRegime = 'none' | 'fivesAndSixes' | 'sixes';

export const REROLL_REGIMES: readonly RerollRegime[] = ['none', 'fivesAndSixes', 'sixes'];

/** What the shooter and target are doing, as the caller found it. */
export interface RerollConditions {
  /** The target counts as in cover (BP-COVER-1/2, BP-OBST-1..3). */
  readonly inCover: boolean;
  /** The target counts as running (BP-GAP-06). */
  readonly running: boolean;
  /** The shooter aimed (BP-SHOOT-REROLL-2). */
  readonly aimed: boolean;
  /** Reaction fire at an enemy charging the shooter (BP-REACT-5). Absent: false. */
  readonly charging?: boolean;
}

export interface ForcedRerollOptions {
  /** §6 ambiguity 3: whether BP-REACT-5 also removes the cover reroll. Default false (as written). */
  readonly chargeIgnoresCover: boolean;
}

export const DEFAULT_FORCED_REROLL_OPTIONS: ForcedRerollOptions = { chargeIgnoresCover: false };

/** Why the dice are rerolled: the conditions that still count after BP-REACT-5. */
export type RerollReason = 'cover' | 'running';

export interface ForcedRerolls {
  readonly regime: RerollRegime;
  /** The faces rerolled under the regime: [], [5, 6] or [6]. */
  readonly faces: readonly number[];
  /** The rule that sets the regime: BP-SHOOT-REROLL-1 or -2; null when nothing is rerolled. */
  readonly ruleId: string | null;
  readonly reasons: readonly RerollReason[];
  /** True when a charge (BP-REACT-5) removed a reason that would otherwise have applied. */
  readonly removedByCharge: boolean;
}

const REGIME_FACES: Readonly<Record<RerollRegime, readonly number[]>> = { none: [], fivesAndSixes: [5, 6], sixes: [6] };

/** The faces a regime rerolls. */
export function rerollFacesOf(regime: RerollRegime): readonly number[] {
  return REGIME_FACES[regime];
}

/** The rule a regime's rerolls serve (for the dice log): BP-SHOOT-REROLL-1 or -2; null for none. */
export function rerollRuleIdOf(regime: RerollRegime): 'BP-SHOOT-REROLL-1' | 'BP-SHOOT-REROLL-2' | null {
  return regime === 'none' ? null : regime === 'sixes' ? 'BP-SHOOT-REROLL-2' : 'BP-SHOOT-REROLL-1';
}

/** The regime for a shot under `conditions`, with the rule and reasons for the dice log. */
export function forcedRerolls(conditions: RerollConditions, options: ForcedRerollOptions = DEFAULT_FORCED_REROLL_OPTIONS): ForcedRerolls {
  const charging = conditions.charging === true;
  const coverCounts = conditions.inCover && !(charging && options.chargeIgnoresCover);
  const runningCounts = conditions.running && !charging;
  const reasons: RerollReason[] = [...(coverCounts ? ['cover' as const] : []), ...(runningCounts ? ['running' as const] : [])];
  const removedByCharge = (conditions.inCover && !coverCounts) || (conditions.running && !runningCounts);
  if (reasons.length === 0) return { regime: 'none', faces: [], ruleId: null, reasons, removedByCharge };
  const regime: RerollRegime = conditions.aimed ? 'sixes' : 'fivesAndSixes';
  return { regime, faces: REGIME_FACES[regime], ruleId: rerollRuleIdOf(regime), reasons, removedByCharge };
}

/** The indices of `firstFaces` the regime rerolls, ascending (each die at most once: BP-SHOOT-REROLL-3). */
export function forcedRerollIndices(firstFaces: readonly number[], regime: RerollRegime): number[] {
  const faces = REGIME_FACES[regime];
  const out: number[] = [];
  firstFaces.forEach((face, i) => {
    if (faces.includes(face)) out.push(i);
  });
  return out;
}
