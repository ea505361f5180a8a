/**
 * The black-powder ruleset's own parts of the game state (plain JSON only: records keyed by id,
 * arrays of ids, no classes, no Sets), so a state saves, hashes and replays.
 *
 * The turn (BP-GAP-02/03): sides alternate whole turns within a round; the active side spends its
 * AP on its fighters' and Groups' actions, the other side keeps what it had left for reactions
 * (BP-REACT-1). `GameState.turn` counts side turns (1, 2, 3 …, one per side per round: the log's
 * turn); `BpFlow.round` counts rounds (every side has had one turn in each).
 *
 * Who may act is the engine's `actors` (flow/flowAccess.ts `bpActorsOf`): the active side, or, while
 * a move is pending (BP-REACT-1), the sides that may still react to it.
 */
import type { Vec2 } from '../../../geometry/point';
import type { JsonValue } from '../../../engine/json';
import { pieceStateAccess } from '../../../engine/kit/pieceState';
import type { GameState } from '../../../engine/state';
import type { ActorTurn } from '../damage/actionTest';
import type { CasualtyEntry, LedgerFlow } from '../../../engine/kit/casualtyLedger';

export const BP_ID = 'blackpowder';

export type { ActorTurn } from '../damage/actionTest';

/**
 * A move of the active side waiting for reactions (BP-REACT-1): the mover has not left its start,
 * so the reacting player may pick any point of `path` to fire at. Its resolution (the reaction, the
 * mover stopped where it was hit, or the move going on) is the reaction module's; this is its shape.
 */
export interface PendingMove {
  /** The fighter or Group (unit id) moving. */
  readonly actorId: string;
  /** The moving side. */
  readonly sideId: string;
  /** What kind of move: `run` makes it running (BP-GAP-06), `charge` gives BP-REACT-5. */
  readonly kind: 'move' | 'run' | 'charge' | 'crawl';
  /**
   * The reference path, inches, from the start (first point) to the end (last): a lone fighter's
   * base centre; a Group's, the Leader's (or the first member's) base centre.
   */
  readonly path: readonly Vec2[];
  /** Each moving figure's own path, inches, start first (a lone fighter: itself, equal to `path`). */
  readonly memberPaths: Readonly<Record<string, readonly Vec2[]>>;
  /** The figure or Group charged (BP-REACT-5), else null. */
  readonly chargeTargetId: string | null;
  /** Sides that have declined to react to this move (they are no longer asked). */
  readonly passedSideIds: readonly string[];
  /** The move action's own params as given (so the move can be finished exactly as asked). */
  readonly params: Readonly<Record<string, JsonValue>>;
  /**
   * Inches along `path` of the last reaction fired at this move that did not stop it; a later
   * reaction picks a point at or beyond it (the mover has passed the earlier points). Absent: none.
   */
  readonly reactedAtIn?: number;
}

/** A charge that ended in base contact, its melee still to be fought (BP-GAP-12; the melee module's after-action hook). */
export interface MeleeDue {
  /** The charging fighter or Group (unit id). */
  readonly chargerId: string;
  /** The fighter or Group charged. */
  readonly targetId: string;
}

/** One hit of a volley still to be resolved (families/fireResolve.ts). */
export interface QueuedHit {
  readonly figureId: string;
  /** The Close Order triple's hit on the Leader: no save (BP-VOLLEY-6). */
  readonly forced: boolean;
  /** Passed on by a save: not saved again (BP-VOLLEY-5). */
  readonly passed: boolean;
}

/**
 * A volley stopped at a Leader's or special figure's passed save (BP-VOLLEY-5, BP-GAP-10): the
 * owner (`sideId`) picks the comrade who takes the hit (`passHit`), then `hits` go on.
 */
export interface PendingSave {
  /** The figure that saved. */
  readonly fromId: string;
  /** Its side: the only one who may act until it chooses. */
  readonly sideId: string;
  /** The shooters of the volley (for each hit's cover). */
  readonly shooterIds: readonly string[];
  readonly aimed: boolean;
  /** The hits after this one, in order. */
  readonly hits: readonly QueuedHit[];
  /** Riders whose horse was hit in this volley (BP-DMG-3, option horseWoundScope). */
  readonly horseHitIds: readonly string[];
  /** The second part of a split volley (BP-GAP-09), fired once these hits are done. */
  readonly then: readonly { readonly targetId: string; readonly shooterIds: readonly string[] }[];
  readonly againstCharger: boolean;
  /** A reaction volley (families/reactFamily.ts): once the hits are done, the pending move stops there or goes on. Absent: not a reaction. */
  readonly reactionAt?: { readonly alongIn: number; readonly sideId: string; readonly reactorId: string };
}

/**
 * A volley at a Group in Close Order waiting for the defender to place its hits (BP-VOLLEY-6,
 * families/placementFamily.ts): `placeHits` names `count` members; a forced Leader hit of the
 * triple (`forcedLeaderId`) is resolved first and stays forced (no save).
 */
