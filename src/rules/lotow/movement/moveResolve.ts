/**
 * Carrying out a move `check` allowed: walk the cheapest route to the destination (moveRoute.ts)
 * and apply every rule met on the way, in order —
 *
 * - a drop up to 2″: free (LOTOW-FALL-1);
 * - a foot jump over a barrier or gap, or up onto a level (LOTOW-JUMP-1): 1 stops before it,
 *   2–5 lands touching its far side and ends the move, 6 goes on;
 * - a horse jump (LOTOW-MJUMP-1/2): 1 refuses and ends the move where it stands; a difficult jump
 *   is −1 and its natural 1 also throws the rider (LOTOW-THROWN-1);
 * - a climb (LOTOW-CLIMB-1..3), tested when it starts (and each turn of a long climb when
 *   `climbTestEachTurn`): 1 falls from the height reached (0″ at the foot: no harm, LOTOW-GAP-05),
 *   2–5 reaches the edge and stops, 6 goes on; a climb the allowance cannot finish ends the turn on
 *   the face (`climbing`); ladders need no test (LOTOW-CLIMB-4);
 * - a jump down over 2″: a fall (LOTOW-FALL-2);
 * - at the end: the exact drop point when it fits (else the cell's centre), then a charge — base
 *   contact with an enemy it may charge (LOTOW-GAP-03), or touching an obstacle with that enemy in
 *   zone beyond it (LOTOW-OBST-2), or a climb onto a level beside a defender (LOTOW-LEVEL-1/2).
 *
 * The figure's `movedIn` grows by the allowance spent, `moveStart` is set by its first move, and the
 * log gets 'moved' and one event per rule met ('jumped', 'climbed', 'fell', 'charged', …).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action, GameEvent } from '../../../engine/state';
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import type { Vec2 } from '../../../geometry/point';
import { pointDistanceToPoint } from '../../../geometry/point';
import { polygonContainsPoint } from '../../../geometry/polygon';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { withFigure } from '../../../engine/kit/pieceState';
import type { ClimbState, LotowFigState } from '../lotowTypes';
import { applyFall } from './applyFall';
import { EPS_IN } from './moveGrid';
import { shapeDistanceToFootprintAt } from './moverShape';
import { moveDestination } from './moveSurface';
import { pointFits, touchingBase, touchingPolygon } from './movePlacement';
import type { RouteLeg } from './moveRoute';
import { routeTo } from './moveRoute';
import { moveEndOf } from './moveEnd';
import { nodeReach } from './nodeReach';
import { reachFieldOf } from './reachField';
import { END_CLIMB_INTO_COMBAT, END_MID_CLIMB, SAFE_DROP_IN, crossingLeapIn, crossingPlan } from './reachSearch';
import type { ReachField } from './reachTypes';
import { EDGE, nodePos } from './reachTypes';
import { segmentCrossesPolygon } from '../../../geometry/segmentInside';
import { nodeAt, nodeSurfaceId } from './surfaceNode';
import { climbOutcome, footJumpOutcome, horseJumpOutcome, rollD6 } from './testTables';
import { throwRider } from './throwRider';

const round3 = (v: number): number => Math.round(v * 1000) / 1000;
const pointJson = (p: Vec2) => ({ x: round3(p.x), y: round3(p.y) });

/** Where the walk stands while it is carried out. */
interface Walker {
  pos: Vec2;
  node: number;
  surfaceId: string | null;
  spentIn: number;
  lengthIn: number;
  stopped: boolean;
  moveOver: boolean;
  prone: boolean;
  climbing: ClimbState | null;
  /** A fall to apply once the figure is where it lands: height, rule. */
  fall: { heightIn: number; ruleId: string } | null;
  thrown: boolean;
  levelCharge: boolean;
}

