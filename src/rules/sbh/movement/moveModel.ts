/**
 * One straight SBH move judged exactly (SBH-GAP-04, SBH-GAP-05, SBH-GAP-09, SBH-WOOD-1): where a
 * drop at a point ends, how long the move is, which stick it may use, and what stops it.
 *
 * - One action is one straight move of at most the figure's stick, measured as the base centre's
 *   travel (the same as edge to edge for a base that keeps its facing).
 * - Difficult ground (SBH-GAP-09): when the centre's line runs through a difficult piece or a wood
 *   (SBH-WOOD-1: woods are always difficult) at the figure's level, the stick is one shorter
 *   (Long → Medium → Short; Short stays Short).
 * - The swept base (a round base exactly; a long one with its inner radius on the way and exactly
 *   where it ends: moveGeometry.ts) may not enter impassable terrain or another base on its level; it
 *   ends on the table. Standable tops resting on the table (hills, rocks) are walked onto: SBH has no climbing.
 * - A drop on or just short of an enemy (its base over the enemy's, or within CHARGE_SNAP_IN of it,
 *   and the straight line reaching it) is a charge: the move ends in base contact, on that line.
 *   Any move that ends in contact with an enemy is a charge. A break away (mode 'breakAway') must
 *   end out of contact with every enemy.
 *
 * `moveContext` gathers what every point's test reads once (the area asks thousands of points).
 */
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import type { Footprint } from '../../../geometry/footprint';
import { footprintBounds, footprintDistanceToFootprint, footprintIntersectsPolygon, footprintPenetrationDepth } from '../../../geometry/footprint';
import { OVERLAP_TOLERANCE_IN } from '../../../geometry/footprintOverlap';
import type { Vec2 } from '../../../geometry/point';
import type { Bounds } from '../../../geometry/polygon';
import { pointDistanceToSegment } from '../../../geometry/segment';
import { polygonBounds } from '../../../geometry/polygon';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';
import { figureElevationIn, figureFootprint, standingElevationIn } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import { elevationsShareLevel, pieceBlocksFigureAt, surfaceAt } from '../../../engine/placement';
import { moveStickOf } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { enemiesTouching } from '../../../engine/kit/baseContact';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import type { Stick } from '../sticks';
import { shorterStick, stickIn } from '../sticks';
import { capsuleEntersPolygon, capsulePenetrationIn, firstContactIn, footprintAt, footprintInradiusIn, footprintReachIn, segmentRunsInside, TOUCH_GAP_IN } from './moveGeometry';
import { identityMemo } from '../../../engine/kit/memo';

/** A drop whose base is over an enemy's, or this close to it (inches), charges it (ends in contact). */
export const CHARGE_SNAP_IN = 0.25;
/** Shorter moves than this (inches) are no move at all. */
export const MIN_MOVE_IN = 0.05;
/** Slack for lengths compared with a stick, inches. */
export const STICK_EPS_IN = 1e-6;
const LEVEL_SLACK_IN = 1e-9;

export type MoveMode = 'move' | 'breakAway';

interface Other {
  readonly figure: Figure;
  readonly fp: Footprint;
  readonly bounds: Bounds;
  readonly centre: Vec2;
  readonly reachIn: number;
  readonly round: boolean;
  readonly elevIn: number;
  readonly enemy: boolean;
  /** How deep the mover's swept disc and its exact base already overlap it where it stands (a base may slide out of an overlap it started in). */
  readonly startSweepPenIn: number;
  readonly startPenIn: number;
  readonly startContact: boolean;
}

interface PieceRef {
  readonly piece: TerrainPiece;
  readonly bounds: Bounds;
}

export interface MoveContext {
  readonly state: SbhState;
  readonly figure: Figure;
  readonly mode: MoveMode;
  readonly start: Vec2;
  readonly fp: Footprint;
  readonly round: boolean;
  /** The base's reach about its centre (circumradius) and the radius it is swept with (its inner radius). */
  readonly reachIn: number;
  readonly sweepIn: number;
  /** The footprint's bounds less its centre: the bounds anywhere by adding the centre. */
  readonly relBounds: Bounds;
  readonly startSurface: string | null;
  readonly startElevIn: number;
  readonly stick: Stick;
  readonly stickIn: number;
  readonly shorterIn: number;
  /** Only the figures and pieces a move within the stick could meet. */
  readonly others: readonly Other[];
  readonly impassables: readonly PieceRef[];
  readonly difficults: readonly PieceRef[];
  readonly table: { readonly widthIn: number; readonly depthIn: number };
}

