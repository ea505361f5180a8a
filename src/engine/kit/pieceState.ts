/**
 * Typed readers and writers of a game state that every ruleset needs: a figure by id, a figure or
 * the flow patched, and a ruleset's per-figure state with its fresh default. Each returns a new
 * state and leaves its input alone (states are plain JSON shared with the timeline).
 *
 * A ruleset binds the piece-state pair to its own type once, where it declares that type:
 *   export const { stateOf: figStateOf, withState: withFigState } = pieceStateAccess(freshFigState);
 */
import type { Figure, Scenario } from '../model';
import type { GameState, ResolvedOptions } from '../state';

type WithScenario = { readonly scenario: Scenario };

/** The figure with this id on the table, or undefined (also for an undefined id). */
export const figureOf = (state: WithScenario, id: string | undefined): Figure | undefined =>
  id === undefined ? undefined : state.scenario.figures.find((f) => f.id === id);

/** The state with figure `id` patched (an id not on the table: the same figures). */
export function withFigure<S extends WithScenario>(state: S, id: string, patch: Partial<Figure>): S {
  return { ...state, scenario: { ...state.scenario, figures: state.scenario.figures.map((f) => (f.id === id ? { ...f, ...patch } : f)) } };
}

/** The state with its ruleset's flow patched. */
export function withFlow<S extends GameState<object, unknown>>(state: S, patch: Partial<S['flow']>): S {
  return { ...state, flow: { ...state.flow, ...patch } };
}

export interface PieceStateAccess<P> {
  /** The piece's state, or a fresh one when the state holds none for it (not yet touched, or gone). */
  stateOf(state: { readonly figureState: Readonly<Record<string, P>> }, id: string): P;
  /** The state with piece `id`'s state patched (starting from a fresh one when it had none). */
  withState<S extends { readonly figureState: Readonly<Record<string, P>> }>(state: S, id: string, patch: Partial<P>): S;
}

/** The reader and writer of a ruleset's per-piece state; `fresh` builds the default (a new object each call). */
export function pieceStateAccess<P>(fresh: () => P): PieceStateAccess<P> {
  const stateOf = (state: { readonly figureState: Readonly<Record<string, P>> }, id: string): P => state.figureState[id] ?? fresh();
  return {
    stateOf,
    withState: (state, id, patch) => ({ ...state, figureState: { ...state.figureState, [id]: { ...stateOf(state, id), ...patch } } }),
  };
}

/** A reader of the options a ruleset parses from the resolved ones (`parse` is the ruleset's). */
export const optionsReader = <O>(parse: (options: ResolvedOptions) => O) =>
  (state: { readonly options: ResolvedOptions }): O => parse(state.options);