export function resolveMove(state: LotowState, action: Action, ctx: ResolveContext): { state: LotowState; events?: readonly GameEvent[] } {
  const end = moveDestination(state, action);
  if (end === undefined) return { state };
  const { figure, dest, surfaceId } = end;
  const f = reachFieldOf(state, figure.id)!;
  // Where the move ends and for what (moveEnd.ts, the one answer check and the readouts read);
  // without `movePathLength` (older saves) the cell's rule, as before.
  const pend = f.options.movePathLength ? moveEndOf(f, state.scenario.table, dest, surfaceId) : null;
  const node = pend !== null ? pend.endNode : nodeAt(f, dest.x, dest.y, surfaceId);
  const reach = pend !== null ? { tier: pend.tier, route: pend.route } : nodeReach(f, node);
  if (reach.route === null) return { state };
  const legs = pend === null ? routeTo(f, node, reach.route)
    : pend.node === f.N ? [{ kind: EDGE.walk, from: f.N, to: pend.endNode, fromCostIn: 0, toCostIn: pend.costIn, portal: -1, terminal: 0 } satisfies RouteLeg]
      : routeTo(f, pend.node, pend.route);
  const fs = figStateOf(state, figure.id);
  const w: Walker = {
    pos: f.start, node: f.N, surfaceId: figure.standsOn, spentIn: 0, lengthIn: 0, stopped: false, moveOver: false,
    prone: figure.stance === 'prone', climbing: fs.climbing, fall: null, thrown: false, levelCharge: false,
  };
  const ids = [figure.id];
  const advance = (leg: RouteLeg): void => {
    const to = nodePos(f, leg.to);
    w.lengthIn += pointDistanceToPoint(w.pos, to);
    w.pos = to;
    w.node = leg.to;
    w.spentIn = leg.toCostIn;
    w.surfaceId = nodeSurfaceId(f, leg.to);
  };

  legs.forEach((leg, i) => {
    if (w.stopped) return;
    const elevFrom = leg.from === f.N ? f.elevIn[f.startCell]! : f.elevIn[leg.from]!;
    const dropIn = elevFrom - f.elevIn[leg.to]!;
    switch (leg.kind) {
      case EDGE.walk:
      case EDGE.step:
        advance(leg);
        return;
      case EDGE.drop:
        advance(leg);
        if (dropIn > 0.01) ctx.emit({ type: 'dropped', ruleId: 'LOTOW-FALL-1', figureIds: ids, params: { heightIn: round3(dropIn) } });
        return;
      case EDGE.fall:
        advance(leg);
        w.fall = { heightIn: dropIn, ruleId: 'LOTOW-FALL-2' };
        w.stopped = true;
        w.moveOver = true;
        return;
      case EDGE.jumpUp:
        footJump(ctx, f, w, leg, advance, { heightIn: round3(-dropIn), onto: nodeSurfaceId(f, leg.to) });
        return;
      case EDGE.cross: {
        const p = f.field.portals[leg.portal]!;
        const plan = crossingPlan(f, p);
        const piece = f.field.roles.pieces[p.pieceIndex]!;
        if (plan.ignored) { advance(leg); return; }
        if (plan.climbIn > 0) { climb(ctx, f, w, leg, advance, i === 0 && fs.climbing !== null, piece.id, plan.climbIn, crossingLeapIn(f, p, false) * f.factor[leg.from === f.N ? f.startCell : leg.from]!, p.heightIn); return; }
        const params = { pieceId: piece.id, heightIn: round3(p.heightIn), widthIn: round3(p.insideIn) };
        if (f.mover.jumpTable === 'foot') {
          footJump(ctx, f, w, leg, advance, params);
          // Stopped by the jump: against the obstacle, on whichever side it is (LOTOW-JUMP-1).
          if (w.stopped) againstObstacle(state, f, w, piece.footprint, leg);
          return;
        }
        const difficult = piece.heightIn > 0 ? p.heightIn > 1 + EPS_IN : p.insideIn > 2 + EPS_IN;
        const face = rollD6(ctx, 'lotow.horseJump', difficult ? 'LOTOW-MJUMP-2' : 'LOTOW-MJUMP-1', ids, { ...params, modifier: difficult ? -1 : 0 });
        const out = horseJumpOutcome(face, difficult);
        ctx.emit({ type: 'jumped', ruleId: difficult ? 'LOTOW-MJUMP-2' : 'LOTOW-MJUMP-1', figureIds: ids, params: { ...params, face, modified: out.modified, result: out.clears ? 'clears' : 'refuses', thrown: out.thrown } });
        if (out.clears) { advance(leg); return; }
        againstObstacle(state, f, w, piece.footprint, leg);
        w.stopped = true;
        w.moveOver = true;
        w.thrown = out.thrown;
        return;
      }
      case EDGE.climb:
      case EDGE.ladder: {
        const p = f.field.portals[leg.portal]!;
        const piece = f.field.roles.pieces[p.pieceIndex]!;
        const inches = p.up ? p.heightIn : Math.max(0, p.heightIn - SAFE_DROP_IN);
        climb(ctx, f, w, leg, advance, i === 0 && fs.climbing !== null, piece.id, inches, 0, p.up ? p.heightIn : p.heightIn, leg.kind === EDGE.ladder, p.up);
        return;
      }
      default:
        return;
    }
  });

  // The end of the route: the exact drop point when it fits, then charges.
  const engaged: { id: string; ruleId: string }[] = [];
  if (!w.stopped && pend !== null && pend.exact) {
    // The drop point (or its snap into contact): the last straight leg ends there, for the price
    // moveEnd found; the enemies the base touches there are charged (LOTOW-GAP-03).
    const last = legs[legs.length - 1];
    if (last !== undefined && last.kind === EDGE.walk && last.terminal === 0) {
      const from = nodePos(f, last.from);
      w.lengthIn += pointDistanceToPoint(from, pend.point) - pointDistanceToPoint(from, w.pos);
    } else w.lengthIn += pointDistanceToPoint(w.pos, pend.point);
    w.pos = pend.point;
    w.spentIn = pend.costIn;
    w.surfaceId = surfaceId;
    for (const t of f.targets) if (t.bit >= 0 && (pend.contactBits & (1 << t.bit)) !== 0) engaged.push({ id: t.figure.id, ruleId: 'LOTOW-GAP-03' });
  } else if (!w.stopped && pend !== null) {
    chargeAtEnd(state, f, w, node, engaged);
  } else if (!w.stopped) {
    const last = legs[legs.length - 1];
    if (last !== undefined && last.kind === EDGE.walk && last.terminal === 0) {
      const from = nodePos(f, last.from);
      const exact = last.fromCostIn + pointDistanceToPoint(from, dest) * f.factor[node]!;
      if (exact <= f.remainingIn + EPS_IN && pointFits(f, state.scenario.table, dest, node)) {
        // The last straight leg ends at the drop point instead of the cell's centre.
        w.lengthIn += pointDistanceToPoint(from, dest) - pointDistanceToPoint(from, w.pos);
        w.pos = dest;
        w.spentIn = Math.max(0, exact);
      }
    }
    chargeAtEnd(state, f, w, node, engaged);
  }
  if (w.levelCharge) levelCharge(state, f, w, engaged);

  // Write it down.
  let next = withFigure(state, figure.id, { x: w.pos.x, y: w.pos.y, standsOn: w.surfaceId });
  const patch: { -readonly [K in keyof LotowFigState]?: LotowFigState[K] } = {
    movedIn: fs.movedIn + w.spentIn,
    moveStart: fs.moveStart ?? { x: figure.x, y: figure.y, standsOn: figure.standsOn },
    climbing: w.climbing,
  };
  if (w.moveOver || engaged.length > 0) patch.moveOver = true;
  if (engaged.length > 0) {
    patch.engagedWith = [...new Set([...fs.engagedWith, ...engaged.map((e) => e.id)])];
    if (w.levelCharge) patch.fightValueOne = true;
  }
  next = withFigState(next, figure.id, patch);
  for (const e of engaged) {
    const other = figStateOf(next, e.id);
    next = withFigState(next, e.id, { engagedWith: [...new Set([...other.engagedWith, figure.id])], moveOver: true });
    ctx.emit({ type: 'charged', ruleId: e.ruleId, figureIds: [figure.id, e.id], params: { targetFigureId: e.id } });
  }
  ctx.emit({
    type: 'moved', ruleId: 'LOTOW-GAP-02', figureIds: ids,
    params: { lengthIn: round3(w.lengthIn), costIn: round3(w.spentIn), from: pointJson(f.start), to: pointJson(w.pos), standsOn: w.surfaceId, tier: reach.tier },
  });
  if (w.fall !== null) next = applyFall(next, figure.id, w.fall.heightIn, ctx, w.fall.ruleId);
  if (w.thrown) next = throwRider(next, figure.id, ctx, 'LOTOW-MJUMP-2');
  return { state: next };
}

