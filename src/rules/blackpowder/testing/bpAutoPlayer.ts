/**
 * Test support (never shipped): a plain deterministic player for both sides of a black-powder game,
 * for whole-game tests. Each step it takes, for the side that acts now (`state.actors[0]`):
 *   - a waiting choice first (a saved hit passed on, hits placed): the first legal one;
 *   - asked to react: the first legal reaction of any of its fighters or Groups, else it declines;
 *   - its own turn: for each actor in turn, a charge, else a shot at Effective range, else a reload,
 *     else the move (or run) that brings it nearest an enemy; with none legal, End turn (so the
 *     sides close in rather than trade Long-range volleys for ever).
 * Every step is an engine `applyAction` through the driver, so the log replays.
 */
import type { Action } from '../../../engine/state';
import type { GameDriver } from '../../../engine/testing/gameDriver';
import { legalActionsOf } from '../../../engine/testing/gameDriver';
import type { BpFigState, BpFlow, BpState } from '../flow/bpTypes';
import { isInAction } from '../flow/inAction';
import { sideActorIds } from '../groups/bpGroup';
import { blackpowderRuleset } from '../index';

type Driver = GameDriver<BpFlow, BpFigState>;

const enemyDistance = (state: BpState, side: string, at: { x: number; y: number }): number =>
  Math.min(...state.scenario.figures.filter((f) => f.side !== side && isInAction(state, f.id)).map((f) => Math.hypot(f.x - at.x, f.y - at.y)), Infinity);

const lastPoint = (a: Action): { x: number; y: number } | null => {
  const path = a.params?.path;
  if (!Array.isArray(path) || path.length === 0) return null;
  const p = path[path.length - 1] as { x?: unknown; y?: unknown };
  return typeof p.x === 'number' && typeof p.y === 'number' ? { x: p.x, y: p.y } : null;
};

/** The action the plain player takes now, or null when the game is over. */
export function autoAction(state: BpState): Action | null {
  if (state.outcome !== null) return null;
  const side = state.actors[0];
  if (side === undefined) return null;
  const pieces = [...state.scenario.figures.map((f) => f.id), ...(state.scenario.units ?? []).map((u) => u.id)];
  const sideActions = blackpowderRuleset.sideActions(state, side);
  const waiting = (state.flow.pendingSave ?? null) !== null || (state.flow as { pendingPlacement?: unknown }).pendingPlacement != null;
  if (waiting) {
    for (const id of pieces) {
      const legal = legalActionsOf(blackpowderRuleset, state, id);
      if (legal[0] !== undefined) return legal[0];
    }
  }
  if (state.flow.pendingMove !== null && state.flow.pendingMove.sideId !== side) {
    for (const id of sideActorIds(state, side)) {
      const react = legalActionsOf(blackpowderRuleset, state, id).find((a) => a.type === 'react');
      if (react !== undefined) return react;
    }
    return sideActions.find((a) => a.type === 'declineReaction') ?? null;
  }
  for (const id of sideActorIds(state, side)) {
    const legal = legalActionsOf(blackpowderRuleset, state, id);
    const effective = (a: Action): boolean => blackpowderRuleset.previewAction?.(state, a)?.lines[0]?.params.band === 'effective';
    const pick = legal.find((a) => a.type === 'charge') ?? legal.find((a) => a.type === 'shoot' && effective(a)) ?? legal.find((a) => a.type === 'reload') ?? legal.find((a) => a.type === 'rally');
    if (pick !== undefined) return pick;
    const moves = legal.filter((a) => a.type === 'move' || a.type === 'run' || a.type === 'crawl');
    let best: { a: Action; d: number } | null = null;
    for (const a of moves) {
      const end = lastPoint(a);
      if (end === null) continue;
      const d = enemyDistance(state, side, end);
      if (best === null || d < best.d) best = { a, d };
    }
    const here = state.scenario.figures.find((f) => f.id === id) ?? state.scenario.figures.find((f) => (state.scenario.units ?? []).some((u) => u.id === id && u.memberIds[0] === f.id));
    if (best !== null && (here === undefined || best.d < enemyDistance(state, side, here) - 0.5)) return best.a;
  }
  return sideActions.find((a) => a.type === 'endTurn') ?? null;
}

/** Both sides play `autoAction` until the game ends or `maxActions` were taken; throws if a step is refused or nobody can act. */
export function autoPlay(game: Driver, maxActions = 400): Driver {
  let g = game;
  for (let i = 0; i < maxActions && g.state.outcome === null; i++) {
    const a = autoAction(g.state);
    if (a === null) throw new Error(`stuck: nobody can act at step ${i} (actors ${g.state.actors.join(',')})`);
    g = g.accept(a);
  }
  return g;
}