/** SBH-WOOD-1: woods are always difficult; other pieces when their `difficult` field says so. */
export const isDifficultPiece = (p: TerrainPiece): boolean => p.difficult || p.kind === 'woods';

const boundsMeet = (a: Bounds, b: Bounds, padIn: number): boolean =>
  !(a.maxX + padIn < b.minX || b.maxX + padIn < a.minX || a.maxY + padIn < b.minY || b.maxY + padIn < a.minY);

export function moveContext(state: SbhState, figure: Figure, mode: MoveMode): MoveContext {
  const scenario = state.scenario;
  const start = { x: figure.x, y: figure.y };
  const fp = figureFootprint(figure);
  const round = fp.kind === 'circle';
  const reachIn = footprintReachIn(fp, start);
  const sweepIn = footprintInradiusIn(fp, start);
  const fb = footprintBounds(fp);
  const stick = moveStickOf(figure);
  const scale = optionsOf(state).figureScale;
  const stickLen = stickIn(scale, stick);
  // Nothing beyond the stick plus the bases' sizes (and the charge snap) can matter.
  const near: Bounds = { minX: start.x - stickLen - reachIn, minY: start.y - stickLen - reachIn, maxX: start.x + stickLen + reachIn, maxY: start.y + stickLen + reachIn };
  const others: Other[] = [];
  for (const o of scenario.figures) {
    if (o.id === figure.id) continue;
    const ofp = figureFootprint(o);
    const bounds = footprintBounds(ofp);
    if (!boundsMeet(near, bounds, CHARGE_SNAP_IN + BASE_CONTACT_TOLERANCE_IN)) continue;
    const gap = footprintDistanceToFootprint(fp, ofp);
    others.push({
      figure: o, fp: ofp, bounds, centre: { x: o.x, y: o.y }, reachIn: footprintReachIn(ofp, { x: o.x, y: o.y }), round: ofp.kind === 'circle',
      elevIn: figureElevationIn(scenario, o), enemy: o.side !== figure.side,
      startSweepPenIn: capsulePenetrationIn(start, start, sweepIn, ofp), startPenIn: footprintPenetrationDepth(fp, ofp), startContact: gap <= BASE_CONTACT_TOLERANCE_IN,
    });
  }
  const refs = (pred: (p: TerrainPiece) => boolean): PieceRef[] => scenario.terrain
    .filter((p) => p.footprint.length >= 3 && pred(p))
    .map((piece) => ({ piece, bounds: polygonBounds(piece.footprint) }))
    .filter((r) => boundsMeet(near, r.bounds, 0));
  return {
    state, figure, mode, start, fp, round, reachIn, sweepIn,
    relBounds: { minX: fb.minX - start.x, minY: fb.minY - start.y, maxX: fb.maxX - start.x, maxY: fb.maxY - start.y },
    startSurface: figure.standsOn, startElevIn: figureElevationIn(scenario, figure),
    stick, stickIn: stickLen, shorterIn: stickIn(scale, shorterStick(stick)),
    others,
    impassables: refs((p) => p.impassable),
    difficults: refs(isDifficultPiece),
    table: scenario.table,
  };
}

/** Why a point cannot be reached by one straight move. */
export type MoveProblem =
  | { readonly code: 'tooShort' }
  | { readonly code: 'offTable' }
  | { readonly code: 'badSurface' }
  | { readonly code: 'terrain'; readonly pieceId: string; readonly pieceName: string }
  | { readonly code: 'base'; readonly figureId: string }
  | { readonly code: 'stillInContact'; readonly figureId: string }
  | { readonly code: 'tooFar'; readonly lengthIn: number; readonly maxIn: number; readonly stick: Stick; readonly difficult: boolean };

