/**
 * Picking a figure up and putting it down elsewhere: the free move of set-up and of a hotseat game
 * before a ruleset's movement rules take over. Pure: returns a new scenario, never touches its input.
 */
import type { Vec2 } from '../geometry/point';
import type { Scenario } from './model';
import type { PlacementProblem } from './placement';
import { placementProblems, surfaceAt } from './placement';

export type MoveFigureResult =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly problems: PlacementProblem[] };

/**
 * Move figure `figureId` so its base centre is at `to` (inches), standing on `surfaceAt(to)`.
 * Refused with the placement problems when the spot is illegal, or `unknownFigure` for a bad id.
 * Facing, stance and everything else are kept.
 */
export function moveFigure(scenario: Scenario, figureId: string, to: Vec2): MoveFigureResult {
  const figure = scenario.figures.find((f) => f.id === figureId);
  if (figure === undefined) return { ok: false, problems: [{ code: 'unknownFigure', figureId }] };
  const standsOn = surfaceAt(scenario, figure, to);
  const problems = placementProblems(scenario, figureId, to, standsOn);
  if (problems.length > 0) return { ok: false, problems };
  const moved = { ...figure, x: to.x, y: to.y, standsOn };
  return { ok: true, scenario: { ...scenario, figures: scenario.figures.map((f) => (f.id === figureId ? moved : f)) } };
}
