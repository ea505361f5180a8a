/**
 * The SBH movement actions (SBH-GAP-05, SBH-GAP-10), one handler:
 *
 * - `move` (1 action): the engine's move intent; one straight move (a path with waypoints is
 *   refused), checked against the movement area cell for cell and carried out to the exact drop
 *   point when that point itself is fine (else the cell's centre). A move into base contact with an
 *   enemy is a charge: a charged figure with a ranged weapon answers first (flow.pendingReaction,
 *   chargeReactionOf); a charger with `terror` makes the charged figures test morale (SBH-GAP-08).
 * - `standUp` (1 action): a fallen figure gets up (SBH-GAP-10); a fallen figure cannot move before.
 * - `breakAway` (2 actions): a figure in base contact with enemies moves out of contact, by the same
 *   straight-move rules (`params.path`: one point, the end).
 */
import { inchesApart, inchParam } from '../../../engine/inchesApart';
import { MOVE_ACTION, moveAction, readMovePath } from '../../../engine/intents';
import { cellCentreAt, cellIndexAt, destinationSurface } from '../../../engine/movementArea';
import { surfaceAt } from '../../../engine/placement';
import type { ActionDescription, ActionPreview, MovementArea, ResolveContext } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { JsonValue } from '../../../engine/json';
import type { Figure } from '../../../engine/model';
import type { Vec2 } from '../../../geometry/point';
import { queueMorale } from '../casualties';
import { hasFlag } from '../sbhProfile';
import type { SbhActionHandler, SbhState } from '../sbhTypes';
import { figStateOf, withFigState } from '../sbhTypes';
import { figureOf, withFigure, withFlow } from '../../../engine/kit/pieceState';
import { chargeReactionOf } from './charge';
import type { MoveMode, MoveProblem, MoveVerdict } from './moveModel';
import { enemiesInContact, judgeMove, moveContext } from './moveModel';
import { sbhMovementArea } from './movementArea';

export const STAND_UP = 'standUp';
export const BREAK_AWAY = 'breakAway';

const round3 = (v: number): number => Math.round(v * 1000) / 1000;

/** The surface the action names (`params.standsOn`), undefined when left out, or 'bad'. */
function givenSurface(state: SbhState, action: Action): string | null | undefined | 'bad' {
  const raw = action.params?.standsOn;
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw === 'string' && state.scenario.terrain.some((p) => p.id === raw && p.standableTop)) return raw;
  return 'bad';
}

/** The refusal for a problem of a straight move. */
export function problemRefusal(state: SbhState, figure: Figure, p: MoveProblem): Refusal {
  const who = figure.name;
  const base = { moverFigureId: figure.id };
  switch (p.code) {
    case 'tooShort': return refusal('sbh.move.tooShort', 'SBH-GAP-05', `cannot move: ${who} would hardly move`, base);
    case 'offTable': return refusal('sbh.move.offTable', 'SBH-GAP-05', `cannot move: ${who} would leave the table`, base);
    case 'badSurface': return refusal('sbh.move.badSurface', 'SBH-GAP-05', `cannot move: ${who} would not stand on that surface there`, base);
    case 'terrain': return refusal('sbh.move.terrain', 'SBH-GAP-05', `cannot move: the straight line runs into ${p.pieceName}`, { ...base, pieceName: p.pieceName });
    case 'base': {
      const name = figureOf(state, p.figureId)?.name ?? p.figureId;
      return refusal('sbh.move.base', 'SBH-GAP-05', `cannot move: the straight line runs through ${name}'s base`, { ...base, otherFigureId: p.figureId });
    }
    case 'stillInContact': {
      const name = figureOf(state, p.figureId)?.name ?? p.figureId;
      return refusal('sbh.move.stillInContact', 'SBH-GAP-05', `cannot break away there: ${who} would still touch ${name}`, { ...base, enemyFigureId: p.figureId });
    }
    case 'tooFar': {
      const ruleId = p.difficult ? 'SBH-GAP-09' : 'SBH-GAP-04';
      // The digits that tell the length from the stick: one decimal makes 4.748″ against 4.724″ read "4.7″; this is 4.7″".
      const [maxText, lengthText] = inchesApart([p.maxIn, p.lengthIn]);
      const why = p.difficult ? `through difficult ground ${who} moves only ${p.stick} (${maxText})` : `${who} moves ${p.stick} (${maxText})`;
      return refusal(p.difficult ? 'sbh.move.tooFarDifficult' : 'sbh.move.tooFar', ruleId, `cannot move: ${why}; this is ${lengthText}`, { ...base, lengthIn: inchParam(p.lengthIn), maxIn: inchParam(p.maxIn), stick: p.stick });
    }
  }
}

