/**
 * The reach field: everything a move query found for one figure now — the window of cells, the
 * layers (slots) in it, what stands where, and the cheapest routes of the two searches (routes with
 * no test at all, then routes with jump and climb tests), plus the falls. `movementArea.ts` turns it
 * into the board's MovementArea; `moveRoute.ts` reads a route out of it for `resolve`.
 *
 * A node is (slot, cell): node = slot · W + row · cols + col, W = cols · rows. Slot 0 is the walking
 * surface (table and hills); slots 1 … are the level pieces in the window. Node N (= slots · W) is
 * the start: the figure's exact position, not a cell centre.
 */
import type { Vec2 } from '../../../geometry/point';
import { CELL_IN } from './moveGrid';
import type { Figure } from '../../../engine/model';
import type { Mover } from '../lotowMover';
import type { LotowFigState } from '../lotowTypes';
import type { LotowOptions } from '../lotowOptions';
import type { CellWindow } from './moveGrid';
import type { MoveTarget } from './moveTargets';
import type { StaticField } from './staticField';

/** How a node was reached from its parent. */
export const EDGE = {
  none: 0,
  /** A straight walk from the parent (an anchor: the start, a bend point or a landing). */
  walk: 1,
  /** Onto a level no higher than the free height above (or the same height). */
  step: 2,
  /** A foot jump up onto a level up to 2″ above (LOTOW-JUMP-1). */
  jumpUp: 3,
  /** Down at most 2″: free (LOTOW-FALL-1). */
  drop: 4,
  /** Down more than 2″ without climbing: a fall (LOTOW-FALL-2). Only in the fall arrays. */
  fall: 5,
  /** Over a barrier or gap (a portal): jump, horse jump, climb over, or walk over a narrow gap. */
  cross: 6,
  /** Up or down a climbable face (a portal, LOTOW-CLIMB-1..3). */
  climb: 7,
  /** Up or down a ladder (a portal, LOTOW-CLIMB-4). */
  ladder: 8,
} as const;
export type EdgeKind = (typeof EDGE)[keyof typeof EDGE];

/** Node flags added to the static ones (staticField.ts F_*). */
export const F_FIGURE = 128;

export interface PassArrays {
  readonly cost: Float64Array;
  readonly parent: Int32Array;
  readonly kind: Uint8Array;
  /** Portal index for portal edges. */
  readonly data: Int32Array;
  /** 1: the move ends here (a climb that runs out of allowance, a climb into combat). */
  readonly terminal: Uint8Array;
}

/** A climb in progress (LOTOW-GAP-05): the portal it follows and the inches already climbed. */
export interface ClimbContinuation {
  readonly pieceIndex: number;
  readonly doneIn: number;
}

export interface ReachField {
  readonly figure: Figure;
  readonly figState: LotowFigState;
  readonly mover: Mover;
  readonly options: LotowOptions;
  /** Allowance left this turn, inches. */
  readonly remainingIn: number;
  /** How far the search went (the remaining allowance, or more when a refusal needs the cost). */
  readonly budgetIn: number;
  readonly field: StaticField;
  readonly win: CellWindow;
  readonly cols: number;
  readonly rows: number;
  readonly W: number;
  readonly N: number;
  /** Internal layer index of each slot (slot 0: the walking surface, layer 0). */
  readonly slotLayer: readonly number[];
  readonly slotTopIn: Float32Array;
  readonly flags: Uint8Array;
  readonly factor: Float32Array;
  readonly elevIn: Float32Array;
  readonly zone: Int32Array;
  readonly contact: Int32Array;
  readonly barrierCharge: Int32Array;
  /** Per cell of slot 0: the slot of the level above its centre, or −1. */
  readonly upperSlot: Int16Array;
  readonly targets: readonly MoveTarget[];
  readonly chargeable: number;
  /** Zone bits that do not hold the mover back (the zones it starts in, when it may leave them). */
  readonly ignoreZones: number;
  /** Zone bits of the enemies it starts next to. */
  readonly startZones: number;
  /** Per slot: enemies on that level whose zone touches its edge (LOTOW-LEVEL-1). */
  readonly levelDefenders: Int32Array;
  /** Per terrain piece: enemies touching it (LOTOW-OBST-1). */
  readonly barrierDefenders: Int32Array;
  readonly start: Vec2;
  readonly startSlot: number;
  /** The node of the cell the figure stands in. */
  readonly startCell: number;
  readonly climbing: ClimbContinuation | null;
  readonly sure: PassArrays;
  readonly any: PassArrays;
  /** Falls: landing cost, the node fallen from, and which pass (0 sure, 1 any) it was reached in. */
  readonly fallCost: Float64Array;
  readonly fallFrom: Int32Array;
  readonly fallPass: Uint8Array;
  /** Portal lists by node (CSR): portals of node n are portalList[portalHead[n] … portalHead[n + 1]). */
  readonly portalHead: Int32Array;
  readonly portalList: Int32Array;
  /** The node each listed portal leads to (−1: outside the window). */
  readonly portalTo: Int32Array;
}

/** The field before its searches ran. */
export type ReachInput = Omit<ReachField, 'sure' | 'any' | 'fallCost' | 'fallFrom' | 'fallPass'>;

/** Centre (or, for the start node, the exact position) of a node, inches. */
export function nodePos(f: Pick<ReachField, 'W' | 'N' | 'cols' | 'win' | 'start'>, node: number): Vec2 {
  if (node === f.N) return f.start;
  const cell = node % f.W;
  return { x: (f.win.gx0 + (cell % f.cols) + 0.5) * CELL_IN, y: (f.win.gy0 + Math.floor(cell / f.cols) + 0.5) * CELL_IN };
}
