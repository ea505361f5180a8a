/**
 * The BATTLESYSTEM ruleset's own parts of the game state (plain JSON: records keyed by id, arrays
 * of ids), so a state saves, hashes and replays.
 *
 * The turn (BS-GAP-01, house rule): seven steps, Step 6 = Melee as in the seed.
 *   1 initiative — each side rolls d10 (flow/initiative.ts); the higher chooses who moves first;
 *   2 the first side moves (charges declared at the start of its movement);
 *   3 the second side moves;
 *   4 missile fire, first side then second, by units that have not fired;
 *   5 spells (BS-GAP-15: not modelled: passed through with an event naming it);
 *   6 melee (melee/): every pair of enemy units in base contact fights;
 *   7 morale and rally (morale/): the checks due are rolled, then each side rallies its units.
 * With option `meleeMorale: passedThrough` (games saved before melee existed) Steps 6–7 are passed
 * through as well; every field below marked "part 2" is then never written, so such a game's
 * states hash as they did.
 * `GameState.turn` is the round. `BsFlow.active` is the side that acts in the step; while the
 * owner of a shot-at unit removes its casualties (BS-CAS-1) only that side acts.
 */
import type { JsonValue } from '../../../engine/json';
import { pieceStateAccess } from '../../../engine/kit/pieceState';
import type { CasualtyEntry, LedgerFlow } from '../../../engine/kit/casualtyLedger';
import type { GameState } from '../../../engine/state';
import type { UnitStatus } from '../profile/bsProfileTypes';

export const BS_ID = 'battlesystem';

export const BS_STEPS = ['initiative', 'firstMove', 'secondMove', 'missile', 'spells', 'melee', 'morale'] as const;
export type BsStep = (typeof BS_STEPS)[number];
/** The step's number in the seed's sequence, 1..7. */
export const stepNumber = (step: BsStep): number => BS_STEPS.indexOf(step) + 1;

/**
 * Casualties a volley caused, still to be taken off by the owner (BS-CAS-1): `count` figures of
 * unit `unitId`, from `fromFigureIds` only (the target figures the shooters saw, BS-MISSILE-LOS-1).
 */
export interface PendingCasualties {
  readonly unitId: string;
  readonly sideId: string;
  readonly count: number;
  readonly fromFigureIds: readonly string[];
  readonly ruleId: string;
}

export interface BsFlow extends LedgerFlow<CasualtyEntry> {
  readonly round: number;
  readonly step: BsStep;
  /** The round's order from the initiative: first mover, then the other side(s). */
  readonly order: readonly string[];
  /** This round's initiative d10 per side (the last roll of a tie-break). */
  readonly initiative: Readonly<Record<string, number>>;
  /** The side acting in the step (during `missile`: the one firing now). */
  readonly active: string;
  readonly pendingCasualties: PendingCasualties | null;
  /** Figures each side started with (BS-GAP-16's "half of the enemy's starting figures"). */
  readonly startingFigures: Readonly<Record<string, number>>;
  /** Part 2: casualties waiting behind `pendingCasualties` (a melee's two sides), removed in turn. */
  readonly queuedCasualties?: readonly PendingCasualties[];
  /** Part 2: this round's melee strikes made (melee/meleeFamily.ts). */
  readonly strikes?: readonly Strike[];
}

/** A unit's strike in a melee this round, and the figures it took from the enemy. */
export interface Strike {
  readonly unitId: string;
  readonly targetId: string;
  readonly removed: number;
  /** It did not strike: it routed at its morale check first (BS-MELEE-ADV-2). */
  readonly routed?: true;
}

/**
 * What the rules track per unit (keyed by unit id; figures carry nothing). Inches of movement spent
 * this round, whether it fired, the hits carried on the d6 counter (BS-HITS-1), a declared charge,
 * volleys of magical ammunition used (BS-MISSILE-AMMO-1).
 */
export interface BsPieceState {
  readonly usedIn: number;
  /** The unit changed formation this round: that takes its whole move (BS-GAP-04). */
  readonly reformed: boolean;
  readonly fired: boolean;
  /** It fired at movers in the enemy's Step 2 or 3 (flow/interruptFire.ts); absent otherwise, so older states hash alike. */
  readonly firedInMove?: true;
  readonly carriedHits: number;
  /** The unit its charge this round was declared against (BS-GAP-04), or null. */
  readonly chargedId: string | null;
  readonly magicUsed: number;
  /** Part 2: the status now, once morale changed it (absent: the roster's, BS-GAP-05). */
  readonly status?: UnitStatus;
  /** Part 2: figures removed this round (BS-GAP-05's quarter lost in a turn). */
  readonly lostThisRound?: number;
  /** Part 2: the enemy units it fought in the last melee step (BS-AD-5: a continued melee uses the plain die). */
  readonly meleeFoes?: readonly string[];
  /** Part 2: it lost a melee this round (BS-GAP-05). */
  readonly lostMelee?: true;
  /** Part 2: it checked morale this round (at a melee, BS-MELEE-ADV-2), so Step 7 does not check it again for the same cause. */
  readonly checkedMorale?: true;
  /** Part 2: it tried to rally this round (BS-GAP-05 Step 7: once a round). */
  readonly rallied?: true;
}

export const freshBsPieceState = (): BsPieceState => ({ usedIn: 0, reformed: false, fired: false, carriedHits: 0, chargedId: null, magicUsed: 0 });

export const { stateOf: bsPieceStateOf, withState: withBsPieceState } = pieceStateAccess(freshBsPieceState);

export type BsState = GameState<BsFlow, BsPieceState>;

/** Params of the step events (`bs.step`), for the log. */
export type StepParams = Readonly<Record<string, JsonValue>>;
