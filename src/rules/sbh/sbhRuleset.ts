/**
 * The SBH ruleset: options, profiles, the turn (sbhFlow.ts) and a router that hands each action to
 * its family's handler after the checks every family shares:
 *   - while a charge waits for the charged figure's answer, only the reactions are allowed;
 *   - an action that costs actions belongs to the figure being activated and needs that many left;
 *     its one attack per activation (SBH-GAP-05);
 * and after every accepted action: the cost is spent, an activation with nothing left ends (a
 * turnover passes the turn), then the hooks run (morale tests waiting, the end of the game), and
 * `actors` follow the flow.
 */
import type { ActionDescription, ActionPreview, MovementArea, ResolveContext, Ruleset } from '../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../engine/state';
import { refusal } from '../../engine/state';
import { endActivation, sbhSetup, withActors } from './sbhFlow';
import { SBH_OPTIONS, sbhOptions } from './sbhOptions';
import { sbhProfileProblems } from './sbhProfile';
import type { SbhActionHandler, SbhState } from './sbhState';
import { activeSide, figStateOf, figureOf } from './sbhState';
import type { SbhFigState, SbhFlow } from './sbhTypes';
import { SBH_ID } from './sbhTypes';

/** The reactions to a charge (SBH-CHARGE-1/2): the only actions while one is pending. */
export const REACTION_ACTIONS: readonly string[] = ['reactShoot', 'reactMelee'];

export interface SbhParts {
  readonly handlers: readonly SbhActionHandler[];
  /** After every accepted action, in order, with dice (morale tests waiting, the end of the game). */
  readonly afterResolve: readonly ((state: SbhState, action: Action, ctx: ResolveContext) => SbhState)[];
  readonly movementArea?: (state: SbhState, figureId: string) => MovementArea | null;
  readonly figureStatus?: (state: SbhState, figureId: string) => ActionDescription[];
  /** The line-of-sight tool's verdict (combat/sightVerdict.ts) and the Measure tool's sticks. */
  readonly sightVerdict?: Ruleset<SbhFlow, SbhFigState>['sightVerdict'];
  readonly measureBands?: Ruleset<SbhFlow, SbhFigState>['measureBands'];
  /** Side actions (end the turn…): listed by the activation family. */
  readonly sideActions: (state: SbhState, side: string) => Action[];
}

/**
 * A fallen figure lies on the table (SBH-GAP-10): its stance is `prone`, so line of sight sees it
 * lying down and the board draws it so; standing up makes it `standing` again. The families set
 * `fallen`; this keeps the one stance every other part of the program reads in step with it.
 */
export function withFallenStances(state: SbhState): SbhState {
  let changed = false;
  const figures = state.scenario.figures.map((f) => {
    const stance = figStateOf(state, f.id).fallen ? 'prone' : 'standing';
    if (f.stance === stance) return f;
    changed = true;
    return { ...f, stance } as const;
  });
  return changed ? { ...state, scenario: { ...state.scenario, figures } } : state;
}

export function routerRefusal(state: SbhState, a: Action, handler: SbhActionHandler): Refusal | null {
  const pending = state.flow.pendingReaction;
  if (pending !== null && !REACTION_ACTIONS.includes(a.type)) {
    return refusal('sbh.reactionPending', 'SBH-CHARGE-1', `first ${figureOf(state, pending.targetId)?.name ?? pending.targetId} answers the charge`, { targetFigureId: pending.targetId });
  }
  const cost = handler.cost(state, a);
  if (cost === 0) return null;
  const act = state.flow.activation;
  if (act === null || act.figureId !== a.figureId) {
    return refusal('sbh.notActivated', 'SBH-GAP-03', 'activate this figure first (roll 1, 2 or 3 dice against its Quality)', { figureId: a.figureId ?? '' });
  }
  if (act.actionsLeft < cost) {
    return refusal('sbh.notEnoughActions', 'SBH-GAP-05', `that takes ${cost} actions; ${act.actionsLeft} left`, { cost, left: act.actionsLeft });
  }
  if (handler.isAttack?.(a) === true && act.attacked) {
    return refusal('sbh.oneAttack', 'SBH-GAP-05', 'only one attack per activation', { figureId: a.figureId ?? '' });
  }
  return null;
}

export function makeSbhRuleset(parts: SbhParts): Ruleset<SbhFlow, SbhFigState> {
  const byType = new Map<string, SbhActionHandler>();
  for (const h of parts.handlers) for (const t of h.types) byType.set(t, h);

  function check(state: SbhState, a: Action): Refusal | null {
    const handler = byType.get(a.type);
    if (handler === undefined) return refusal('sbh.unknownAction', 'SBH-GAP-03', `SBH has no action "${a.type}"`, { type: a.type });
    return routerRefusal(state, a, handler) ?? handler.check(state, a);
  }

  return {
    id: SBH_ID,
    options: SBH_OPTIONS,
    profileProblems: sbhProfileProblems,
    setup: (scenario, options, ctx) => sbhSetup(scenario, sbhOptions(options), ctx),
    candidateActions: (state, figureId) => parts.handlers.flatMap((h) => h.candidates(state, figureId)),
    check,
    resolve(state, a, ctx) {
      const handler = byType.get(a.type);
      if (handler === undefined) return { state };
      const cost = handler.cost(state, a);
      const attack = handler.isAttack?.(a) === true;
      const r = handler.resolve(state, a, ctx);
      let next = r.state;
      const act = next.flow.activation;
      if ((cost > 0 || attack) && act !== null && act.figureId === a.figureId) {
        next = { ...next, flow: { ...next.flow, activation: { ...act, actionsLeft: Math.max(0, act.actionsLeft - cost), attacked: act.attacked || attack } } };
      }
      // Nothing left to do (or the figure is gone), and no charge waiting for its answer: the
      // activation ends, and a turnover passes the turn. (An activation rolled with no successes ends at once.)
      const left = next.flow.activation;
      if (left !== null && next.flow.pendingReaction === null && (left.actionsLeft === 0 || figureOf(next, left.figureId) === undefined)) next = endActivation(next, ctx);
      for (const after of parts.afterResolve) if (next.outcome === null) next = after(next, a, ctx);
      const events: readonly GameEvent[] = r.events ?? [];
      return { state: withActors(withFallenStances(next)), events };
    },
    describeFlow(state) {
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
    },
    sideActions: (state, side) => parts.sideActions(state, side),
    describeAction(state, action): ActionDescription {
      const handler = byType.get(action.type);
      return handler === undefined ? { labelKey: 'sbh.action.unknown', params: { type: action.type } } : handler.describe(state, action);
    },
    previewAction(state, action): ActionPreview | null {
      const handler = byType.get(action.type);
      if (handler?.preview === undefined) return null;
      const p = handler.preview(state, action);
      // The router's own refusals come first, as in `check`.
      const routed = p === null ? null : routerRefusal(state, action, handler);
      return p === null || routed === null ? p : { ...p, refusal: routed };
    },
    ...(parts.movementArea === undefined ? {} : { movementArea: parts.movementArea }),
    ...(parts.figureStatus === undefined ? {} : { figureStatus: parts.figureStatus }),
    ...(parts.sightVerdict === undefined ? {} : { sightVerdict: parts.sightVerdict }),
    ...(parts.measureBands === undefined ? {} : { measureBands: parts.measureBands }),
  };
}
