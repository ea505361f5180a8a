/**
 * The casualty ledger: figures leaving the table (killed, fled, out of action) and the record of
 * each in `flow.casualties`, which Pluck, morale, victory points and the result card read. A
 * ruleset's entry extends `CasualtyEntry` with what its own rules count (LOTOW: whether it counts;
 * SBH: points and how it went). What a casualty leaves behind in the ruleset's own state (fights,
 * a held horse, a pending charge) is the ruleset's to clean; this does the part every ruleset shares.
 */
import type { Figure } from '../model';
import type { GameState } from '../state';

/** What every ledger entry says: who, whose, when and by which rule. */
export interface CasualtyEntry {
  readonly figureId: string;
  readonly sideId: string;
  readonly name: string;
  readonly turn: number;
  readonly ruleId: string;
}

/** A flow that keeps a ledger (absent in games saved before it was kept: read as empty). */
export interface LedgerFlow<C extends CasualtyEntry> {
  readonly casualties?: readonly C[];
}

/** The shared part of an entry for `figure`, put out this turn by `ruleId`. */
export const casualtyEntry = (state: { readonly turn: number }, figure: Figure, ruleId: string): CasualtyEntry =>
  ({ figureId: figure.id, sideId: figure.side, name: figure.name, turn: state.turn, ruleId });

/**
 * The state with figure `figureId` off the table: gone from the figures, from the per-figure
 * states and from its unit's members (a game without units keeps its scenario's shape).
 */
export function withoutFigure<S extends GameState<unknown, unknown>>(state: S, figureId: string): S {
  const { [figureId]: _gone, ...figureState } = state.figureState;
  const scenario = state.scenario;
  const units = scenario.units?.some((u) => u.memberIds.includes(figureId)) === true
    ? scenario.units.map((u) => (u.memberIds.includes(figureId) ? { ...u, memberIds: u.memberIds.filter((id) => id !== figureId) } : u))
    : scenario.units;
  return {
    ...state,
    figureState,
    scenario: { ...scenario, figures: scenario.figures.filter((f) => f.id !== figureId), ...(units === scenario.units ? {} : { units }) },
  };
}

/** The ledger, oldest first. */
export const casualtiesOf = <C extends CasualtyEntry>(state: { readonly flow: LedgerFlow<C> }): readonly C[] => state.flow.casualties ?? [];

/** The state with `entry` added to the ledger. */
export function withCasualty<C extends CasualtyEntry, S extends { readonly flow: LedgerFlow<C> }>(state: S, entry: C): S {
  return { ...state, flow: { ...state.flow, casualties: [...casualtiesOf(state), entry] } };
}
