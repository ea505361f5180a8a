/**
 * Small readers and writers of an SBH game state, and the contract each family of SBH actions
 * implements (`SbhActionHandler`), so the ruleset only routes (as LOTOW's lotowState.ts).
 */
import type { Figure } from '../../engine/model';
import type { ActionDescription, ActionPreview, ResolveContext } from '../../engine/ruleset';
import type { Action, GameEvent, GameState, Refusal } from '../../engine/state';
import type { SbhOptions } from './sbhOptions';
import { sbhOptions } from './sbhOptions';
import type { SbhFigState, SbhFlow } from './sbhTypes';
import { freshSbhFigState } from './sbhTypes';

export type SbhState = GameState<SbhFlow, SbhFigState>;

export const figureOf = (state: SbhState, id: string | undefined): Figure | undefined =>
  id === undefined ? undefined : state.scenario.figures.find((f) => f.id === id);

export const figStateOf = (state: SbhState, id: string): SbhFigState => state.figureState[id] ?? freshSbhFigState();

export function withFigState(state: SbhState, id: string, patch: Partial<SbhFigState>): SbhState {
  return { ...state, figureState: { ...state.figureState, [id]: { ...figStateOf(state, id), ...patch } } };
}

export function withFigure(state: SbhState, id: string, patch: Partial<Figure>): SbhState {
  return { ...state, scenario: { ...state.scenario, figures: state.scenario.figures.map((f) => (f.id === id ? { ...f, ...patch } : f)) } };
}

export function withFlow(state: SbhState, patch: Partial<SbhFlow>): SbhState {
  return { ...state, flow: { ...state.flow, ...patch } };
}

export const optionsOf = (state: SbhState): SbhOptions => sbhOptions(state.options);

/** The side whose turn it is. */
export const activeSide = (state: SbhState): string | undefined => state.flow.order[state.flow.active];

/** One family of SBH actions: the ruleset routes by `types`. */
export interface SbhActionHandler {
  readonly types: readonly string[];
  /**
   * Why the action is not allowed now, or null. Called after the engine's checks and the router's:
   * the router has already refused actions while a reaction or nothing is pending as needed
   * (see sbhRuleset.ts `routerRefusal`).
   */
  check(state: SbhState, action: Action): Refusal | null;
  resolve(state: SbhState, action: Action, ctx: ResolveContext): { state: SbhState; events?: readonly GameEvent[] };
  describe(state: SbhState, action: Action): ActionDescription;
  candidates(state: SbhState, figureId: string): Action[];
  preview?(state: SbhState, action: Action): ActionPreview | null;
  /**
   * How many of the activation's actions it costs (0 for actions outside an activation: activate,
   * the reactions, end activation). The router checks `actionsLeft` and spends them after resolve.
   */
  cost(state: SbhState, action: Action): number;
  /** True for actions that are the activation's one attack (SBH-GAP-05: one per activation). */
  isAttack?(action: Action): boolean;
}
