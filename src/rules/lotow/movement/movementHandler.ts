/**
 * The LOTOW move action (`move`, Move phase): the engine's move intent checked against the area
 * (moveCheck.ts), carried out along the cheapest route with every rule met on the way
 * (moveResolve.ts), named for the log, and sampled for `candidateActions`.
 */
import { MOVE_ACTION, moveAction } from '../../../engine/intents';
import { surfaceAt } from '../../../engine/placement';
import type { DiceSource } from '../../../engine/dice';
import { fixedDice, seededDice } from '../../../engine/dice';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { ActionDescription, ActionPreview } from '../../../engine/ruleset';
import { REACH } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import { pointDistanceToPoint } from '../../../geometry/point';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { checkMove } from './moveCheck';
import { resolveMove } from './moveResolve';
import { lotowMovementArea } from './movementArea';
import { moveDestination } from './moveSurface';
import { routeTo } from './moveRoute';
import { nodeReach } from './nodeReach';
import { reachFieldOf } from './reachField';
import { nodePos } from './reachTypes';
import { nodeAt } from './surfaceNode';

const round3 = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * The move as the rules carry it out: `resolveMove` itself, run on a copy with the given dice, read
 * back from its 'moved' event — so the log's line, the drag's preview and the card (`movedIn`) show
 * the one distance the rules computed (issue 13: one distance per move). Null when it is refused.
 */
function dryRun(state: LotowState, action: Action, dice: DiceSource): { lengthIn: number; costIn: number; tier: number } | null {
  if (checkMove(state, action) !== null) return null;
  const { ctx, events } = makeResolveContext(dice);
  try {
    const r = resolveMove(state, action, ctx);
    const moved = [...events(), ...(r.events ?? [])].find((e) => e.type === 'moved' && e.figureIds?.[0] === action.figureId);
    const p = moved?.params ?? {};
    return typeof p.lengthIn === 'number' && typeof p.costIn === 'number' ? { lengthIn: p.lengthIn, costIn: p.costIn, tier: typeof p.tier === 'number' ? p.tier : 0 } : null;
  } catch {
    return null;
  }
}

/** Every test passes (the best each die can show): what the drag's preview shows, never the dice to come. */
const SIXES: DiceSource = { roll: (count, sides) => Array.from({ length: count }, () => sides) };

/**
 * The log's words for a move: the distance the base travelled and the allowance it spent, as the
 * move came out — the dice are the action's own (its forced faces, else the state's stream, which
 * `applyAction` rolls from the same point), so a jump that stumbled reads as the short move it was.
 */
export function describeMove(state: LotowState, action: Action): ActionDescription {
  const params = { moverFigureId: action.figureId ?? null, costIn: null as number | null, lengthIn: null as number | null };
  const end = moveDestination(state, action);
  if (end === undefined) return { labelKey: 'lotow.action.move', params };
  if (optionsOf(state).movePathLength) {
    const run = dryRun(state, action, action.forcedDice !== undefined ? fixedDice(action.forcedDice) : seededDice(state.rng));
    if (run === null) return { labelKey: 'lotow.action.move', params: { ...params, lengthIn: round3(pointDistanceToPoint(end.figure, end.dest)) } };
    return { labelKey: 'lotow.action.move', params: { ...params, costIn: run.costIn, lengthIn: run.lengthIn } };
  }
  const { figure, dest, surfaceId } = end;
  const f = reachFieldOf(state, figure.id)!;
  const node = nodeAt(f, dest.x, dest.y, surfaceId);
  const reach = nodeReach(f, node);
  if (reach.route === null) return { labelKey: 'lotow.action.move', params: { ...params, lengthIn: round3(pointDistanceToPoint(figure, dest)) } };
  let lengthIn = 0;
  for (const leg of routeTo(f, node, reach.route)) lengthIn += pointDistanceToPoint(nodePos(f, leg.from), nodePos(f, leg.to));
  return { labelKey: 'lotow.action.move', params: { ...params, costIn: round3(reach.costIn), lengthIn: round3(lengthIn) } };
}

/**
 * The drag's preview of a move (Ruleset.previewAction): `check`'s verdict and one line with the
 * distance and allowance the move would come to if every test passed (`lotow.action.move`'s params,
 * `lengthIn` and `costIn`, inches; `tier`, the REACH tier) — the numbers the log and the card will show when none fails.
 */
export function previewMove(state: LotowState, action: Action): ActionPreview {
  const refusal = checkMove(state, action);
  const run = refusal === null ? dryRun(state, action, SIXES) : null;
  const lines = run === null ? [] : [{ labelKey: 'lotow.action.move', params: { moverFigureId: action.figureId ?? null, costIn: run.costIn, lengthIn: run.lengthIn, tier: run.tier } }];
  return { refusal, lines, chances: [] };
}

/**
 * A few destinations: the farthest reachable cell towards each of the eight compass points, and one
 * cell of each riskier tier (after a test, by a fall) when there is one. A figure that may not move
 * gets one 1″ step, so the UI can show why not.
 */
export function moveCandidates(state: LotowState, figureId: string): Action[] {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return [];
  const area = lotowMovementArea(state, figureId);
  if (area === null) return [moveAction(figure, [{ x: figure.x, y: Math.max(0, figure.y - 1) }])];
  const picks = new Map<string, { x: number; y: number; standsOn: string | null }>();
  const best = new Array<{ score: number; x: number; y: number; standsOn: string | null } | undefined>(10);
  for (const layer of area.layers) {
    for (let i = 0; i < layer.tiers.length; i++) {
      const tier = layer.tiers[i]!;
      if (tier === REACH.none) continue;
      const x = area.originXIn + ((i % area.cols) + 0.5) * area.cellIn;
      const y = area.originYIn + (Math.floor(i / area.cols) + 0.5) * area.cellIn;
      const dx = x - figure.x;
      const dy = y - figure.y;
      const slots: [number, number][] = [];
      if (tier === REACH.sure) {
        const sector = (Math.round(Math.atan2(dy, dx) / (Math.PI / 4)) + 8) % 8;
        slots.push([sector, Math.hypot(dx, dy)]);
      } else slots.push([tier === REACH.afterTest ? 8 : 9, Math.hypot(dx, dy)]);
      for (const [k, score] of slots) {
        const cur = best[k];
        if (cur === undefined || score > cur.score) best[k] = { score, x, y, standsOn: layer.surfaceId };
      }
    }
  }
  for (const b of best) if (b !== undefined) picks.set(`${b.x},${b.y},${b.standsOn}`, b);
  return [...picks.values()].map((p) => {
    const a = moveAction(figure, [{ x: p.x, y: p.y }]);
    return p.standsOn === surfaceAt(state.scenario, figure, p) ? a : { ...a, params: { ...a.params, standsOn: p.standsOn } };
  });
}

export const movementHandler: LotowActionHandler = {
  types: [MOVE_ACTION],
  phaseOf: { [MOVE_ACTION]: 'move' },
  check: checkMove,
  resolve: resolveMove,
  describe: describeMove,
  candidates: moveCandidates,
  preview: previewMove,
};
