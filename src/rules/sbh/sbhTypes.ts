/**
 * SBH's own parts of the game state (plain JSON): the turn's flow and each figure's state.
 *
 * The turn (SBH-GAP-03, [high]): the active player picks a figure and rolls 1, 2 or 3 dice against
 * its Quality; each success is an action for that figure. Two or more failures: after its
 * successes are used, play passes to the opponent (a turnover). A figure activates at most once a
 * turn. Everything is expressed through the engine's `actors`: the active side acts; while a charge
 * waits for the charged shooter's answer (SBH-CHARGE-1..3) the charged side acts.
 */
import type { Vec2 } from '../../geometry/point';
import type { ActionFamily } from '../../engine/kit/familyRuleset';
import { pieceStateAccess } from '../../engine/kit/pieceState';
import type { GameState } from '../../engine/state';
import type { CasualtyEntry } from '../../engine/kit/casualtyLedger';
import type { Action } from '../../engine/state';

export const SBH_ID = 'sbh';

/** The figure being activated now and what its roll gave. */
export interface Activation {
  readonly figureId: string;
  readonly dice: 1 | 2 | 3;
  readonly successes: number;
  readonly failures: number;
  /** Actions left from its successes. */
  readonly actionsLeft: number;
  /** It has made its one attack (melee or ranged) this activation (SBH-GAP-05). */
  readonly attacked: boolean;
}

/**
 * A charge into contact with a figure that has a ranged weapon, waiting for that figure's side to
 * answer (SBH-CHARGE-1..3): switch to a melee weapon, or test Quality (1 die) for a free shot at
 * the charger from where it first came within Short (SBH-GAP-11).
 */
export interface PendingReaction {
  readonly chargerId: string;
  readonly targetId: string;
  /** Where the charger's path first came within Short of the target (its start if it began within Short). */
  readonly shortPoint: Vec2;
  readonly shortStandsOn: string | null;
  /** SBH-CHARGE-3: it burst from cover (not visible at the start) within Short: no shot may be taken. */
  readonly noShot: boolean;
}

/** A morale test waiting to be rolled (SBH-GAP-08 triggers; SBH-MORALE-6: one per figure). */
export interface MoraleTest {
  readonly figureId: string;
  /** Why: an i18n key (`sbh.morale.why.leaderKilled` …). */
  readonly reasonKey: string;
  /** The rule or gap behind the trigger. */
  readonly ruleId: string;
}

export interface SbhCasualty extends CasualtyEntry {
  readonly points: number;
  /** killed, fled (SBH-MORALE-1/3: counts as destroyed), or out of action. */
  readonly how: 'killed' | 'fled' | 'outOfAction';
}

export interface SbhFlow {
  /** Side ids in turn order (the first player first). */
  readonly order: readonly string[];
  /** Index in `order` of the side whose turn it is. */
  readonly active: number;
  readonly activation: Activation | null;
  /** The activation rolled two or more failures: when it ends, the turn passes (SBH-GAP-03). */
  readonly turnover: boolean;
  readonly pendingReaction: PendingReaction | null;
  readonly pendingMorale: readonly MoraleTest[];
  readonly casualties: readonly SbhCasualty[];
  /** Each side's figures and points at the start (half the warband: SBH-GAP-08; the end: SBH-GAP-14). */
  readonly startingCounts: Readonly<Record<string, number>>;
  readonly startingPoints: Readonly<Record<string, number>>;
  /** Sides that have already tested for falling to half (each figure tests once when it happens). */
  readonly halvedSides: readonly string[];
}

export interface SbhFigState {
  /** Activated this turn (SBH-GAP-03: at most once). */
  readonly activated: boolean;
  /** SBH-GAP-10 states. */
  readonly fallen: boolean;
  readonly bound: boolean;
  /** SBH-AMMO-1: no more ranged attacks this game. */
  readonly outOfAmmo: boolean;
  /** SBH-CHARGE-2: failed the test to shoot the charger: −1 in its first round of combat. */
  readonly hesitant: boolean;
  /** Switched to a melee weapon when charged (SBH-CHARGE-1): no ranged attack while in this melee. */
  readonly meleeWeapon: boolean;
}

export const freshSbhFigState = (): SbhFigState => ({ activated: false, fallen: false, bound: false, outOfAmmo: false, hesitant: false, meleeWeapon: false });

export type SbhState = GameState<SbhFlow, SbhFigState>;

/** A figure's SBH state (fresh when it has none) and the state with it patched (engine/kit/pieceState.ts). */
export const { stateOf: figStateOf, withState: withFigState } = pieceStateAccess<SbhFigState>(freshSbhFigState);

/** The side whose turn it is. */
export const activeSide = (state: SbhState): string | undefined => state.flow.order[state.flow.active];

/** One family of SBH actions, with what the activation gate reads of it. */
export interface SbhActionHandler extends ActionFamily<SbhState> {
  /**
   * How many of the activation's actions it costs (0 for actions outside an activation: activate,
   * the reactions, end activation). The activation gate checks `actionsLeft`; a hook spends them.
   */
  cost(state: SbhState, action: Action): number;
  /** True for actions that are the activation's one attack (SBH-GAP-05: one per activation). */
  isAttack?(action: Action): boolean;
}