/** Put the stopped figure's base against the obstacle it stands beside (from where the grid left it). */
function againstObstacle(state: LotowState, f: ReachField, w: Walker, poly: readonly Vec2[], leg: RouteLeg): void {
  const other = nodePos(f, w.node === leg.to ? leg.from : leg.to);
  const dx = other.x - w.pos.x;
  const dy = other.y - w.pos.y;
  const len = Math.hypot(dx, dy);
  if (len < 1e-9 || w.node === f.N) return;
  const snapped = touchingPolygon(f.field.shape, w.pos, poly, dx / len, dy / len, Math.min(len, 0.5));
  if (snapped !== w.pos && pointFits(f, state.scenario.table, snapped, w.node)) {
    w.lengthIn += pointDistanceToPoint(w.pos, snapped);
    w.pos = snapped;
  }
}

/** LOTOW-JUMP-1 for a foot figure at a barrier, gap or a level's face. */
function footJump(ctx: ResolveContext, f: ReachField, w: Walker, leg: RouteLeg, advance: (leg: RouteLeg) => void, params: Record<string, string | number | null>): void {
  const face = rollD6(ctx, 'lotow.jump', 'LOTOW-JUMP-1', [f.figure.id], params);
  const outcome = footJumpOutcome(face);
  ctx.emit({ type: 'jumped', ruleId: 'LOTOW-JUMP-1', figureIds: [f.figure.id], params: { ...params, face, result: outcome } });
  if (outcome === 'stumble') {
    w.stopped = true;
    w.moveOver = true;
    return;
  }
  advance(leg);
  if (outcome === 'stop') {
    w.stopped = true;
    w.moveOver = true;
  }
}