/** Why the figure may not make this kind of move now (before any geometry), or null. */
function blockedRefusal(state: SbhState, figure: Figure, mode: MoveMode): Refusal | null {
  const fs = figStateOf(state, figure.id);
  const base = { moverFigureId: figure.id };
  if (fs.bound) return refusal('sbh.move.bound', 'SBH-GAP-10', `${figure.name} is bound and cannot move until freed`, base);
  if (fs.fallen) return refusal('sbh.move.fallen', 'SBH-GAP-10', `${figure.name} has fallen: stand up first (1 action)`, base);
  const engaged = enemiesInContact(state, figure.id);
  if (mode === 'move' && engaged.length > 0) {
    return refusal('sbh.move.inMelee', 'SBH-GAP-05', `${figure.name} is in base contact with an enemy: only breaking away (2 actions) takes it out`, base);
  }
  if (mode === 'breakAway' && engaged.length === 0) {
    return refusal('sbh.move.notInMelee', 'SBH-GAP-05', `${figure.name} touches no enemy: there is nothing to break away from (move instead)`, base);
  }
  return null;
}

interface Plan {
  readonly figure: Figure;
  readonly verdict: MoveVerdict;
}

/** The path's one point (the end), or a refusal. */
function readEnd(action: Action, figure: Figure): Vec2 | Refusal {
  const path = readMovePath(action);
  if (!path.ok) return refusal('sbh.move.badPath', 'SBH-GAP-05', `cannot move: ${path.why}`, { moverFigureId: figure.id, why: path.why });
  if (path.path.length > 1) return refusal('sbh.move.straight', 'SBH-GAP-05', 'one action moves in a straight line', { moverFigureId: figure.id });
  return path.path[0]!;
}

/**
 * Where a move or a break away ends: the exact drop point when it is fine, else (a move whose cell
 * the area reaches) the cell's centre. Null with the refusal when it is not allowed.
 */
function planMove(state: SbhState, action: Action, mode: MoveMode): Plan | Refusal {
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return refusal('sbh.move.needsFigure', 'SBH-GAP-05', 'a move names the figure that moves');
  const end = readEnd(action, figure);
  if ('reasonKey' in end) return end;
  const given = givenSurface(state, action);
  if (given === 'bad') return refusal('sbh.move.badSurface', 'SBH-GAP-05', `cannot move: ${figure.name} would not stand on that surface there`, { moverFigureId: figure.id });
  const blocked = blockedRefusal(state, figure, mode);
  if (blocked !== null) return blocked;
  const ctx = moveContext(state, figure, mode);
  const area: MovementArea | null = mode === 'move' ? sbhMovementArea(state, figure.id) : null;
  if (area === null) {
    const v = judgeMove(ctx, end, given);
    return v.ok ? { figure, verdict: v } : problemRefusal(state, figure, v.problem);
  }
  // The board's lookup: the drop's surface is the one named, else the highest layer reaching the cell.
  const surface = given !== undefined ? given : destinationSurface(area, end, surfaceAt(state.scenario, figure, end));
  const layer = area.layers.find((l) => l.surfaceId === surface);
  const index = cellIndexAt(area, end);
  const inArea = layer !== undefined && index >= 0 && layer.tiers[index] === REACH.sure;
  const exact = judgeMove(ctx, end, surface);
  // The drop itself when it is fine, shaded or not: a drop within the stick is never refused because
  // its cell's centre lies beyond it (issue 13, bug 3). Old saves hold only accepted drops, which
  // this leaves as they were (an exact drop in a shaded cell, else that cell's centre).
  if (exact.ok) return { figure, verdict: exact };
  if (inArea) {
    const centre = judgeMove(ctx, cellCentreAt(area, index), surface);
    if (centre.ok) return { figure, verdict: centre };
  }
  if (!exact.ok) return problemRefusal(state, figure, exact.problem);
  // The point itself would do, but its cell's centre does not: the area (what the board shades) decides.
  const centre = index >= 0 ? judgeMove(ctx, cellCentreAt(area, index), surface) : null;
  if (centre !== null && !centre.ok) return problemRefusal(state, figure, centre.problem);
  return refusal('sbh.move.outOfReach', 'SBH-GAP-05', `cannot move: ${figure.name} cannot reach that spot with one straight move`, { moverFigureId: figure.id });
}

const isRefusal = (p: Plan | Refusal): p is Refusal => 'reasonKey' in p;

function modeOf(action: Action): MoveMode {
  return action.type === BREAK_AWAY ? 'breakAway' : 'move';
}

