/**
 * Small readers and writers of a LOTOW game state, and the contract every LOTOW action module
 * implements (`LotowActionHandler`), so the ruleset itself only routes actions.
 */
import type { Figure } from '../../engine/model';
import type { ActionDescription, ActionPreview, ResolveContext } from '../../engine/ruleset';
import type { Action, GameEvent, GameState, Refusal } from '../../engine/state';
import type { LotowOptions } from './lotowOptions';
import { lotowOptions } from './lotowOptions';
import type { LotowFigState, LotowFlow } from './lotowTypes';
import { freshFigState } from './lotowTypes';

export type LotowState = GameState<LotowFlow, LotowFigState>;

export const figureOf = (state: LotowState, id: string | undefined): Figure | undefined =>
  id === undefined ? undefined : state.scenario.figures.find((f) => f.id === id);

export const figStateOf = (state: LotowState, id: string): LotowFigState => state.figureState[id] ?? freshFigState();

export function withFigState(state: LotowState, id: string, patch: Partial<LotowFigState>): LotowState {
  return { ...state, figureState: { ...state.figureState, [id]: { ...figStateOf(state, id), ...patch } } };
}

export function withFigure(state: LotowState, id: string, patch: Partial<Figure>): LotowState {
  return { ...state, scenario: { ...state.scenario, figures: state.scenario.figures.map((f) => (f.id === id ? { ...f, ...patch } : f)) } };
}

export const optionsOf = (state: LotowState): LotowOptions => lotowOptions(state.options);

export const activeSide = (state: LotowState): string | undefined => state.flow.order[state.flow.active];

/** One family of LOTOW actions (movement, prone, mounts…): the ruleset routes by `types`. */
export interface LotowActionHandler {
  readonly types: readonly string[];
  /** Why the action is not allowed now (after the engine's checks and the phase check), or null. */
  check(state: LotowState, action: Action): Refusal | null;
  resolve(state: LotowState, action: Action, ctx: ResolveContext): { state: LotowState; events?: readonly GameEvent[] };
  describe(state: LotowState, action: Action): ActionDescription;
  /** The figure's candidate actions of this family now (continuous choices sampled). */
  candidates(state: LotowState, figureId: string): Action[];
  /** The phase each type belongs to (actions are refused outside it). */
  readonly phaseOf: Readonly<Record<string, 'move' | 'shoot' | 'fight'>>;
  /** What the action would do before any die is rolled (Ruleset.previewAction); its refusal is `check`'s. */
  preview?(state: LotowState, action: Action): ActionPreview | null;
}
