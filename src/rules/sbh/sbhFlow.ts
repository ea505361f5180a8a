/**
 * The SBH turn (SBH-GAP-03): set-up (who plays first), the end of an activation and the passing of
 * the turn. The actions that drive it (`activate`, `endActivation`, `endTurn`) live in
 * activation/. What the kit (engine/kit/familyRuleset.ts) asks of the turn is here too: the gate
 * every family's actions pass (a charge waiting for its answer; the activation and its actions),
 * and the hooks after every action that spend them and end an activation with nothing left.
 *
 * `state.turn` counts rounds: it goes up when play comes back to the first player. A figure's
 * `activated` is cleared when its side's turn begins. The turn passes after a turnover activation,
 * when the player ends it, or by itself when no figure of the side may still activate.
 */
import type { AfterAction, Gate } from '../../engine/kit/familyRuleset';
import { figureOf } from '../../engine/kit/pieceState';
import type { Scenario } from '../../engine/model';
import type { FlowDescription, ResolveContext } from '../../engine/ruleset';
import { refusal } from '../../engine/state';
import type { SbhOptions } from './sbhOptions';
import { pointsOf } from './sbhProfile';
import type { SbhActionHandler, SbhFigState, SbhFlow, SbhState } from './sbhTypes';
import { activeSide, figStateOf, freshSbhFigState } from './sbhTypes';

export function sbhSetup(scenario: Scenario, options: SbhOptions, ctx: ResolveContext): { flow: SbhFlow; figureState: Record<string, SbhFigState>; actors: string[]; turn: number } {
  const sides = scenario.sides.map((s) => s.id);
  let order = sides;
  if (options.firstPlayer === 'rollOff' && sides.length > 1) {
    // A d6 each, the highest plays first; ties roll again (all tied sides).
    let tied = sides;
    for (let round = 0; round < 50 && tied.length > 1; round++) {
      const faces = tied.map((s) => ctx.roll({ count: 1, sides: 6, purpose: 'sbh.firstPlayer', ruleId: 'SBH-GAP-03', figureIds: [], params: { rollerSideId: s } })[0] ?? 0);
      const best = Math.max(...faces);
      tied = tied.filter((_, i) => faces[i] === best);
    }
    const first = tied[0] ?? sides[0]!;
    const i = sides.indexOf(first);
    order = [...sides.slice(i), ...sides.slice(0, i)];
    ctx.emit({ type: 'sbh.firstPlayer', ruleId: 'SBH-GAP-03', params: { sideSideId: first } });
  }
  const count = (s: string) => scenario.figures.filter((f) => f.side === s).length;
  const points = (s: string) => scenario.figures.filter((f) => f.side === s).reduce((t, f) => t + pointsOf(f), 0);
  const flow: SbhFlow = {
    order, active: 0, activation: null, turnover: false, pendingReaction: null, pendingMorale: [], casualties: [],
    startingCounts: Object.fromEntries(sides.map((s) => [s, count(s)])),
    startingPoints: Object.fromEntries(sides.map((s) => [s, points(s)])),
    halvedSides: [],
  };
  return { flow, figureState: Object.fromEntries(scenario.figures.map((f) => [f.id, { ...freshSbhFigState(), fallen: f.stance === 'prone' }])), actors: [order[0] ?? ''], turn: 1 };
}

/** Actors follow the flow: the charged side while a reaction waits, else the side whose turn it is. */
export function actorsOf(state: SbhState): string[] {
  const { flow } = state;
  if (flow.pendingReaction !== null) {
    const target = figureOf(state, flow.pendingReaction.targetId);
    if (target !== undefined) return [target.side];
  }
  return [flow.order[flow.active] ?? ''];
}

export const withActors = (state: SbhState): SbhState => (state.outcome !== null ? { ...state, actors: [] } : { ...state, actors: actorsOf(state) });

/**
 * Whether a figure of its side may still be activated this turn: not activated yet (SBH-GAP-03:
 * once a turn) and not bound (SBH-GAP-10: it cannot act until freed). Fallen figures may: standing
 * up is their first action.
 */
export function mayActivateThisTurn(state: SbhState, figureId: string): boolean {
  const fs = figStateOf(state, figureId);
  return figureOf(state, figureId) !== undefined && !fs.activated && !fs.bound && state.flow.activation?.figureId !== figureId;
}

/** Whether any figure of the side may still be activated this turn. */
export const sideMayActivate = (state: SbhState, sideId: string): boolean =>
  state.scenario.figures.some((f) => f.side === sideId && mayActivateThisTurn(state, f.id));

/**
 * The turn passes to the next side (a turnover, the player ends it, or nobody is left to
 * activate): its figures' `activated` marks are cleared, and `turn` goes up when play comes back to
 * the first player. A side none of whose figures may activate (all bound) is passed over in the
 * same way, at most once round the table (if nobody anywhere may act, the next side keeps the turn).
 */
export function passTurn(state: SbhState, ctx: ResolveContext, ruleId = 'SBH-GAP-03'): SbhState {
  let next = passOnce(state, ctx, ruleId);
  for (let i = 1; i < state.flow.order.length && !sideMayActivate(next, next.flow.order[next.flow.active] ?? ''); i++) {
    next = passOnce(next, ctx, 'SBH-GAP-10');
  }
  return withActors(next);
}

