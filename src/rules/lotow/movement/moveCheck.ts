/**
 * `check` of a move: the figure may move now (moveBlocked.ts), the path is readable, and the
 * destination's cell is in its area on the surface it would stand on — the very lookup the board
 * shades, so the two agree cell for cell. A refusal names what stops it, with the rule ID:
 * off the table, impassable terrain, standing on an obstacle, another figure's base, an enemy's
 * control zone (LOTOW-GAP-03; an enemy it did not see at the start cannot be charged; a prone figure
 * charges no one, LOTOW-PRONE-6; no jumping into the zone of a defender behind an obstacle,
 * LOTOW-OBST-1), the crawl limit (LOTOW-PRONE-4), too far (LOTOW-GAP-02, with the inches it would
 * need), or no way there at all.
 */
import { inchesApart, inchParam } from '../../../engine/inchesApart';
import { readMovePath } from '../../../engine/intents';
import { elevationsShareLevel, surfaceAt } from '../../../engine/placement';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { Figure } from '../../../engine/model';
import { polygonContainsPoint } from '../../../geometry/polygon';
import type { LotowState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { moveBlockedReason } from './moveBlocked';
import { areaTierAt, lotowMovementArea } from './movementArea';
import { moveSurfaceOf } from './moveSurface';
import { shapeIntersectsPolygonAt, shapeOverlapsFootprintAt } from './moverShape';
import { dropFitsExactly, moveEndOf, pointCostIn } from './moveEnd';
import { lotowOptions } from '../lotowOptions';
import { nodeReach } from './nodeReach';
import { reachFieldOf } from './reachField';
import type { ReachField } from './reachTypes';
import { F_FIGURE } from './reachTypes';
import { F_BAND, F_IMPASS, F_OFF, F_OUT } from './staticField';
import { nodeAt } from './surfaceNode';
import { noRouteReason } from './noRouteReason';

export function checkMove(state: LotowState, action: Action): Refusal | null {
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return refusal('lotow.needsFigure', 'LOTOW-GAP-02', 'a move names the figure that moves');
  const path = readMovePath(action);
  if (!path.ok) return refusal('lotow.badPath', 'LOTOW-GAP-02', `cannot move: ${path.why}`, { why: path.why });
  const given = moveSurfaceOf(action);
  if (!given.ok) return refusal('lotow.badSurface', 'LOTOW-GAP-02', `cannot move: ${given.why}`, { why: given.why });
  if (typeof given.surfaceId === 'string' && !state.scenario.terrain.some((p) => p.id === given.surfaceId && p.standableTop)) {
    return refusal('lotow.badSurface', 'LOTOW-GAP-02', `cannot move: there is no piece "${given.surfaceId}" to stand on`, { why: 'unknownSurface' });
  }
  const blocked = moveBlockedReason(state, figure.id);
  if (blocked !== null) return blocked;
  const dest = path.path[path.path.length - 1]!;
  const surfaceId = given.surfaceId !== undefined ? given.surfaceId : surfaceAt(state.scenario, figure, dest);
  if (lotowOptions(state.options).movePathLength) {
    // The exact end (moveEnd.ts): the one answer resolve, the log and the drag's preview read too.
    const f = reachFieldOf(state, figure.id);
    if (f !== null && f !== undefined && moveEndOf(f, state.scenario.table, dest, surfaceId) !== null) return null;
    return unreachableReason(state, figure, dest, surfaceId);
  }
  const area = lotowMovementArea(state, figure.id);
  if (area !== null && areaTierAt(area, surfaceId, dest.x, dest.y) > 0) return null;
  return unreachableReason(state, figure, dest, surfaceId);
}

/** Why a destination outside the area cannot be reached. */
export function unreachableReason(state: LotowState, figure: Figure, dest: { x: number; y: number }, surfaceId: string | null): Refusal {
  const who = figure.name;
  const base = { moverFigureId: figure.id };
  const { widthIn, depthIn } = state.scenario.table;
  if (dest.x < 0 || dest.y < 0 || dest.x > widthIn || dest.y > depthIn) {
    return refusal('lotow.offTable', 'LOTOW-GAP-02', `cannot move: ${who} would leave the table`, base);
  }
  const near = reachFieldOf(state, figure.id)!;
  const where = nodeAt(near, dest.x, dest.y, surfaceId);
  // Where the rules price points and the base may stand at the drop (moveEnd.ts), the cell's raster
  // (judged at its centre) is not the reason: the distance is.
  const standsExactly = near.options.movePathLength && dropFitsExactly(near, state.scenario.table, dest, surfaceId);
  if (where >= 0 && !standsExactly) {
    const r = placeReason(near, where, dest, who, base);
    if (r !== null) return r;
  }
  // Too far, or no way there: search far enough to find the cost.
  // (Rounded up to 16″ steps, so refusals near one another share one search.)
  const budget = Math.min(400, 16 * Math.ceil((4 * near.remainingIn + 4 * Math.hypot(dest.x - figure.x, dest.y - figure.y) + 12) / 16));
  const far = reachFieldOf(state, figure.id, budget)!;
  const node = nodeAt(far, dest.x, dest.y, surfaceId);
  if (node >= 0 && !standsExactly) {
    const r = placeReason(far, node, dest, who, base);
    if (r !== null) return r;
  }
  const cellNeed = node >= 0 ? nodeReach(far, node, Infinity).costIn : Infinity;
  // The drop point's own price when the rules price points (moveEnd.ts), else its cell's.
  const pointNeed = pointCostIn(far, state.scenario.table, dest, surfaceId);
  const need = Number.isFinite(pointNeed) ? pointNeed : cellNeed;
  const left = near.remainingIn;
  if (Number.isFinite(need)) {
    // The digits that tell what is left from what is needed (never "has 6″ and this needs 6″").
    const [leftText, needText] = inchesApart([inchParam(left), inchParam(need)]);
    const params = { ...base, leftIn: inchParam(left), needIn: inchParam(need) };
    if (near.mover.prone && need <= near.mover.allowanceIn - near.figState.movedIn + 1e-9) {
      return refusal('lotow.crawlLimit', 'LOTOW-PRONE-4', `cannot move: ${who} is lying down and may crawl only ${leftText} more this turn; this needs ${needText}`, params);
    }
    return refusal('lotow.outOfReach', 'LOTOW-GAP-02', `cannot move: ${who} has ${leftText} and this needs ${needText}`, params);
  }
  // No route at all: the rule that closes every way (a defended obstacle, a zone, a climb too long), else the terrain.
  const closed = noRouteReason(far, dest, surfaceId, who, base);
  if (closed !== null) return closed;
  const onto = state.scenario.terrain.find((p) => p.id === surfaceId);
  const up = onto !== undefined && onto.slope !== true && surfaceId !== figure.standsOn;
  const mounted = near.mover.kind !== 'foot';
  const ruleId = mounted ? (up ? 'LOTOW-MTERR-3' : 'LOTOW-MTERR-2') : near.mover.prone ? 'LOTOW-PRONE-4' : 'LOTOW-CLIMB-1';
  const why = mounted
    ? up ? 'a mounted figure cannot climb or use ladders' : 'too high or too wide for a mount to jump'
    : near.mover.prone ? 'a crawling figure cannot jump or climb' : 'an obstacle too high to jump and not climbable, with no ladder';
  return refusal('lotow.noRoute', ruleId, `cannot move: ${who} has no way there (${why})`, { ...base, why });
}

/** What is wrong with standing on this node (terrain, a base, a zone), or null when nothing is. */
function placeReason(f: ReachField, node: number, dest: { x: number; y: number }, who: string, base: { moverFigureId: string }): Refusal | null {
  const flags = f.flags[node]!;
  const pieces = f.field.roles.pieces;
  if ((flags & F_OFF) !== 0) return refusal('lotow.offTable', 'LOTOW-GAP-02', `cannot move: ${who} would leave the table`, base);
  if ((flags & F_OUT) !== 0) return refusal('lotow.notOnSurface', 'LOTOW-GAP-02', `cannot move: ${who} cannot stand there on that surface`, base);
  if ((flags & F_IMPASS) !== 0) {
    const piece = f.field.roles.impassables.map((i) => pieces[i]!).find((p) => shapeIntersectsPolygonAt(f.field.shape, dest.x, dest.y, p.footprint) || polygonContainsPoint(p.footprint, dest));
    const name = piece?.name ?? piece?.kind ?? 'impassable terrain';
    return refusal('lotow.impassable', 'LOTOW-GAP-02', `cannot move: ${who} cannot stand inside ${name}`, { ...base, pieceName: name });
  }
  if ((flags & F_BAND) !== 0) {
    const i = f.field.band[(f.win.gy0 + Math.floor((node % f.W) / f.cols)) * f.field.gridCols + f.win.gx0 + ((node % f.W) % f.cols)]!;
    const name = i >= 0 ? (pieces[i]!.name ?? pieces[i]!.kind) : 'an obstacle';
    return refusal('lotow.onObstacle', 'LOTOW-GAP-04', `cannot move: ${who} cannot stand on ${name} (it must be crossed)`, { ...base, pieceName: name });
  }
  if ((flags & F_FIGURE) !== 0) {
    // The figure whose base the base at the drop overlaps (else the nearest): never a bystander.
    const t = f.targets.find((x) => x.figure.id !== f.figure.id && elevationsShareLevel(f.elevIn[node]!, x.elevIn) && shapeOverlapsFootprintAt(f.field.shape, dest.x, dest.y, x.footprint))
      ?? [...f.targets].filter((x) => x.figure.id !== f.figure.id).sort((a, b) => Math.hypot(a.figure.x - dest.x, a.figure.y - dest.y) - Math.hypot(b.figure.x - dest.x, b.figure.y - dest.y))[0];
    const name = t?.figure.name ?? 'another figure';
    return refusal('lotow.overlapsFigure', 'LOTOW-GAP-02', `cannot move: ${who} would stand on ${name}`, { ...base, figureName: name });
  }
  const z = f.zone[node]! & ~f.ignoreZones;
  if (z === 0) return null;
  const enemyOf = (bits: number) => f.targets.find((t) => t.bit >= 0 && (bits & (1 << t.bit)) !== 0)!;
  const unseen = z & ~f.chargeable;
  if (unseen !== 0) {
    const e = enemyOf(unseen);
    if (f.mover.prone) return refusal('lotow.cannotCharge', 'LOTOW-PRONE-6', `cannot move into ${e.figure.name}'s control zone: ${who} is lying down and cannot charge`, { ...base, targetFigureId: e.figure.id });
    return refusal('lotow.cannotCharge', 'LOTOW-GAP-03', `cannot move into ${e.figure.name}'s control zone: ${who} could not see ${e.figure.name} at the start of its move, so cannot charge`, { ...base, targetFigureId: e.figure.id });
  }
  let defends = 0;
  for (let i = 0; i < f.barrierDefenders.length; i++) defends |= f.barrierDefenders[i]!;
  const e = enemyOf(z);
  if ((z & defends) !== 0 && nodeReach(f, node, Infinity).route === null) {
    return refusal('lotow.jumpIntoZone', 'LOTOW-OBST-1', `cannot move: ${who} may not jump into the control zone of ${e.figure.name}, who defends the obstacle (charge across it instead)`, { ...base, targetFigureId: e.figure.id });
  }
  const endable = (f.contact[node]! & z & f.chargeable) !== 0 || (f.barrierCharge[node]! & f.chargeable) !== 0;
  if (!endable) {
    return refusal('lotow.enemyZone', 'LOTOW-GAP-03', `cannot move: ${who} may enter ${e.figure.name}'s control zone only to charge into base contact`, { ...base, targetFigureId: e.figure.id });
  }
  return null;
}