/**
 * A climb: over a barrier (up, then down to 2″ and a drop), or up or down a level's face or a
 * ladder. `inches` is the whole climb; `extraIn` allowance the leg spends besides climbing.
 */
function climb(
  ctx: ResolveContext, f: ReachField, w: Walker, leg: RouteLeg, advance: (leg: RouteLeg) => void, continuing: boolean,
  pieceId: string, inches: number, extraIn: number, heightIn: number, ladder = false, up = true,
): void {
  const doneBefore = continuing && f.figState.climbing !== null ? f.figState.climbing.heightIn : 0;
  const barrier = leg.kind === EDGE.cross;
  const heightAt = (done: number): number => (barrier ? (done <= heightIn ? done : heightIn - (done - heightIn)) : up ? done : heightIn - done);
  const test = !ladder && (!continuing || f.options.climbTestEachTurn);
  if (test) {
    const face = rollD6(ctx, 'lotow.climb', 'LOTOW-CLIMB-3', [f.figure.id], { pieceId, heightIn: Math.round(heightIn * 1000) / 1000 });
    const outcome = climbOutcome(face);
    ctx.emit({ type: 'climbed', ruleId: 'LOTOW-CLIMB-3', figureIds: [f.figure.id], params: { pieceId, face, result: outcome } });
    if (outcome === 'fall') {
      // It falls from the height it has reached (0″ at the foot: no harm, LOTOW-GAP-05).
      const fromHeight = heightAt(doneBefore);
      if (!up || (barrier && doneBefore > heightIn)) advance(leg);
      w.fall = { heightIn: Math.max(0, fromHeight), ruleId: 'LOTOW-CLIMB-3' };
      w.climbing = null;
      w.stopped = true;
      w.moveOver = true;
      return;
    }
    if (leg.terminal !== END_MID_CLIMB) {
      advance(leg);
      w.climbing = null;
      if (outcome === 'stop') { w.stopped = true; w.moveOver = true; }
      if (leg.terminal === END_CLIMB_INTO_COMBAT) { w.levelCharge = true; w.stopped = true; w.moveOver = true; }
      return;
    }
  } else if (leg.terminal !== END_MID_CLIMB) {
    advance(leg);
    w.climbing = null;
    ctx.emit({ type: 'climbed', ruleId: 'LOTOW-CLIMB-4', figureIds: [f.figure.id], params: { pieceId, heightIn: Math.round(heightIn * 1000) / 1000 } });
    if (leg.terminal === END_CLIMB_INTO_COMBAT) { w.levelCharge = true; w.stopped = true; w.moveOver = true; }
    return;
  }
  // The allowance runs out on the face: the figure stays at its foot (or its top), climbing (LOTOW-GAP-05).
  const climbedIn = Math.max(0, (f.remainingIn - leg.fromCostIn - extraIn) / f.mover.climbFactor);
  const done = Math.min(inches, doneBefore + climbedIn);
  w.climbing = { pieceId, heightIn: done, direction: barrier ? (done < heightIn ? 'up' : 'down') : up ? 'up' : 'down' };
  w.spentIn = f.remainingIn;
  w.stopped = true;
  w.moveOver = true;
  ctx.emit({ type: 'climbing', ruleId: ladder ? 'LOTOW-CLIMB-4' : 'LOTOW-CLIMB-2', figureIds: [f.figure.id], params: { pieceId, climbedIn: Math.round(done * 1000) / 1000, ofIn: Math.round(inches * 1000) / 1000 } });
}

