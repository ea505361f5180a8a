/**
 * The movement actions (BP-GAP-04, -06, -11, BP-REACT-1): `move`, `run`, `crawl` (a Suppressed
 * fighter) and `charge` (must end in base contact with its target: `targetIds[0]`, or `params.targetId`;
 * `params.runningCharge: true` charges at the run). The actor (`figureId`) is a lone fighter or a
 * Group; `params.path` is the board's move intent (inches, the points after the start).
 *
 * A Group moves all its members in action: the path is its Leader's (or, with none in action, its
 * first member's), each member's path that path translated by the member's offset from the Leader,
 * so the Group keeps its shape. Each member is checked by `checkBpMove` on a table without the other
 * movers (they move with it); in a charge only the reference figure must reach contact, the others
 * move (or run) as far. A Suppressed member can only crawl, so a Group with one is refused a move
 * (its verdict) — DECISION, left for the lead to revisit.
 *
 * Check: the movement verdict (cm in the refusal's params), then the action test's cost. Resolve:
 * `payAction`; on a pass, if some reacting side may react (reaction/reactionOpportunity.ts) or the
 * option `reactionPrompt` is `everyMove`, the move waits in `flow.pendingMove` and the reacting side
 * acts; else the movers go to their ends at once (pendingMove.ts `placeMovers`), running marked.
 */
import { moveAction } from '../../../engine/intents';
import { cellCentreAt } from '../../../engine/movementArea';
import type { ActionPreview, MovementArea, ResolveContext } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { Vec2 } from '../../../geometry/point';
import type { BpState, PendingMove } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { apOf, reactingSidesOf, withBpActors } from '../flow/flowAccess';
import { markRunning } from '../flow/running';
import { actorFigureIds, groupLeaderId, sideActorIds, unitById } from '../groups/bpGroup';
import type { BpMoveMode, PathVerdict } from '../movement';
import { bpMovementArea, chargeEndToward, checkBpMove } from '../movement';
import { cmParam } from '../movement/moveRefusals';
import { referencePath } from './movePath';
import { mergeRunReach } from '../movement/runReach';
import { optionsOf } from '../profile/bpOptions';
import { reactionOpportunity } from '../reaction/reactionOpportunity';
import type { BpFamily } from './actionSpend';
import { actionTestChance, actorRefusal, actorSideOf, actorSpent, checkPay, payAction } from './actionSpend';
import { placeMovers } from './pendingMove';
import { meleePreview } from '../melee/meleePreview';

export const MOVE_TYPES = ['move', 'run', 'crawl', 'charge'] as const;
type MoveKind = (typeof MOVE_TYPES)[number];
const kindOf = (type: string): MoveKind => (MOVE_TYPES as readonly string[]).includes(type) ? (type as MoveKind) : 'move';

interface MemberMove { readonly id: string; readonly start: Vec2; readonly path: readonly Vec2[]; readonly verdict: PathVerdict }
export interface MovePlan { readonly actorId: string; readonly kind: MoveKind; readonly referenceId: string; readonly members: readonly MemberMove[]; readonly targetId: string | null; readonly running: boolean }

export const targetOf = (action: Action): string | null => action.targetIds?.[0] ?? (typeof action.params?.targetId === 'string' ? action.params.targetId : null);
/** The reference figure of an actor's move: a Group's Leader in action, else its first member. */
export function referenceOf(state: BpState, actorId: string, figureIds: readonly string[]): string {
  const unit = unitById(state.scenario, actorId);
  const leader = unit === undefined ? null : groupLeaderId(state.scenario, unit);
  return leader !== null && figureIds.includes(leader) ? leader : figureIds[0]!;
}

