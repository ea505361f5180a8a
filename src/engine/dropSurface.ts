/**
 * The surface a dropped figure stands on, as the rules decide it: the one question the board asks
 * of a drop (its ghost's verdict, the readout "on the balcony · 3.0″", the line of sight from the
 * ghost, the action it sends) answered in one place.
 *
 * A ruleset may answer for itself (`Ruleset.dropSurface`). Else, under a ruleset with a movement
 * area, it is the area's choice where the drop lands on a reached cell (`destinationSurface`: the
 * highest layer that reaches it, so the shading and the drop agree), and where none does the surface
 * the figure would stand on there (`surfaceAt`), never the table regardless: a drop past the edge
 * on a balcony or a hill is judged on it. Without an area, undefined: the move leaves `standsOn` out
 * and the ruleset reads `surfaceAt` itself.
 */
import type { Vec2 } from '../geometry/point';
import { destinationSurface, isWellFormedArea } from './movementArea';
import { surfaceAt } from './placement';
import type { MovementArea, Ruleset } from './ruleset';
import type { GameState } from './state';

/**
 * `areaOf` is where the area comes from: the ruleset's own `movementArea` unless the caller holds
 * it already (the store's copy, memoised per state and figure, so a drag does not search again).
 */
export function dropSurfaceOf(
  ruleset: Ruleset, state: GameState, figureId: string, end: Vec2,
  areaOf: (state: GameState, figureId: string) => MovementArea | null = (s, id) => ruleset.movementArea?.(s, id) ?? null,
): string | null | undefined {
  if (ruleset.dropSurface !== undefined) return ruleset.dropSurface(state, figureId, end);
  if (ruleset.movementArea === undefined) return undefined;
  const figure = state.scenario.figures.find((f) => f.id === figureId);
  if (figure === undefined) return undefined;
  const standing = surfaceAt(state.scenario, figure, end);
  const area = areaOf(state, figureId);
  return area === null || !isWellFormedArea(area) ? standing : destinationSurface(area, end, standing);
}
