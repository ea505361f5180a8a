/**
 * LOTOW's own parts of the game state (plain JSON): the turn's flow and each figure's state.
 * The turn (LOTOW-GAP-01): the Drop decides who has the Advantage; then the Move, Shoot and Fight
 * phases, in each of which the Advantage side acts first and the other side second.
 *
 * Figures and models: one scenario figure is one model on the table. A mounted fighter is one
 * figure (`mounted: true`, its mount's base). When he dismounts (LOTOW-MOUNT-2/4) he keeps his id
 * and becomes a foot figure next to the mount, and a riderless mount figure (`<id>~mount`) appears
 * where the horse stands; mounting again removes that figure. Passengers are foot figures placed
 * next to the mount with `passengerOf` set.
 */
import type { Vec2 } from '../../geometry/point';
import type { ActionFamily } from '../../engine/kit/familyRuleset';
import { pieceStateAccess } from '../../engine/kit/pieceState';
import type { GameState } from '../../engine/state';
import type { CasualtyEntry } from '../../engine/kit/casualtyLedger';

export const LOTOW_ID = 'lotow';

export const LOTOW_PHASES = ['move', 'shoot', 'fight'] as const;
export type LotowPhase = (typeof LOTOW_PHASES)[number];

export interface LotowFlow {
  /** The side that won the Drop this turn. */
  readonly advantage: string;
  /** Side ids in acting order this turn: the Advantage side first. */
  readonly order: readonly string[];
  readonly phase: LotowPhase;
  /** Index in `order` of the side acting in this phase. */
  readonly active: number;
  /**
   * A Hero part-way through his shots (LOTOW-SHOOT-MULTI-1): no other figure shoots until he has
   * fired them all or holds fire. Null otherwise. Absent in games saved before part 2 (= null).
   */
  readonly shootingFigureId?: string | null;
  /** Figures put out of action, in order (LOTOW-GAP-10/16). Absent = none. */
  readonly casualties?: readonly Casualty[];
  /** Each side's figures at the start (Pluck: "down to half", LOTOW-GAP-09; loose mounts excluded). Absent = count at setup. */
  readonly startingCounts?: Readonly<Record<string, number>>;
  /**
   * The figure that moved last (LOTOW-MOVE-ONCE, option `moveOnce`): a figure that has moved this turn
   * may move again only while it is this one. Written only under that option, so games without it
   * (saves from before issue 13) keep their state. Absent = no move yet.
   */
  readonly movingFigureId?: string;
}

/** A figure out of action: removed from the table, remembered for Pluck and victory. */
export interface Casualty extends CasualtyEntry {
  /** False for a killed loose or riderless mount (LOTOW-GAP-16: not counted). */
  readonly counts: boolean;
}

/** A ranged weapon's state on one figure (LOTOW-SHOOT-JAM-1..3). Absent from the map = loaded. */
export interface WeaponState {
  /** Jammed (LOTOW-SHOOT-JAM-2): needs a whole Shooting phase to clear. */
  readonly jammed: boolean;
  /** Fired and needs a reload before it fires again (slow weapons), or cleared of a jam not yet reloaded. */
  readonly unloaded: boolean;
}

/** A hit waiting for its wound roll (the wound roll comes with the shooting rules, issue part 2). */
export interface PendingHit {
  readonly strength: number;
  /** The rule that caused it: LOTOW-FALL-2, LOTOW-THROWN-1, … */
  readonly ruleId: string;
}

/** Where a figure stood when its move this turn began (charges need what it could see then). */
export interface MoveStart {
  readonly x: number;
  readonly y: number;
  readonly standsOn: string | null;
}

/** A climb that has not reached the top or the bottom yet (LOTOW-GAP-05). */
export interface ClimbState {
  readonly pieceId: string;
  /** Height gained above the surface the climb started from, inches. */
  readonly heightIn: number;
  /** Up or down. */
  readonly direction: 'up' | 'down';
}