/** The move as it would be made, every member checked, or the first refusal. */
export function planMove(state: BpState, action: Action): MovePlan | Refusal {
  const kind = kindOf(action.type);
  const actorId = action.figureId ?? '';
  const figureIds = actorFigureIds(state, actorId);
  if (figureIds.length === 0) return refusal('blackpowder.action.noActor', 'BP-GAP-03', 'the action names none of the side\'s fighters or Groups', { actorFigureId: actorId });
  const refId = referenceOf(state, actorId, figureIds);
  const read = referencePath(state, action, refId);
  if (!read.ok) return read.refusal;
  const targetId = kind === 'charge' ? targetOf(action) : null;
  const targets = targetId === null ? [] : actorFigureIds(state, targetId);
  if (kind === 'charge' && (targetId === null || targets.length === 0 || actorSideOf(state, targetId) === actorSideOf(state, actorId))) {
    return refusal('blackpowder.charge.noTarget', 'BP-GAP-04', 'a charge names an enemy fighter or Group in action to charge', { targetFigureId: targetId });
  }
  const runningCharge = action.params?.runningCharge === true;
  const figs = new Map(state.scenario.figures.map((f) => [f.id, f]));
  const ref = figs.get(refId)!;
  const members: MemberMove[] = [];
  for (const id of [refId, ...figureIds.filter((x) => x !== refId)]) {
    const f = figs.get(id)!;
    const dx = f.x - ref.x;
    const dy = f.y - ref.y;
    const path = read.path.map((p) => ({ x: p.x + dx, y: p.y + dy }));
    const others = new Set(figureIds.filter((x) => x !== id));
    const scenario = others.size === 0 ? state.scenario : { ...state.scenario, figures: state.scenario.figures.filter((x) => !others.has(x.id)) };
    const fs = bpFigStateOf(state, id);
    const mode: BpMoveMode = kind === 'charge' && id !== refId ? (runningCharge ? 'run' : 'move') : kind;
    const verdict = checkBpMove({ scenario, figureId: id, flags: { suppressed: fs.suppressed, horseWounded: fs.horseWounded }, mode, options: optionsOf(state), runningCharge }, path);
    if (!verdict.ok) return verdict.refusal;
    if (id === refId && kind === 'charge' && !verdict.contactIds.some((c) => targets.includes(c))) {
      return refusal('blackpowder.charge.notTarget', 'BP-GAP-04', `the charge does not end in base contact with ${targetId}`, { targetFigureId: targetId });
    }
    members.push({ id, start: { x: f.x, y: f.y }, path: [...path.slice(0, -1), verdict.end], verdict });
  }
  return { actorId, kind, referenceId: refId, members, targetId, running: members[0]!.verdict.running };
}

const isRefusal = (p: MovePlan | Refusal): p is Refusal => 'reasonKey' in p;
/** Whether the move waits for reactions: some reacting side may react, or the option asks at every move. */
export function asksReaction(state: BpState, plan: MovePlan): boolean {
  const sides = reactingSidesOf(state.flow);
  if (sides.length === 0) return false;
  if (optionsOf(state).reactionPrompt === 'everyMove') return true;
  const figs = new Map(state.scenario.figures.map((f) => [f.id, f]));
  const moves = plan.members.map((m) => ({ mover: figs.get(m.id)!, start: m.start, path: m.path }));
  const chargedIds = plan.targetId === null ? [] : [plan.targetId, ...actorFigureIds(state, plan.targetId)];
  return sides.some((side) => {
    const reactors = sideActorIds(state, side).map((actorId) => ({ actorId, figureIds: actorFigureIds(state, actorId) }));
    const loadedIds = reactors.flatMap((r) => r.figureIds).filter((id) => { const fs = bpFigStateOf(state, id); return fs.loaded && !fs.suppressed; });
    return reactionOpportunity({ scenario: state.scenario, reactors, moves, loadedIds, apLeft: apOf(state.flow, side), triedIds: state.flow.reacted, chargedIds }).possible;
  });
}

function resolve(state: BpState, action: Action, ctx: ResolveContext): { state: BpState } {
  const plan = planMove(state, action);
  if (isRefusal(plan)) return { state };
  const paid = payAction(state, plan.actorId, ctx);
  if (!paid.passed) return { state: paid.state };
  const lengthCm = cmParam(plan.members[0]!.verdict.lengthIn);
  if (asksReaction(paid.state, plan)) {
    const pending: PendingMove = {
      actorId: plan.actorId, sideId: action.side, kind: plan.kind,
      path: [plan.members[0]!.start, ...plan.members[0]!.path],
      memberPaths: Object.fromEntries(plan.members.map((m) => [m.id, [m.start, ...m.path]])),
      chargeTargetId: plan.targetId, passedSideIds: [], params: action.params ?? {},
    };
    ctx.emit({ type: 'blackpowder.movePending', ruleId: 'BP-REACT-1', figureIds: plan.members.map((m) => m.id), params: { actorFigureId: plan.actorId, kind: plan.kind, lengthCm } });
    return { state: withBpActors({ ...paid.state, flow: { ...paid.state.flow, pendingMove: pending } }) };
  }
  let next = placeMovers(paid.state, Object.fromEntries(plan.members.map((m) => [m.id, m.verdict.end])));
  if (plan.running) next = markRunning(next, [plan.actorId, ...plan.members.map((m) => m.id)]);
  // BP-GAP-12: a charge that arrived fights its melee after this action (melee/meleeAfterAction.ts).
  if (plan.kind === 'charge' && plan.targetId !== null) next = { ...next, flow: { ...next.flow, meleeDue: { chargerId: plan.actorId, targetId: plan.targetId } } };
  ctx.emit({ type: 'blackpowder.moved', ruleId: plan.kind === 'crawl' ? 'BP-GAP-11' : 'BP-GAP-04', figureIds: plan.members.map((m) => m.id), params: { actorFigureId: plan.actorId, kind: plan.kind, lengthCm } });
  return { state: next };
}

function check(state: BpState, action: Action): Refusal | null {
  const plan = planMove(state, action);
  if (isRefusal(plan)) return plan;
  const pay = checkPay(state, plan.actorId);
  return pay.ok ? null : pay.refusal;
}