function check(state: SbhState, action: Action): Refusal | null {
  if (action.type === STAND_UP) {
    const figure = figureOf(state, action.figureId);
    if (figure === undefined) return refusal('sbh.move.needsFigure', 'SBH-GAP-10', 'say which figure stands up');
    const fs = figStateOf(state, figure.id);
    if (fs.bound) return refusal('sbh.move.bound', 'SBH-GAP-10', `${figure.name} is bound and cannot move until freed`, { moverFigureId: figure.id });
    if (!fs.fallen) return refusal('sbh.move.notFallen', 'SBH-GAP-10', `${figure.name} is already standing`, { moverFigureId: figure.id });
    return null;
  }
  const plan = planMove(state, action, modeOf(action));
  return isRefusal(plan) ? plan : null;
}

function resolve(state: SbhState, action: Action, ctx: ResolveContext): { state: SbhState; events?: readonly GameEvent[] } {
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return { state };
  if (action.type === STAND_UP) {
    let next = withFigState(state, figure.id, { fallen: false });
    if (figure.stance === 'prone') next = withFigure(next, figure.id, { stance: 'standing' });
    ctx.emit({ type: 'sbh.movement.stoodUp', ruleId: 'SBH-GAP-10', figureIds: [figure.id], params: { figureId: figure.id } });
    return { state: next };
  }
  const mode = modeOf(action);
  const plan = planMove(state, action, mode);
  if (isRefusal(plan)) return { state };
  const v = plan.verdict;
  let next = withFigure(state, figure.id, { x: v.end.x, y: v.end.y, standsOn: v.endSurface });
  const params = { figureId: figure.id, lengthIn: round3(v.lengthIn), stick: v.stick, difficult: v.difficult };
  ctx.emit({ type: mode === 'breakAway' ? 'sbh.movement.brokeAway' : 'sbh.movement.moved', ruleId: v.difficult ? 'SBH-GAP-09' : 'SBH-GAP-05', figureIds: [figure.id], params });
  if (v.chargeTargetId !== null) {
    ctx.emit({ type: 'sbh.movement.charged', ruleId: 'SBH-GAP-05', figureIds: [figure.id, ...v.contactIds], params: { figureId: figure.id, targetFigureId: v.chargeTargetId } });
    // SBH-CHARGE-1..3: a charged shooter answers first (the state before the move judges sight).
    const reaction = chargeReactionOf(state, figure.id, v.end, v.chargeTargetId);
    if (reaction !== null) {
      next = withFlow(next, { pendingReaction: reaction });
      ctx.emit({
        type: 'sbh.movement.reaction', ruleId: reaction.noShot ? 'SBH-CHARGE-3' : 'SBH-CHARGE-2', figureIds: [reaction.targetId, figure.id],
        params: { targetFigureId: reaction.targetId, chargerFigureId: figure.id, noShot: reaction.noShot },
      });
    }
    // SBH-GAP-08: charged by a terrifying enemy, each charged figure tests morale.
    if (hasFlag(figure, 'terror')) {
      next = queueMorale(next, v.contactIds.map((id) => ({ figureId: id, reasonKey: 'sbh.morale.why.terror', ruleId: 'SBH-GAP-08' })));
    }
  }
  return { state: next };
}

function describe(state: SbhState, action: Action): ActionDescription {
  const figure = figureOf(state, action.figureId);
  if (action.type === STAND_UP) return { labelKey: 'sbh.action.standUp', params: { figureId: action.figureId ?? null } };
  const mode = modeOf(action);
  const labelKey = mode === 'breakAway' ? 'sbh.action.breakAway' : 'sbh.action.move';
  // A break away names the enemies it leaves (issue 13, bug 10: "Break away from Urk"), read from the
  // state before the action: label data only, what the action does is unchanged.
  const from: Record<string, JsonValue> = mode === 'breakAway' && figure !== undefined ? { fromFigureIds: enemiesInContact(state, figure.id) } : {};
  const plain = { labelKey, params: { moverFigureId: action.figureId ?? null, lengthIn: null, stick: null, ...from } };
  if (figure === undefined) return plain;
  let plan: Plan | Refusal;
  try {
    plan = planMove(state, action, mode);
  } catch {
    return plain;
  }
  if (isRefusal(plan)) return plain;
  const v = plan.verdict;
  if (mode === 'move' && v.chargeTargetId !== null) {
    return { labelKey: 'sbh.action.charge', params: { moverFigureId: figure.id, targetFigureId: v.chargeTargetId, lengthIn: round3(v.lengthIn), stick: v.stick } };
  }
  return { labelKey, params: { moverFigureId: figure.id, lengthIn: round3(v.lengthIn), stick: v.stick, ...from } };
}

