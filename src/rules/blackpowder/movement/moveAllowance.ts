/**
 * BP-GAP-04 / -06 / -11 / -15, BP-DMG-3: how far a fighter may go in one movement action, inches.
 *
 * - `move`: a Move — `moveIn` (10 cm) for infantry; cavalry `cavalryMoveMultiplier` × that (double,
 *   BP-GAP-15), unless its horse is wounded (BP-DMG-3: the horse gives no more bonuses → an
 *   infantry Move).
 * - `run`: twice the Move (BP-GAP-04); the fighter then counts as running (BP-GAP-06: `running`).
 * - `crawl`: `suppressedCrawlIn` (5 cm), the one move of a Suppressed fighter (BP-GAP-11); only a
 *   Suppressed fighter crawls (one on its feet moves or runs).
 * - `charge`: the Move, or the Run when `runningCharge` (the charger then counts as running); the
 *   contract: the charge must END IN BASE CONTACT with an enemy (engine/kit/baseContact.ts
 *   `enemiesTouching`) — `mustEndInContact`, which `checkBpMove` enforces.
 * A Suppressed fighter may not move, run or charge (BP-GAP-11): refused.
 *
 * Pure; the options are bpOptions' (already in inches, scaled for 15 mm figures).
 */
import type { Figure } from '../../../engine/model';
import type { BpOptions } from '../profile/bpOptionsType';
import { isCavalry } from '../profile/bpProfile';
import type { Refused } from './moveRefusals';
import { crawlNotSuppressed, suppressedCrawlOnly } from './moveRefusals';

export type BpMoveMode = 'move' | 'run' | 'charge' | 'crawl';
export const BP_MOVE_MODES: readonly BpMoveMode[] = ['move', 'run', 'charge', 'crawl'];

/** The fighter's state that movement reads (game state, kept by the flow: not profile). */
export interface BpMoveFlags {
  /** BP-DMG-1 / BP-GAP-11: laid on its side; may only crawl. */
  readonly suppressed: boolean;
  /** BP-DMG-3: a rider whose horse was hit: no more cavalry bonuses. */
  readonly horseWounded: boolean;
}

export const STEADY: BpMoveFlags = { suppressed: false, horseWounded: false };

export interface AllowanceQuery {
  readonly figure: Figure;
  readonly flags: BpMoveFlags;
  readonly mode: BpMoveMode;
  readonly options: Pick<BpOptions, 'moveIn' | 'suppressedCrawlIn' | 'cavalryMoveMultiplier'>;
  /** A charge at the run (twice the Move, counts as running). Ignored for other modes. */
  readonly runningCharge?: boolean;
}

export interface BpAllowance {
  readonly ok: true;
  readonly mode: BpMoveMode;
  /** The most the move may cost (path length + crossings), inches. */
  readonly allowanceIn: number;
  /** The fighter's Move (before Run doubles it), inches: the number the others come from. */
  readonly moveIn: number;
  /** BP-GAP-06: the fighter counts as running after this move. */
  readonly running: boolean;
  /** A charge: the move must end in base contact with an enemy. */
  readonly mustEndInContact: boolean;
  /** A rider (profile): barred from level-2/3 obstacles, wounded horse or not. */
  readonly mounted: boolean;
  /** Cavalry bonuses apply (a rider with a sound horse): double Move, level 1 jumped free. */
  readonly cavalryBonuses: boolean;
  /** The rules that set the number, in the order they apply. */
  readonly ruleIds: readonly string[];
}

/** The allowance of one movement action, or the refusal (BP-GAP-11) when the fighter may not move so. */
export function moveAllowance(q: AllowanceQuery): BpAllowance | Refused {
  const { figure, flags, mode, options } = q;
  const mounted = isCavalry(figure);
  const cavalryBonuses = mounted && !flags.horseWounded;
  if (flags.suppressed && mode !== 'crawl') return suppressedCrawlOnly(mode);
  if (!flags.suppressed && mode === 'crawl') return crawlNotSuppressed();
  const base = { ok: true as const, mode, mounted, cavalryBonuses };
  if (mode === 'crawl') {
    return { ...base, allowanceIn: options.suppressedCrawlIn, moveIn: options.suppressedCrawlIn, running: false, mustEndInContact: false, ruleIds: ['BP-GAP-11'] };
  }
  const moveRules = ['BP-GAP-04', ...(cavalryBonuses ? ['BP-GAP-15'] : mounted ? ['BP-DMG-3'] : [])];
  const moveIn = cavalryBonuses ? options.moveIn * options.cavalryMoveMultiplier : options.moveIn;
  const running = mode === 'run' || (mode === 'charge' && q.runningCharge === true);
  return {
    ...base,
    allowanceIn: running ? 2 * moveIn : moveIn,
    moveIn,
    running,
    mustEndInContact: mode === 'charge',
    ruleIds: running ? [...moveRules, 'BP-GAP-06'] : moveRules,
  };
}

/** The rule a too-long move names: the last that set its allowance's size. */
export function allowanceRuleId(a: BpAllowance): string {
  if (a.mode === 'crawl') return 'BP-GAP-11';
  return a.ruleIds.find((r) => r === 'BP-GAP-15' || r === 'BP-DMG-3') ?? 'BP-GAP-04';
}
