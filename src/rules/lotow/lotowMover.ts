/**
 * How a figure moves now: on foot, on a mule or on a horse, standing or prone — the numbers the
 * movement rules read, in one place so each rule is written once.
 *
 *   foot:  allowance moveIn (6″); difficult ×2; jumps barriers and gaps up to 2″ (LOTOW-JUMP-1,
 *          LOTOW-GAP-04); climbs climbable faces over 2″ (LOTOW-CLIMB-1..3); ladders (LOTOW-CLIMB-4).
 *   prone: crawls at most 2″ (LOTOW-PRONE-4); no jumping or climbing (house rule: a crawling figure
 *          cannot clear a barrier).
 *   mule:  8″; difficult ×2 (LOTOW-MTERR-1); anything over the free height is impassable (LOTOW-MTERR-2).
 *   horse: 10″ (Appaloosa 12″); difficult ×4; jumps barriers up to 2″ high and gaps up to 4″ wide on
 *          the horse-jump table, −1 over 1″ high or 2″ wide (LOTOW-MTERR-2, LOTOW-MJUMP-1/2).
 *   mounted: no climbing, ropes or ladders (LOTOW-MTERR-3, LOTOW-CLIMB-4).
 *   holding a horse: half speed (LOTOW-HOLD-1).
 */
import type { Figure } from '../../engine/model';
import type { LotowOptions } from './lotowOptions';
import type { LotowFigState } from './lotowTypes';
import { footMoveIn, mountKindOf, mountMoveIn } from './lotowProfile';

export type MoverKind = 'foot' | 'mule' | 'horse';

export interface Mover {
  readonly kind: MoverKind;
  readonly prone: boolean;
  /** The whole move this turn in the current mode, inches (before what is spent). */
  readonly allowanceIn: number;
  /** Each inch through difficult terrain costs this many inches. */
  readonly difficultFactor: number;
  /** Barriers up to this high (inches) are ignored. */
  readonly freeObstacleMaxIn: number;
  /** Barriers up to this high may be jumped (0: none). */
  readonly maxJumpHeightIn: number;
  /** Gaps up to this wide may be jumped. */
  readonly maxJumpGapIn: number;
  /** Which table a jump rolls on. */
  readonly jumpTable: 'foot' | 'horse' | null;
  readonly canClimb: boolean;
  readonly canUseLadders: boolean;
  /** Each inch climbed (up or down) costs this many inches (LOTOW-CLIMB-2, -4). */
  readonly climbFactor: number;
  /** Prone: the most it may crawl this turn (LOTOW-PRONE-4); else Infinity. */
  readonly crawlMaxIn: number;
}

export const CRAWL_MAX_IN = 2;
export const MAX_BARRIER_JUMP_IN = 2;
export const HORSE_MAX_GAP_IN = 4;

export function moverOf(figure: Figure, fs: LotowFigState, options: LotowOptions): Mover {
  const free = options.freeObstacleMaxIn;
  if (figure.mounted) {
    const mount = mountKindOf(figure);
    const mule = mount === 'mule';
    return {
      kind: mule ? 'mule' : 'horse', prone: false, allowanceIn: mountMoveIn(figure), difficultFactor: mule ? 2 : 4,
      freeObstacleMaxIn: free, maxJumpHeightIn: mule ? 0 : MAX_BARRIER_JUMP_IN, maxJumpGapIn: mule ? 0 : HORSE_MAX_GAP_IN,
      jumpTable: mule ? null : 'horse', canClimb: false, canUseLadders: false, climbFactor: 2, crawlMaxIn: Infinity,
    };
  }
  const prone = figure.stance === 'prone';
  const base = footMoveIn(figure);
  return {
    kind: 'foot', prone, allowanceIn: fs.holding ? base / 2 : base, difficultFactor: 2, freeObstacleMaxIn: free,
    maxJumpHeightIn: prone ? 0 : MAX_BARRIER_JUMP_IN, maxJumpGapIn: prone ? 0 : MAX_BARRIER_JUMP_IN, jumpTable: prone ? null : 'foot',
    canClimb: !prone, canUseLadders: !prone, climbFactor: 2, crawlMaxIn: prone ? CRAWL_MAX_IN : Infinity,
  };
}
