/**
 * Who is still fighting (BP-DMG-1): a figure on the table whose state is not Out of Action. The
 * body of a fighter put Out of Action may stay on the table (its equipment matters), or be taken off
 * (engine/kit/casualtyLedger.ts `withoutFigure`): both read as not in action here. Suppressed
 * fighters are in action.
 */
import type { Figure } from '../../../engine/model';
import type { BpState } from './bpTypes';
import { bpFigStateOf } from './bpTypes';

type Readable = Pick<BpState, 'scenario' | 'figureState'>;

/** Whether figure `id` is on the table and not Out of Action. */
export const isInAction = (state: Readable, id: string): boolean =>
  state.scenario.figures.some((f) => f.id === id) && !bpFigStateOf(state, id).outOfAction;

/** The side's figures in action, in scenario order. */
export const fightersInAction = (state: Readable, sideId: string): Figure[] =>
  state.scenario.figures.filter((f) => f.side === sideId && !bpFigStateOf(state, f.id).outOfAction);

/** Ids of the figures on the table that are Out of Action (for damage/ readers that take an `IdSet`). */
export const outOfActionIds = (state: Readable): string[] =>
  state.scenario.figures.filter((f) => bpFigStateOf(state, f.id).outOfAction).map((f) => f.id);