export interface MoveVerdictBase {
  /** Where the drop was, the surface it is over, and where the base centre ends (a charge stops at contact). */
  readonly dest: Vec2;
  readonly destSurface: string | null;
  readonly end: Vec2;
  readonly endSurface: string | null;
  /** The centre's travel, inches. */
  readonly lengthIn: number;
  /** The line runs through difficult ground or a wood: the stick is one shorter. */
  readonly difficult: boolean;
  /** The stick this move is measured with (after difficult ground) and its length, inches. */
  readonly stick: Stick;
  readonly maxIn: number;
  /** The enemy charged (the one the line was aimed at, else the nearest in contact at the end), or null. */
  readonly chargeTargetId: string | null;
  /** Every enemy in base contact at the end (a charge touches them all). Not filled for the area (`detail` false). */
  readonly contactIds: readonly string[];
}

export type MoveVerdict = (MoveVerdictBase & { readonly ok: true }) | (MoveVerdictBase & { readonly ok: false; readonly problem: MoveProblem });

/** Whether a difficult piece is underfoot for a figure standing at `surfaceIn` (it rests at or below the feet and reaches them). */
const difficultAt = (p: TerrainPiece, surfaceIn: number): boolean =>
  p.elevationIn <= surfaceIn + LEVEL_SLACK_IN && terrainTopIn(p) >= surfaceIn - LEVEL_SLACK_IN;

const NO_IDS: readonly string[] = [];

/** What `judgeCore` found, written into a reused object (the area asks thousands of points). */
interface Scratch {
  destSurface: string | null;
  endX: number;
  endY: number;
  endSurface: string | null;
  lengthIn: number;
  difficult: boolean;
  chargeTargetId: string | null;
  contactIds: readonly string[];
  problem: MoveProblem | null;
}

const newScratch = (): Scratch => ({ destSurface: null, endX: 0, endY: 0, endSurface: null, lengthIn: 0, difficult: false, chargeTargetId: null, contactIds: NO_IDS, problem: null });
const TOO_SHORT: MoveProblem = { code: 'tooShort' };
const OFF_TABLE: MoveProblem = { code: 'offTable' };
const BAD_SURFACE: MoveProblem = { code: 'badSurface' };