export interface PendingPlacement {
  /** The Group (unit id) hit. */
  readonly groupId: string;
  /** The defender: the only side that acts until it places. */
  readonly sideId: string;
  /** Hits the defender places (besides the forced one). */
  readonly count: number;
  readonly forcedLeaderId: string | null;
  readonly shooterIds: readonly string[];
  readonly aimed: boolean;
  readonly then: readonly { readonly targetId: string; readonly shooterIds: readonly string[] }[];
  readonly againstCharger: boolean;
  readonly reactionAt?: { readonly alongIn: number; readonly sideId: string; readonly reactorId: string };
}

/** The flow keeps the kit's casualty ledger (engine/kit/casualtyLedger.ts): who was put Out of Action, when and by which rule. */
export interface BpFlow extends LedgerFlow<CasualtyEntry> {
  /** Side ids in turn order this round: `order[0]` won the initiative (BP-GAP-02). */
  readonly order: readonly string[];
  /** Index in `order` of the side whose turn it is. */
  readonly active: number;
  /** The round, from 1. */
  readonly round: number;
  /** Each side's AP now, never negative (BP-GAP-03): the active side's for its turn, the others' left for reactions. */
  readonly ap: Readonly<Record<string, number>>;
  /**
   * Per actor (a lone fighter's or a Group's id) its actions this turn and whether a failed test
   * stopped it (damage/actionTest.ts `ActorTurn`); an actor absent has taken none (FRESH_ACTOR_TURN).
   */
  readonly actorTurns: Readonly<Record<string, ActorTurn>>;
  /** Fighters and Groups that have tried a reaction this enemy turn, passed or not (BP-REACT-3). */
  readonly reacted: readonly string[];
  /** The move waiting for reactions, or null. */
  readonly pendingMove: PendingMove | null;
  /** Sides that have had their turn this round (the active one joins as its turn ends). */
  readonly hadTurn: readonly string[];
  /** Each side's fighters at the start of the game (BP-GAP-14: "lost half its fighters"). */
  readonly startingFighters: Readonly<Record<string, number>>;
  /** Groups that failed their morale test at the start of this turn and must withdraw (BP-GAP-14); the movement module moves them. */
  readonly mustWithdraw: readonly string[];
  /** A volley waiting for its target's owner to pass a saved hit (families/saveFamily.ts); absent or null when none. */
  readonly pendingSave?: PendingSave | null;
  /** A Close Order volley waiting for the defender to place its hits (BP-VOLLEY-6); absent or null when none. */
  readonly pendingPlacement?: PendingPlacement | null;
  /** A charge in contact waiting for its melee (BP-GAP-12), fought after the action; absent or null when none. */
  readonly meleeDue?: MeleeDue | null;
  /** Each side's own table edge (BP-GAP-14's withdrawal), recorded at set-up (flow/withdraw.ts); absent in older saves: read from where the side stands. */
  readonly homeEdges?: Readonly<Record<string, TableEdge>>;
}

/** A table edge: `north` is y = 0 (y grows south, engine/model.ts), `west` x = 0. */
export type TableEdge = 'north' | 'south' | 'west' | 'east';

/**
 * When a running mark ends (BP-GAP-06, option `runningUntil`): `round` is the round of the turn the
 * actor ran in; `until` is the option's value when it ran.
 */
export interface RunningMark {
  readonly round: number;
  readonly until: 'nextActivation' | 'endOfOwnTurn';
}

/** Kept per figure, and per Group (unit id) for what a Group has as one (`closeOrder`). */
export interface BpFigState {
  /** BP-DMG-1 1–3 (laid on its side); BP-GAP-11 limits. */
  readonly suppressed: boolean;
  /** BP-DMG-1 4–6: out of the battle (the body may stay on the table). */
  readonly outOfAction: boolean;
  /** Its last action was Aim (BP-SHOOT-REROLL-2, BP-REACT-4). */
  readonly aimed: boolean;
  /** The weapon is loaded (BP-GAP-05: unloaded by firing, loaded by Reload); loaded at the start. */
  readonly loaded: boolean;
  /** Counts as running (BP-GAP-06), with when that ends; null when not. */
  readonly running: RunningMark | null;
  /** Hidden behind a level-2/3 obstacle: not visible at all (BP-OBST-2/3). */
  readonly hidden: boolean;
  /** A rider whose horse was hit (BP-DMG-3): no more cavalry bonuses. */
  readonly horseWounded: boolean;
  /** A Group (unit id) in Close Order (BP-GAP-07, BP-VOLLEY-6); false for a figure. */
  readonly closeOrder: boolean;
}

export const freshBpFigState = (): BpFigState => ({
  suppressed: false, outOfAction: false, aimed: false, loaded: true, running: null, hidden: false, horseWounded: false, closeOrder: false,
});

export type BpState = GameState<BpFlow, BpFigState>;

/** A piece's state (fresh when it has none) and the state with it patched (engine/kit/pieceState.ts). */
export const { stateOf: bpFigStateOf, withState: withBpFigState } = pieceStateAccess<BpFigState>(freshBpFigState);
