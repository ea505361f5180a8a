/**
 * Pieces: what an action may name as an actor or a target. A piece is a figure or a unit
 * (`Scenario.units`); figures and units share one set of ids (scenario/checkUnits.ts refuses a
 * clash), so an id names at most one piece and a unit id works wherever a figure id does.
 */
import type { Figure, Scenario, Unit } from './model';
import type { Action } from './state';

export type Piece =
  | { readonly kind: 'figure'; readonly id: string; readonly side: string; readonly name: string; readonly figure: Figure }
  | { readonly kind: 'unit'; readonly id: string; readonly side: string; readonly name: string; readonly unit: Unit };

/** The figure or unit with this id, or undefined. */
export function pieceOf(scenario: Scenario, id: string | undefined): Piece | undefined {
  if (id === undefined) return undefined;
  const figure = scenario.figures.find((f) => f.id === id);
  if (figure !== undefined) return { kind: 'figure', id, side: figure.side, name: figure.name, figure };
  const unit = scenario.units?.find((u) => u.id === id);
  return unit === undefined ? undefined : { kind: 'unit', id, side: unit.side, name: unit.name, unit };
}

/** The unit a figure is a member of, or undefined (a figure is in at most one unit). */
export const unitOfFigure = (scenario: Scenario, figureId: string): Unit | undefined =>
  scenario.units?.find((u) => u.memberIds.includes(figureId));

/** The figures a piece stands for: itself, or a unit's members in slot order (ids that exist). */
export function pieceFigures(scenario: Scenario, piece: Piece): Figure[] {
  if (piece.kind === 'figure') return [piece.figure];
  return piece.unit.memberIds.flatMap((id) => scenario.figures.filter((f) => f.id === id));
}

/**
 * Every actor of an action, in order: `figureId` (the one acting, a figure or a unit) and then
 * `actorIds` (those acting with it: a Group's members, several units in one order), each once.
 */
export function actionActorIds(action: Pick<Action, 'figureId' | 'actorIds'>): string[] {
  const ids = [...(action.figureId === undefined ? [] : [action.figureId]), ...(action.actorIds ?? [])];
  return [...new Set(ids)];
}