function preview(state: BpState, action: Action): ActionPreview | null {
  const plan = planMove(state, action);
  if (isRefusal(plan)) return { refusal: plan, lines: [], chances: [] };
  const v = plan.members[0]!.verdict;
  const chance = actionTestChance(state, plan.actorId);
  const pay = checkPay(state, plan.actorId);
  return {
    refusal: pay.ok ? null : pay.refusal,
    lines: [{ labelKey: 'blackpowder.preview.move', params: { actorFigureId: plan.actorId, kind: plan.kind, lengthCm: cmParam(v.lengthIn), costCm: cmParam(v.costIn), maxCm: cmParam(v.allowanceIn), lengthIn: v.lengthIn, costIn: v.costIn, ...(plan.running ? { tier: REACH.run } : {}) } }],
    chances: [...(chance === null ? [] : [chance]), ...(plan.kind === 'charge' && plan.targetId !== null ? meleePreview(state, plan.actorId, plan.targetId) : [])],
  };
}

/** The reach of a lone actor's (or a Group's reference figure's) plain move now, for the board and random streams. */
export function moveAreaOf(state: BpState, actorId: string): MovementArea | null {
  const figureIds = actorFigureIds(state, actorId);
  if (figureIds.length === 0) return null;
  const refId = referenceOf(state, actorId, figureIds);
  const fs = bpFigStateOf(state, refId);
  return bpMovementArea({ scenario: state.scenario, figureId: refId, flags: { suppressed: fs.suppressed, horseWounded: fs.horseWounded }, mode: fs.suppressed ? 'crawl' : 'move', options: optionsOf(state) });
}

/** The reach the board shades (movement/runReach.ts): a Move's reach and, beyond, a Run's; a Suppressed fighter's crawl alone. */
export function boardReachOf(state: BpState, actorId: string): MovementArea | null {
  const plain = moveAreaOf(state, actorId);
  const figureIds = actorFigureIds(state, actorId);
  if (figureIds.length === 0) return plain;
  const refId = referenceOf(state, actorId, figureIds);
  const fs = bpFigStateOf(state, refId);
  if (fs.suppressed) return plain;
  const run = bpMovementArea({ scenario: state.scenario, figureId: refId, flags: { suppressed: false, horseWounded: fs.horseWounded }, mode: 'run', options: optionsOf(state) });
  return mergeRunReach(plain, run);
}

/** A few sampled moves: the farthest cell of the reach in four directions (as a move, or a run to twice as far), and a charge at the nearest enemy. */
function candidates(state: BpState, pieceId: string): Action[] {
  const side = actorSideOf(state, pieceId);
  if (side === undefined || actorRefusal(state, { type: 'move', side, figureId: pieceId }) !== null || actorSpent(state, pieceId)) return [];
  const area = moveAreaOf(state, pieceId);
  if (area === null) return [];
  const refId = referenceOf(state, pieceId, actorFigureIds(state, pieceId));
  const ref = state.scenario.figures.find((f) => f.id === refId)!;
  const crawl = bpFigStateOf(state, refId).suppressed;
  const best: ({ d: number; p: Vec2 } | undefined)[] = [undefined, undefined, undefined, undefined];
  const layer = area.layers[0];
  for (let i = 0; layer !== undefined && i < layer.tiers.length; i++) {
    if (layer.tiers[i] !== REACH.sure) continue;
    const p = cellCentreAt(area, i);
    const k = (Math.round(Math.atan2(p.y - ref.y, p.x - ref.x) / (Math.PI / 2)) + 4) % 4;
    const d = Math.hypot(p.x - ref.x, p.y - ref.y);
    if (best[k] === undefined || d > best[k]!.d) best[k] = { d, p };
  }
  const out: Action[] = [];
  const as = (type: string, to: Vec2): Action => ({ ...moveAction({ id: pieceId, side }, [to]), type });
  for (const b of best) {
    if (b === undefined || b.d < 0.5) continue;
    out.push(as(crawl ? 'crawl' : 'move', b.p));
    if (!crawl) out.push(as('run', { x: ref.x + 2 * (b.p.x - ref.x) * 0.9, y: ref.y + 2 * (b.p.y - ref.y) * 0.9 }));
  }
  const enemies = state.scenario.figures.filter((f) => f.side !== side && !bpFigStateOf(state, f.id).outOfAction);
  const near = enemies.sort((a, b) => Math.hypot(a.x - ref.x, a.y - ref.y) - Math.hypot(b.x - ref.x, b.y - ref.y))[0];
  const end = near === undefined || crawl ? null : chargeEndToward(ref, near);
  if (near !== undefined && end !== null) out.push({ ...as('charge', end), targetIds: [near.id] });
  return out;
}

export const moveFamily: BpFamily = {
  types: MOVE_TYPES,
  actorAction: true,
  check,
  resolve,
  describe: (_state, action) => ({ labelKey: `blackpowder.action.${kindOf(action.type)}`, params: { actorFigureId: action.figureId ?? null, targetFigureId: targetOf(action) } }),
  candidates,
  preview,
};