function passOnce(state: SbhState, ctx: ResolveContext, ruleId: string): SbhState {
  const { flow } = state;
  const next = (flow.active + 1) % Math.max(1, flow.order.length);
  const sideId = flow.order[next] ?? '';
  const figureState = { ...state.figureState };
  for (const f of state.scenario.figures) if (f.side === sideId) figureState[f.id] = { ...figStateOf(state, f.id), activated: false };
  ctx.emit({ type: 'sbh.turnPassed', ruleId, params: { sideSideId: sideId } });
  return { ...state, turn: next === 0 ? state.turn + 1 : state.turn, figureState, flow: { ...flow, active: next, activation: null, turnover: false } };
}

/**
 * The activation is over without the turn passing: the figure is marked activated (if it is still
 * on the table) and the activation cleared; the turnover flag stays for the caller to act on.
 */
export function closeActivation(state: SbhState, ctx: ResolveContext): SbhState {
  const a = state.flow.activation;
  if (a === null) return state;
  let next: SbhState = { ...state, flow: { ...state.flow, activation: null } };
  if (figureOf(next, a.figureId) !== undefined) next = { ...next, figureState: { ...next.figureState, [a.figureId]: { ...figStateOf(next, a.figureId), activated: true } } };
  ctx.emit({ type: 'sbh.activationEnded', ruleId: 'SBH-GAP-03', params: { figureId: a.figureId } });
  return next;
}

/**
 * The activated figure is done: marked activated; after a turnover roll (two or more failures) the
 * turn passes; so it does when no figure of the side is left to activate (every one activated or
 * bound) — the player would have nothing to do but end the turn.
 */
export function endActivation(state: SbhState, ctx: ResolveContext): SbhState {
  if (state.flow.activation === null) return state;
  const next = closeActivation(state, ctx);
  if (state.flow.turnover) return passTurn(next, ctx, 'SBH-GAP-03');
  const side = next.flow.order[next.flow.active] ?? '';
  return sideMayActivate(next, side) ? withActors({ ...next, flow: { ...next.flow, turnover: false } }) : passTurn(next, ctx, 'SBH-GAP-03');
}

/** The reactions to a charge (SBH-CHARGE-1/2): the only actions while one is pending. */
export const REACTION_ACTIONS: readonly string[] = ['reactShoot', 'reactMelee'];

/**
 * The checks every family's actions pass first: while a charge waits for the charged figure's
 * answer, only the reactions (SBH-CHARGE-1); an action that costs actions belongs to the figure
 * being activated and needs that many left (SBH-GAP-03, -05); one attack per activation (SBH-GAP-05).
 */
export const turnGate: Gate<SbhState, SbhActionHandler> = (state, a, family) => {
  const pending = state.flow.pendingReaction;
  if (pending !== null && !REACTION_ACTIONS.includes(a.type)) {
    return refusal('sbh.reactionPending', 'SBH-CHARGE-1', `first ${figureOf(state, pending.targetId)?.name ?? pending.targetId} answers the charge`, { targetFigureId: pending.targetId });
  }
  const cost = family.cost(state, a);
  if (cost === 0) return null;
  const act = state.flow.activation;
  if (act === null || act.figureId !== a.figureId) {
    return refusal('sbh.notActivated', 'SBH-GAP-03', 'activate this figure first (roll 1, 2 or 3 dice against its Quality)', { figureId: a.figureId ?? '' });
  }
  if (act.actionsLeft < cost) {
    return refusal('sbh.notEnoughActions', 'SBH-GAP-05', `that takes ${cost} actions; ${act.actionsLeft} left`, { cost, left: act.actionsLeft });
  }
  if (family.isAttack?.(a) === true && act.attacked) {
    return refusal('sbh.oneAttack', 'SBH-GAP-05', 'only one attack per activation', { figureId: a.figureId ?? '' });
  }
  return null;
};

/** After an action of the activated figure: its cost (priced on the state before it) is spent, and an attack marked. */
export const spendActivation: AfterAction<SbhState, SbhActionHandler> = (next, { before, action, family }) => {
  const cost = family.cost(before, action);
  const attack = family.isAttack?.(action) === true;
  const act = next.flow.activation;
  if ((cost === 0 && !attack) || act === null || act.figureId !== action.figureId) return next;
  return { ...next, flow: { ...next.flow, activation: { ...act, actionsLeft: Math.max(0, act.actionsLeft - cost), attacked: act.attacked || attack } } };
};

/**
 * Nothing left to do (or the figure is gone), and no charge waiting for its answer: the activation
 * ends, and a turnover passes the turn. (An activation rolled with no successes ends at once.)
 */
export const endSpentActivation: AfterAction<SbhState, SbhActionHandler> = (next, _step, ctx) => {
  const left = next.flow.activation;
  if (left === null || next.flow.pendingReaction !== null) return next;
  return left.actionsLeft === 0 || figureOf(next, left.figureId) === undefined ? endActivation(next, ctx) : next;
};

export function describeSbhFlow(state: SbhState): FlowDescription {
  const act = state.flow.activation;
  const pending = state.flow.pendingReaction;
  const labelKey = pending !== null ? 'sbh.flow.reaction' : act !== null ? 'sbh.flow.activation' : 'sbh.flow.turn';
  return {
    turn: state.turn,
    labelKey,
    params: {
      activeSideId: activeSide(state) ?? null,
      figureId: act?.figureId ?? null,
      actionsLeft: act?.actionsLeft ?? 0,
      turnover: state.flow.turnover,
      targetFigureId: pending?.targetId ?? null,
    },
  };
}