export interface LotowFigState {
  /** Inches of allowance spent this turn, in the current mode (on foot or mounted). */
  readonly movedIn: number;
  /** The figure may not move again this turn (a jump result, a fall, going prone, a charge…). */
  readonly moveOver: boolean;
  /** Set by the figure's first move this turn; null before it moves. */
  readonly moveStart: MoveStart | null;
  readonly pendingHits: readonly PendingHit[];
  /** Half-way up or down a climbable face. */
  readonly climbing: ClimbState | null;
  /** Figures it fights: base contact, or across an obstacle (LOTOW-OBST-2). */
  readonly engagedWith: readonly string[];
  /** The climber's Fight value is 1 in the next fight (LOTOW-LEVEL-2). */
  readonly fightValueOne: boolean;
  /** Prone behind cover and not fully visible (LOTOW-GAP-12). */
  readonly hidden: boolean;
  /** Enemies within 6″ when it shot while hidden: it is not hidden to them (LOTOW-SPOT-2). */
  readonly revealedTo: readonly string[];
  /** Enemies that passed a spotting roll for it this turn (LOTOW-SPOT-1). */
  readonly spottedBy: readonly string[];
  /** Enemies that failed a spotting roll for it this turn (they may not roll again this turn). */
  readonly unspottedBy: readonly string[];
  /** Mounts: the riderless mount of a dismounted rider (its figure id), else null. */
  readonly mountId: string | null;
  /** A riderless mount figure: its rider's id (null when the rider is gone). */
  readonly riderId: string | null;
  /** A riderless mount tied to an obstacle (LOTOW-MOUNT-4). */
  readonly tethered: boolean;
  /** A foot figure holding its mount's reins (LOTOW-HOLD-1). */
  readonly holding: boolean;
  /** A passenger: the mounted figure carrying it (LOTOW-PASS-1). */
  readonly passengerOf: string | null;
  /** May do nothing more this turn (thrown rider 2–5, LOTOW-THROWN-1). */
  readonly actionsOver: boolean;
  // ---- Part 2 (shooting, fighting, wounds). Optional: games saved before part 2 lack them. ----
  /** Wounds suffered (LOTOW-GAP-07); out of action when it reaches the profile's `wounds`. */
  readonly woundsTaken?: number;
  /** Fame and Fortune points spent (Heroes, LOTOW-GAP-10). */
  readonly fameUsed?: number;
  readonly fortuneUsed?: number;
  /** Shots fired this turn (LOTOW-SHOOT-MULTI-1), and whether it spent the Shooting phase reloading (LOTOW-SHOOT-JAM-3). */
  readonly shotsFired?: number;
  readonly reloadedThisTurn?: boolean;
  /** Per weapon id (LOTOW-SHOOT-JAM-1..3). */
  readonly weapons?: Readonly<Record<string, WeaponState>>;
  /** Visibility disputes settled this turn (LOTOW-SHOOT-LOS-2): target id → visible. */
  readonly losOverrides?: Readonly<Record<string, boolean>>;
  /** Its fight was fought this turn (LOTOW-GAP-08). */
  readonly fought?: boolean;
  /** A mounted figure: wounds its mount has suffered (LOTOW-SHOOT-MOUNTED-2; see wounds/mountStats.ts). */
  readonly mountWoundsTaken?: number;
}

export const freshFigState = (): LotowFigState => ({
  movedIn: 0, moveOver: false, moveStart: null, pendingHits: [], climbing: null, engagedWith: [], fightValueOne: false,
  hidden: false, revealedTo: [], spottedBy: [], unspottedBy: [], mountId: null, riderId: null, tethered: false,
  holding: false, passengerOf: null, actionsOver: false,
});

/** What a turn's start resets (the rest — hits, mounts, climbs, hidden — carries over). */
export const newTurnFigState = (s: LotowFigState): LotowFigState => ({
  ...s, movedIn: 0, moveOver: false, moveStart: null, spottedBy: [], unspottedBy: [], actionsOver: false,
  shotsFired: 0, reloadedThisTurn: false, losOverrides: {}, fought: false,
});

export type Point = Vec2;

export type LotowState = GameState<LotowFlow, LotowFigState>;

/** A figure's LOTOW state (fresh when it has none) and the state with it patched (engine/kit/pieceState.ts). */
export const { stateOf: figStateOf, withState: withFigState } = pieceStateAccess<LotowFigState>(freshFigState);

/** The side acting in this phase. */
export const activeSide = (state: LotowState): string | undefined => state.flow.order[state.flow.active];

/** One family of LOTOW actions (movement, prone, mounts…), with the phase each of its types belongs to (the phase gate refuses it outside). */
export interface LotowActionHandler extends ActionFamily<LotowState> {
  readonly phaseOf: Readonly<Record<string, LotowPhase>>;
}