/** The rule itself (see judgeMove); true when the move is allowed. `detail` false: the area's quick form. */
function judgeCore(ctx: MoveContext, destX: number, destY: number, destSurface: string | null | undefined, detail: boolean, out: Scratch): boolean {
  const { start, fp, state, figure } = ctx;
  const scenario = state.scenario;
  const dx = destX - start.x;
  const dy = destY - start.y;
  const dropIn = Math.hypot(dx, dy);
  const dest = { x: destX, y: destY };
  const atDest = surfaceAt(scenario, figure, dest);
  out.destSurface = atDest;
  out.endX = destX;
  out.endY = destY;
  out.endSurface = atDest;
  out.lengthIn = dropIn;
  out.difficult = false;
  out.chargeTargetId = null;
  out.contactIds = NO_IDS;
  out.problem = null;
  if (destSurface !== undefined && destSurface !== atDest) { out.problem = BAD_SURFACE; return false; }
  if (dropIn < MIN_MOVE_IN) { out.problem = TOO_SHORT; return false; }
  const ux = dx / dropIn;
  const uy = dy / dropIn;

  // A charge: the line reaches an enemy the drop is over or next to; the move stops in contact.
  let endX = destX;
  let endY = destY;
  let aimed: string | null = null;
  if (ctx.mode === 'move') {
    let destFp: Footprint | null = null;
    let best = Infinity;
    for (const o of ctx.others) {
      if (!o.enemy || o.startContact) continue;
      const cd = Math.hypot(o.centre.x - destX, o.centre.y - destY);
      if (cd > ctx.reachIn + o.reachIn + CHARGE_SNAP_IN) continue;
      if (ctx.round && o.round) {
        if (cd - ctx.reachIn - o.reachIn > CHARGE_SNAP_IN) continue;
      } else {
        destFp ??= footprintAt(fp, start, dest);
        if (footprintDistanceToFootprint(destFp, o.fp) > CHARGE_SNAP_IN) continue;
      }
      const sHit = firstContactIn(fp, { x: ux, y: uy }, o.fp);
      if (sHit <= dropIn + CHARGE_SNAP_IN && sHit < best) { best = sHit; aimed = o.figure.id; }
    }
    if (aimed !== null) {
      const sEnd = Math.max(0, best - TOUCH_GAP_IN);
      endX = start.x + ux * sEnd;
      endY = start.y + uy * sEnd;
    }
  }
  const moved = aimed !== null;
  const end = moved ? { x: endX, y: endY } : dest;
  const lengthIn = moved ? Math.hypot(endX - start.x, endY - start.y) : dropIn;
  const endSurface = moved ? surfaceAt(scenario, figure, end) : atDest;
  const endElevIn = endSurface === ctx.startSurface ? ctx.startElevIn : standingElevationIn(scenario, endSurface);
  out.endX = endX;
  out.endY = endY;
  out.endSurface = endSurface;
  out.lengthIn = lengthIn;
  out.chargeTargetId = aimed;

  // Difficult ground and woods along the centre's line: one stick shorter (SBH-GAP-09, SBH-WOOD-1).
  const minX = Math.min(start.x, endX);
  const minY = Math.min(start.y, endY);
  const maxX = Math.max(start.x, endX);
  const maxY = Math.max(start.y, endY);
  let difficult = false;
  for (const d of ctx.difficults) {
    const b = d.bounds;
    if (maxX < b.minX || b.maxX < minX || maxY < b.minY || b.maxY < minY) continue;
    if (!difficultAt(d.piece, ctx.startElevIn) && !difficultAt(d.piece, endElevIn)) continue;
    if (segmentRunsInside(start, end, d.piece.footprint)) { difficult = true; break; }
  }
  out.difficult = difficult;
  const maxIn = difficult ? ctx.shorterIn : ctx.stickIn;
  const tooFar = lengthIn > maxIn + STICK_EPS_IN;
  const tooFarProblem = (): MoveProblem => ({ code: 'tooFar', lengthIn, maxIn, stick: difficult ? shorterStick(ctx.stick) : ctx.stick, difficult });
  if (!detail && tooFar) { out.problem = tooFarProblem(); return false; }

  // On the table.
  const rb = ctx.relBounds;
  if (endX + rb.minX < -LEVEL_SLACK_IN || endY + rb.minY < -LEVEL_SLACK_IN || endX + rb.maxX > ctx.table.widthIn + LEVEL_SLACK_IN || endY + rb.maxY > ctx.table.depthIn + LEVEL_SLACK_IN) {
    out.problem = OFF_TABLE;
    return false;
  }

  // The swept base: impassable terrain at its level, then other bases on its level; a long base exactly where it ends.
  const r = ctx.reachIn;
  const sMinX = minX - r;
  const sMinY = minY - r;
  const sMaxX = maxX + r;
  const sMaxY = maxY + r;
  const eMinX = endX + rb.minX;
  const eMinY = endY + rb.minY;
  const eMaxX = endX + rb.maxX;
  const eMaxY = endY + rb.maxY;
  let endFp: Footprint | null = ctx.round ? null : footprintAt(fp, start, end);
  for (const p of ctx.impassables) {
    const b = p.bounds;
    if (sMaxX < b.minX || b.maxX < sMinX || sMaxY < b.minY || b.maxY < sMinY) continue;
    if (!pieceBlocksFigureAt(p.piece, ctx.startElevIn, ctx.startSurface) && !pieceBlocksFigureAt(p.piece, endElevIn, endSurface)) continue;
    const blocked = capsuleEntersPolygon(start, end, ctx.sweepIn, p.piece.footprint)
      || (endFp !== null && !(eMaxX < b.minX || b.maxX < eMinX || eMaxY < b.minY || b.maxY < eMinY) && footprintIntersectsPolygon(endFp, p.piece.footprint));
    if (blocked) { out.problem = { code: 'terrain', pieceId: p.piece.id, pieceName: p.piece.name ?? p.piece.kind }; return false; }
  }
  for (const o of ctx.others) {
    const b = o.bounds;
    if (sMaxX < b.minX || b.maxX < sMinX || sMaxY < b.minY || b.maxY < sMinY) continue;
    if (!elevationsShareLevel(ctx.startElevIn, o.elevIn) && !elevationsShareLevel(endElevIn, o.elevIn)) continue;
    // Too far from the centre's line to be touched at all (a base lies within its reach of its centre).
    if (pointDistanceToSegment(o.centre, start, end) > r + o.reachIn) continue;
    const through = capsulePenetrationIn(start, end, ctx.sweepIn, o.fp) > Math.max(OVERLAP_TOLERANCE_IN, o.startSweepPenIn + OVERLAP_TOLERANCE_IN)
      || (endFp !== null && Math.hypot(o.centre.x - endX, o.centre.y - endY) < r + o.reachIn && footprintPenetrationDepth(endFp, o.fp) > Math.max(OVERLAP_TOLERANCE_IN, o.startPenIn + OVERLAP_TOLERANCE_IN));
    if (through) { out.problem = { code: 'base', figureId: o.figure.id }; return false; }
  }

  // Who the base touches at the end (the log, the charge, a break away).
  if (detail || ctx.mode === 'breakAway') {
    const contactIds: string[] = [];
    let nearest: { id: string; d: number } | null = null;
    for (const o of ctx.others) {
      if (!o.enemy || !elevationsShareLevel(endElevIn, o.elevIn)) continue;
      if (Math.hypot(o.centre.x - endX, o.centre.y - endY) > ctx.reachIn + o.reachIn + BASE_CONTACT_TOLERANCE_IN) continue;
      endFp ??= footprintAt(fp, start, end);
      const d = footprintDistanceToFootprint(endFp, o.fp);
      if (d <= BASE_CONTACT_TOLERANCE_IN) {
        contactIds.push(o.figure.id);
        if (nearest === null || d < nearest.d) nearest = { id: o.figure.id, d };
      }
    }
    out.contactIds = contactIds;
    out.chargeTargetId = ctx.mode === 'move' && nearest !== null ? (aimed !== null && contactIds.includes(aimed) ? aimed : nearest.id) : null;
    if (ctx.mode === 'breakAway' && contactIds.length > 0) { out.problem = { code: 'stillInContact', figureId: contactIds[0]! }; return false; }
  }
  if (tooFar) { out.problem = tooFarProblem(); return false; }
  return true;
}

