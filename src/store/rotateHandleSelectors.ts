/**
 * The rotate handle (issue 14, item 4): a knob ahead of the selected figure or unit, dragged round
 * its centre to turn it, shown only where the rules read facing (`Ruleset.usesFacing`) in the select
 * tool, outside the replay. It follows the turn asked so far (the drag's `turnDeg`). Inches and
 * compass degrees; the board draws it and hit-tests it at a fixed screen size.
 */
import type { Vec2 } from '../geometry/point';
import { pieceOf } from '../engine/pieces';
import type { Scenario } from '../engine/model';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { baseSizeIn, facingAxes, normalFacingDeg, unitGeometry } from '../engine/unitGeometry';
import type { DragState } from './dragState';
import { dragCentre } from './dragState';
import { memoLast } from './memoLast';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

/** From the piece's front to the handle, inches. */
export const ROTATE_HANDLE_GAP_IN = 0.7;

export interface RotateHandleView {
  readonly pieceId: string;
  /** What it turns about: the base or tray centre (the ghost's, during a drag). */
  readonly centre: Vec2;
  /** Where the knob is drawn. */
  readonly at: Vec2;
  /** The piece's facing now, and with the turn asked (compass degrees). */
  readonly facingDeg: number;
  readonly turnedDeg: number;
}

const handleOf = memoLast((scenario: Scenario, id: string | null, drag: DragState | null, registry: RulesetRegistry, game: GameState | null): RotateHandleView | null => {
  if (id === null || game === null || registry.get(game.rulesetId)?.usesFacing !== true) return null;
  const piece = pieceOf(scenario, id);
  if (piece === undefined) return null;
  let centre: Vec2;
  let facingDeg: number;
  let halfDepthIn: number;
  if (piece.kind === 'figure') {
    centre = { x: piece.figure.x, y: piece.figure.y };
    facingDeg = piece.figure.facingDeg;
    halfDepthIn = baseSizeIn(piece.figure.base).depthIn / 2;
  } else {
    const tray = unitGeometry(piece.unit, scenario.figures)?.tray;
    if (tray === undefined) return null;
    centre = tray.centre;
    facingDeg = tray.facingDeg;
    halfDepthIn = tray.depthIn / 2;
  }
  const dragged = drag !== null && drag.figureId === piece.id ? drag : null;
  // An advance drags the ghost away: the handle stays on the piece where it stands (a wheel or a turn keeps the centre).
  if (dragged !== null && (dragged.turnDeg ?? 0) === 0) centre = dragCentre(dragged);
  const turnedDeg = normalFacingDeg(facingDeg + (dragged?.turnDeg ?? 0));
  const { forward } = facingAxes(turnedDeg);
  const r = halfDepthIn + ROTATE_HANDLE_GAP_IN;
  return { pieceId: piece.id, centre, at: { x: centre.x + forward.x * r, y: centre.y + forward.y * r }, facingDeg, turnedDeg };
});

/** What the handle is read from (the board's input reads it too). */
export type RotateHandleInput = Pick<StoreState, 'tool' | 'replay' | 'drag' | 'selectedFigureId' | 'registry' | 'game'>;

/** Whether the rules of the game in progress read facing (the handle, Q / E and the twist turn pieces). */
export const rulesUseFacing = (s: Pick<StoreState, 'registry' | 'game'>): boolean => {
  const game = s.game?.timeline.present;
  return game !== undefined && s.registry.get(game.rulesetId)?.usesFacing === true;
};

/** The handle of the selected (or dragged) piece, or null where there is none to show. */
export function selectRotateHandle(s: RotateHandleInput): RotateHandleView | null {
  const scenario = selectScenario(s);
  return !scenario || s.tool !== 'select' || s.replay !== null
    ? null
    : handleOf(scenario, s.drag?.figureId ?? s.selectedFigureId, s.drag, s.registry, s.game?.timeline.present ?? null);
}

/** The turn (degrees, −180–180, + clockwise) that puts `facingDeg` toward `p` seen from `centre`: what dragging the handle to `p` asks. */
export function turnToward(centre: Vec2, p: Vec2, facingDeg: number): number {
  const bearing = (Math.atan2(p.x - centre.x, -(p.y - centre.y)) * 180) / Math.PI;
  let d = normalFacingDeg(bearing - facingDeg);
  if (d > 180) d -= 360;
  return Math.round(d);
}
