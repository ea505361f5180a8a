/**
 * The black-powder options as the rules read them (bpOptions.ts parses them from the resolved
 * options): distances in inches, already scaled for 15 mm figures (BP-GAP-01).
 */
import type { Inches } from '../../../geometry/units';
import type { ObstacleThresholds } from '../cover/obstacleLevel';

/** The options as the rules read them. Distances in inches (already scaled for 15 mm). */
export interface BpOptions {
  readonly figureScale: '28mm' | '15mm';
  readonly initiative: 'rollOffEachRound' | 'rollOffOnce' | 'scenarioOrder';
  readonly apPerUnit: number;
  readonly actionCost: 'rising' | 'flat';
  readonly failEndsActions: boolean;
  readonly moveIn: Inches;
  readonly levelOneCrossIn: Inches;
  /** Effective and Long band limits; a Long limit below the Effective one reads as the Effective one. */
  readonly rifled: { readonly effectiveIn: Inches; readonly longIn: Inches };
  readonly smoothbore: { readonly effectiveIn: Inches; readonly longIn: Inches };
  readonly effectiveNeeds: number;
  readonly longNeeds: number;
  readonly runningUntil: 'nextActivation' | 'endOfOwnTurn';
  readonly cohesionMemberIn: Inches;
  readonly cohesionLeaderIn: Inches;
  /** BP-GAP-07: what Close Order needs beyond cohesion — base contact in one or two ranks, or nothing more. */
  readonly closeOrderNeeds: 'contactRanks' | 'cohesion';
  /** BP-GAP-08 thresholds; level 3's is never below level 2's. */
  readonly obstacleLevels: ObstacleThresholds;
  readonly splitVolley: boolean;
  readonly leaderSave: number;
  readonly suppressedCrawlIn: Inches;
  readonly suppressedTwiceOut: boolean;
  readonly leaderDownNoVolley: boolean;
  readonly meleeTie: 'bothSuppressed' | 'reroll';
  /** BP-GAP-12: a Suppressed fighter in melee fights at −1, or does not fight (it loses). */
  readonly meleeSuppressed: 'minusOne' | 'noFight';
  readonly damageBelowOne: 'suppressed' | 'noEffect';
  readonly moraleLossPercent: number;
  /** The last round (flow/roundLimit.ts); 0 = the scenario's `options.roundLimit`. */
  readonly roundLimit: number;
  readonly cavalryMoveMultiplier: number;
  readonly cavalryChargeBonus: number;
  readonly closeOrderTripleOn: 'final' | 'first';
  readonly chargeIgnoresCover: boolean;
  readonly horseWoundScope: 'game' | 'volley';
  readonly chainFrom: 'previousLink' | 'target';
  readonly reactionPrompt: 'whenPossible' | 'everyMove';
  /** BP-VOLLEY-4's 8 cm, scaled. */
  readonly chainLinkIn: Inches;
}
