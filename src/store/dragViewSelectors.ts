/**
 * The drag's view: the ghost's centre, the ruler's path and length, the surface it would stand on
 * and the rules' verdict, memoised on the identity of the scenario, the drag and the game, so a
 * pointer move recomputes the ruler and legality once, however many components read them.
 */
import type { WorldPoint } from '../geometry/point';
import { polylineLength } from '../geometry/polyline';
import type { Figure, Scenario } from '../engine/model';
import { placementProblems, surfaceAt } from '../engine/placement';
import type { PlacementProblem } from '../engine/placement';
import { moveAction } from '../engine/intents';
import { ruledDrag, rulesVerdict } from './rulesVerdict';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState, Refusal } from '../engine/state';
import { dragCentre, dragTurns } from './dragState';
import { normalFacingDeg } from '../engine/unitGeometry';
import type { DragState } from './dragState';
import { memoLast } from './memoLast';
import { moveSurface } from './selectors';
import type { StoreState } from './storeState';
import { withScenario } from './scenarioSelectors';

export interface DragView {
  readonly figureId: string;
  /** Where the ghost's centre is: the pointer less the grab offset. */
  readonly centre: WorldPoint;
  /** Start, waypoints, then the ghost's centre: the path the ruler measures. */
  readonly path: readonly WorldPoint[];
  readonly lengthIn: number;
  /** The piece the ghost would stand on (null: the table), as the drop would record it. */
  readonly standsOn: string | null;
  readonly problems: readonly PlacementProblem[];
  /** The rules' refusal of this move (turn, movement allowance, …), when the placement itself is fine. */
  readonly refusal: Refusal | null;
  readonly legal: boolean;
  /** The facing the move ends with when a turn is asked (compass degrees), else null: the figure keeps its own. */
  readonly facingDeg: number | null;
  /** The turn asked, degrees (+ clockwise; 0: none), for the label. */
  readonly turnDeg: number;
}

/** The rules' verdict on a move (`rulesVerdict`), with the surface and facing the drop would send. */
function moveRefusal(registry: RulesetRegistry, game: GameState | null, figure: Figure, path: readonly WorldPoint[], facingDeg: number | null): Refusal | null {
  if (game === null) return null;
  return rulesVerdict(registry, game, ruledDrag(registry, game, moveAction(figure, path.slice(1), moveSurface(registry, game, figure.id, path[path.length - 1]), facingDeg ?? undefined)));
}

const dragView = memoLast((scenario: Scenario, drag: DragState | null, rules: RulesContext): DragView | null => {
  if (!drag) return null;
  const figure = scenario.figures.find((f) => f.id === drag.figureId);
  if (!figure) return null;
  const centre = dragCentre(drag);
  const path = [...drag.waypoints, centre];
  // The surface the drop would record: the rules' choice (moveSurface), else where it would stand there.
  const standsOn = (rules.game === null ? undefined : moveSurface(rules.registry, rules.game, figure.id, centre)) ?? surfaceAt(scenario, figure, centre);
  const placed = placementProblems(scenario, figure.id, centre, standsOn);
  // Under a ruleset the rules judge the drop: a drop on an enemy may be a charge they place in base
  // contact (SBH), so a base overlapping another is not wrong in itself. Without one, the table's
  // placement rules decide.
  const judged = rules.game !== null && rules.registry.get(rules.game.rulesetId) !== undefined;
  // A turn asked on the way (Q / E, the rotate handle): the move ends with that facing, as the drop sends it.
  const facingDeg = dragTurns(drag) ? normalFacingDeg(figure.facingDeg + (drag.turnDeg ?? 0)) : null;
  const refusal = judged || placed.length === 0 ? moveRefusal(rules.registry, rules.game, figure, path, facingDeg) : null;
  const legal = judged ? refusal === null : placed.length === 0 && refusal === null;
  const problems = judged && legal ? [] : placed;
  return { figureId: drag.figureId, centre, path, lengthIn: polylineLength(path), standsOn, problems, refusal, legal, facingDeg, turnDeg: facingDeg === null ? 0 : drag.turnDeg ?? 0 };
});

interface RulesContext {
  readonly registry: RulesetRegistry;
  readonly game: GameState | null;
}
const rulesContext = memoLast((registry: RulesetRegistry, game: GameState | null): RulesContext => ({ registry, game }));

export const selectDragView = (state: StoreState): DragView | null =>
  withScenario(state, (scenario) => dragView(scenario, state.drag, rulesContext(state.registry, state.replay === null ? state.game?.timeline.present ?? null : null)), null);

