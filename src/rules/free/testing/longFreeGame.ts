/**
 * A long free-table game, cheap to write (test and bench support, never shipped): the steps are
 * legal by construction, so no state is read while they are written. Each side's turn is ten steps:
 *   move +½″, move back, move +½″, undo, redo, move back, roll 2d6, move +½″, move back, end turn
 * — one figure of each side (the first whose ½″ step towards the middle of the table is clear)
 * shuffling in place. The log holds moves, an undone move with its undo and redo entries, dice and
 * turns: what a real game logs. Play it with `oneMovePerTurn: false` (`LONG_GAME_OPTIONS`).
 */
import { moveAction, rollAction } from '../../../engine/intents';
import type { Scenario } from '../../../engine/model';
import { moveFigure } from '../../../engine/moveFigure';
import type { ReplayStep } from '../../../engine/replay';
import { REDO_STEP, UNDO_STEP } from '../../../engine/replay';
import { END_TURN_ACTION } from '../freeTable';

export const LONG_GAME_OPTIONS = { oneMovePerTurn: false } as const;

interface Mover {
  readonly side: string;
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly dx: number;
}

function moverOf(scenario: Scenario, side: string): Mover {
  for (const f of scenario.figures) {
    if (f.side !== side) continue;
    const dx = f.x < scenario.table.widthIn / 2 ? 0.5 : -0.5;
    if (moveFigure(scenario, f.id, { x: f.x + dx, y: f.y }).ok) return { side, id: f.id, x: f.x, y: f.y, dx };
  }
  throw new Error(`long game: no figure of side "${side}" can step ½″ towards the middle`);
}

/** The first `count` steps of the long game on `scenario` (sides take turns in the scenario's order). */
export function longFreeGameSteps(scenario: Scenario, count: number): ReplayStep[] {
  const movers = scenario.sides.map((s) => moverOf(scenario, s.id));
  const steps: ReplayStep[] = [];
  for (let turn = 0; steps.length < count; turn++) {
    const m = movers[turn % movers.length]!;
    const out = moveAction(m, [{ x: m.x + m.dx, y: m.y }]);
    const back = moveAction(m, [{ x: m.x, y: m.y }]);
    steps.push(out, back, out, UNDO_STEP, REDO_STEP, back, rollAction(m.side, 2, 6, 'Nerve'), out, back, { type: END_TURN_ACTION, side: m.side });
  }
  return steps.slice(0, count);
}