/**
 * The verdict on dropping the figure's base centre at `dest` with one straight move. `destSurface`
 * is the surface the drop names (the board's layer); left out, the engine's `surfaceAt` decides.
 * `detail` false skips what only the log and the charge need (who is touched at the end) and tests
 * the cheap things first; whether the move is allowed, and its length, are the same either way.
 */
export function judgeMove(ctx: MoveContext, dest: Vec2, destSurface?: string | null, detail = true): MoveVerdict {
  const out = newScratch();
  const ok = judgeCore(ctx, dest.x, dest.y, destSurface, detail, out);
  const stick = out.difficult ? shorterStick(ctx.stick) : ctx.stick;
  const base: MoveVerdictBase = {
    dest: { x: dest.x, y: dest.y }, destSurface: out.destSurface, end: { x: out.endX, y: out.endY }, endSurface: out.endSurface,
    lengthIn: out.lengthIn, difficult: out.difficult, stick, maxIn: out.difficult ? ctx.shorterIn : ctx.stickIn,
    chargeTargetId: out.chargeTargetId, contactIds: out.contactIds,
  };
  return ok ? { ...base, ok: true } : { ...base, ok: false, problem: out.problem! };
}

/**
 * The area's quick form of `judgeMove` (the same rule): the move's length when a drop at (x, y)
 * is allowed, else −1; the surface the drop is over goes to `surfaceOut[0]`.
 */
export function reachLengthIn(ctx: MoveContext, x: number, y: number, out: { surface: string | null }): number {
  const s = scratchFor(ctx);
  const ok = judgeCore(ctx, x, y, undefined, false, s);
  out.surface = s.destSurface;
  return ok ? s.lengthIn : -1;
}

/** One scratch per move context (engine/kit/memo.ts `identityMemo`). */
const scratchFor = identityMemo((_ctx: MoveContext): Scratch => newScratch());

/** The enemies the figure is in base contact with where it stands (on its level). */
export function enemiesInContact(state: SbhState, figureId: string): string[] {
  const figure = figureOf(state, figureId);
  return figure === undefined ? [] : enemiesTouching(state.scenario, figure).map((o) => o.id);
}
