/**
 * The game slice: what a save file holds. For now the game is the loaded scenario with its figures
 * where the players have put them; the engine's action log and turn state join it with the engine issue.
 * Every change goes through a pure function from the engine; a refused change leaves the game as it was.
 */
import type { StateCreator } from 'zustand';
import { castDraft } from 'immer';
import type { Vec2 } from '../geometry/point';
import type { Scenario } from '../engine/model';
import { moveFigure } from '../engine/moveFigure';
import type { PlacementProblem } from '../engine/placement';
import type { StoreState } from './storeState';

export type MoveOutcome = { readonly ok: true } | { readonly ok: false; readonly problems: readonly PlacementProblem[] };

export interface GameSlice {
  readonly scenario: Scenario | null;
  /** Where the scenario came from (a URL path or a file name), for the top bar and error messages. */
  readonly scenarioSource: string | null;
  loadScenario(scenario: Scenario, source: string): void;
  /** Move a figure freely (no ruleset yet): legal unless the base would leave the table, overlap or enter impassable terrain. */
  moveFigure(figureId: string, to: Vec2): MoveOutcome;
}

export const createGameSlice: StateCreator<StoreState, [['zustand/immer', never]], [], GameSlice> = (set, get) => ({
  scenario: null,
  scenarioSource: null,
  loadScenario(scenario, source) {
    set((s) => {
      s.scenario = castDraft(scenario);
      s.scenarioSource = source;
      s.selectedFigureId = null;
      s.drag = null;
      s.measure = null;
      s.los.observerId = null;
      s.los.targetId = null;
      s.los.pointedId = null;
      s.hoveredFigureId = null;
      s.loadProblems = null;
    });
  },
  moveFigure(figureId, to) {
    const scenario = get().scenario;
    if (!scenario) return { ok: false, problems: [] };
    const result = moveFigure(scenario, figureId, to);
    if (!result.ok) return { ok: false, problems: result.problems };
    set((s) => {
      s.scenario = castDraft(result.scenario);
    });
    return { ok: true };
  },
});