/** Charges at the end of a walk: base contact (snapped), or across an obstacle (LOTOW-OBST-2). */
function chargeAtEnd(state: LotowState, f: ReachField, w: Walker, node: number, engaged: { id: string; ruleId: string }[]): void {
  const shape = f.field.shape;
  const contact = f.contact[node]! & f.chargeable;
  if (contact !== 0) {
    const near = f.targets.filter((t) => t.bit >= 0 && (contact & (1 << t.bit)) !== 0)
      .sort((a, b) => pointDistanceToPoint(w.pos, a.figure) - pointDistanceToPoint(w.pos, b.figure))[0]!;
    const snapped = touchingBase(shape, w.pos, near.footprint, { x: near.figure.x, y: near.figure.y });
    if (pointFits(f, state.scenario.table, snapped, node)) {
      w.lengthIn += pointDistanceToPoint(w.pos, snapped);
      w.pos = snapped;
    }
    for (const t of f.targets) {
      if (t.bit < 0 || (f.chargeable & (1 << t.bit)) === 0) continue;
      if (t === near || (f.contact[node]! & (1 << t.bit)) !== 0 && shapeDistanceToFootprintAt(shape, w.pos.x, w.pos.y, t.footprint) <= BASE_CONTACT_TOLERANCE_IN) engaged.push({ id: t.figure.id, ruleId: 'LOTOW-GAP-03' });
    }
    return;
  }
  const across = f.barrierCharge[node]! & f.chargeable;
  if (across === 0) return;
  const t = f.targets.find((x) => x.bit >= 0 && (across & (1 << x.bit)) !== 0)!;
  const roles = f.field.roles;
  for (const o of [...roles.barriers, ...roles.gaps]) {
    const poly = roles.pieces[o]!.footprint;
    if (!segmentCrossesPolygon(w.pos, t.figure, poly)) continue;
    // Slide straight towards the enemy until the base touches the obstacle.
    const dx = t.figure.x - w.pos.x;
    const dy = t.figure.y - w.pos.y;
    const len = Math.hypot(dx, dy) || 1;
    const snapped = touchingPolygon(shape, w.pos, poly, dx / len, dy / len, 0.5);
    if (pointFits(f, state.scenario.table, snapped, node)) {
      w.lengthIn += pointDistanceToPoint(w.pos, snapped);
      w.pos = snapped;
    }
    engaged.push({ id: t.figure.id, ruleId: 'LOTOW-OBST-2' });
    return;
  }
}


/**
 * LOTOW-LEVEL-1/2: a climber reaching a level where an enemy's zone touches the edge charges the
 * nearest such enemy: put on the level touching its base (the spot nearest where it came up).
 */
function levelCharge(state: LotowState, f: ReachField, w: Walker, engaged: { id: string; ruleId: string }[]): void {
  const slot = Math.floor(w.node / f.W);
  const bits = f.levelDefenders[slot]!;
  const defenders = f.targets.filter((t) => t.bit >= 0 && (bits & (1 << t.bit)) !== 0)
    .sort((a, b) => pointDistanceToPoint(w.pos, a.figure) - pointDistanceToPoint(w.pos, b.figure));
  const target = defenders[0];
  if (target === undefined) return;
  const outline = f.field.levels[f.slotLayer[slot]! - 1]!.piece.footprint;
  let best: Vec2 | null = null;
  for (let k = 0; k < 72; k++) {
    const a = (k * Math.PI) / 36;
    const probe = { x: target.figure.x + Math.cos(a) * 5, y: target.figure.y + Math.sin(a) * 5 };
    const p = touchingBase(f.field.shape, probe, target.footprint, { x: target.figure.x, y: target.figure.y });
    if (!polygonContainsPoint(outline, p)) continue;
    if (!fitsBeside(state, f, p, w.node, target.bit)) continue;
    if (best === null || pointDistanceToPoint(p, w.pos) < pointDistanceToPoint(best, w.pos)) best = p;
  }
  if (best !== null) {
    w.lengthIn += pointDistanceToPoint(w.pos, best);
    w.pos = best;
  }
  engaged.push({ id: target.figure.id, ruleId: 'LOTOW-LEVEL-1' });
}


/** The base fits at p on the level, allowing the charged defender's zone. */
function fitsBeside(state: LotowState, f: ReachField, p: Vec2, node: number, bit: number): boolean {
  const widened: ReachField = { ...f, ignoreZones: f.ignoreZones | (1 << bit) };
  return pointFits(widened, state.scenario.table, p, node);
}