/** Break-away ends: straight away from the enemies it touches, else the longest of eight compass directions. */
export function breakAwayCandidates(state: SbhState, figureId: string): Action[] {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return [];
  const engaged = enemiesInContact(state, figureId);
  if (engaged.length === 0) return [];
  const action = (to: Vec2): Action => ({ type: BREAK_AWAY, side: figure.side, figureId, params: { path: [{ x: round3(to.x), y: round3(to.y) }] } });
  if (figStateOf(state, figureId).fallen || figStateOf(state, figureId).bound) return [action({ x: figure.x, y: figure.y - 1 })];
  const ctx = moveContext(state, figure, 'breakAway');
  let ax = 0;
  let ay = 0;
  for (const id of engaged) {
    const e = figureOf(state, id)!;
    const d = Math.hypot(figure.x - e.x, figure.y - e.y) || 1;
    ax += (figure.x - e.x) / d;
    ay += (figure.y - e.y) / d;
  }
  const dirs: Vec2[] = [];
  if (Math.hypot(ax, ay) > 1e-9) dirs.push({ x: ax / Math.hypot(ax, ay), y: ay / Math.hypot(ax, ay) });
  for (let k = 0; k < 8; k++) dirs.push({ x: Math.sin((k * Math.PI) / 4), y: -Math.cos((k * Math.PI) / 4) });
  let best: { to: Vec2; len: number } | null = null;
  for (const [i, u] of dirs.entries()) {
    for (let len = ctx.stickIn; len >= 0.25; len -= 0.25) {
      const to = { x: figure.x + u.x * len, y: figure.y + u.y * len };
      if (judgeMove(ctx, { x: round3(to.x), y: round3(to.y) }).ok) {
        if (best === null || len > best.len + 1e-9) best = { to, len };
        break;
      }
    }
    // Straight away from the enemies, when it works, is the one offered.
    if (i === 0 && best !== null && Math.hypot(ax, ay) > 1e-9) break;
  }
  return best === null ? [] : [action(best.to)];
}

/**
 * A few moves for candidate lists (the board's drag makes the real ones): the farthest cell of the
 * area towards each of the eight compass points, and a charge at each enemy the area reaches.
 */
export function moveCandidates(state: SbhState, figureId: string): Action[] {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return [];
  const area = sbhMovementArea(state, figureId);
  if (area === null) return [];
  const best = new Array<{ d: number; p: Vec2; surface: string | null } | undefined>(8);
  for (const layer of area.layers) {
    for (let i = 0; i < layer.tiers.length; i++) {
      if (layer.tiers[i] !== REACH.sure) continue;
      const p = cellCentreAt(area, i);
      const dx = p.x - figure.x;
      const dy = p.y - figure.y;
      const k = (Math.round(Math.atan2(dy, dx) / (Math.PI / 4)) + 8) % 8;
      const d = Math.hypot(dx, dy);
      const cur = best[k];
      if (cur === undefined || d > cur.d) best[k] = { d, p, surface: layer.surfaceId };
    }
  }
  const out: Action[] = [];
  for (const b of best) if (b !== undefined) out.push(moveAction(figure, [b.p], b.surface));
  for (const e of state.scenario.figures) {
    if (e.side === figure.side) continue;
    const i = cellIndexAt(area, e);
    if (i < 0) continue;
    const layer = area.layers.find((l) => l.tiers[i] === REACH.sure);
    if (layer === undefined) continue;
    const p = cellCentreAt(area, i);
    out.push(moveAction(figure, [p], layer.surfaceId));
  }
  return out;
}

function candidates(state: SbhState, figureId: string): Action[] {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return [];
  const fs = figStateOf(state, figureId);
  const out: Action[] = [];
  if (fs.fallen) out.push({ type: STAND_UP, side: figure.side, figureId });
  out.push(...breakAwayCandidates(state, figureId));
  out.push(...moveCandidates(state, figureId));
  return out;
}

/**
 * The drag's preview of a move or a break away: `check`'s verdict and one line with the length the
 * move comes to where it ends (the drop, its snap into contact, or its cell's centre) — `lengthIn`
 * and `costIn` (the same: one straight move), the number the log will show.
 */
function preview(state: SbhState, action: Action): ActionPreview | null {
  if (action.type === STAND_UP) return null;
  const plan = planMove(state, action, modeOf(action));
  if (isRefusal(plan)) return { refusal: plan, lines: [], chances: [] };
  const lengthIn = round3(plan.verdict.lengthIn);
  return { refusal: null, lines: [{ labelKey: describe(state, action).labelKey, params: { moverFigureId: plan.figure.id, lengthIn, costIn: lengthIn } }], chances: [] };
}

export const movementHandler: SbhActionHandler = {
  types: [MOVE_ACTION, STAND_UP, BREAK_AWAY],
  check,
  resolve,
  describe,
  preview,
  candidates,
  cost: (_state, action) => (action.type === BREAK_AWAY ? 2 : 1),
};
