/**
 * The Hidden status (LOTOW-GAP-12, house rule; LOTOW-SPOT-1, LOTOW-PRONE-5): a figure is Hidden
 * while it lies prone behind cover and is not fully visible. Made exact here as: it is prone, no
 * enemy fighter sees all of it, and a cover-giving piece hides part of it from at least one enemy
 * fighter (proneVisibility.ts). With no enemy fighter on the table nobody is hidden from anyone.
 * "Enemy fighters" are the other sides' figures except riderless mounts (they do not look out for
 * anyone). So it loses Hidden when it stands up, leaves the cover, or an enemy sees all of it.
 *
 * `isHidden` computes the status from the table as it is; `figState.hidden` records it for the board
 * and for the peeking eye of LOTOW-PRONE-5: `refreshHidden` / `refreshAllHidden` bring the record up
 * to date and must run after every change of the table (a move of anyone, a stance change);
 * `recomputeAllHidden` works all of them out from scratch, and with option `hiddenEveryAction` it
 * runs at set-up and after every action, End phase included (`hiddenRefresh`,
 * `hiddenAfterSetupOrPhase`).
 */
import { gameLosScene } from '../../../engine/losScene';
import type { Figure } from '../../../engine/model';
import type { LosScene } from '../../../los/losScene';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { isRiderlessMount } from '../mounts/mountModel';
import { proneVisibility } from './proneVisibility';

const FULL = 1 - 1e-9;

/** The other sides' figures that look and shoot (riderless mounts do not). */
export function enemyFightersOf(state: LotowState, figure: Figure): Figure[] {
  return state.scenario.figures.filter((f) => f.side !== figure.side && !isRiderlessMount(f));
}

/** Whether figure `figureId` is Hidden on the table as it stands now (LOTOW-GAP-12). */
export function isHidden(state: LotowState, figureId: string, scene?: LosScene): boolean {
  const figure = figureOf(state, figureId);
  if (figure === undefined || figure.stance !== 'prone') return false;
  const enemies = enemyFightersOf(state, figure);
  if (enemies.length === 0) return false;
  const s = scene ?? gameLosScene(state);
  let coverSomewhere = false;
  for (const e of enemies) {
    const v = proneVisibility(state, e.id, figureId, s);
    if (v.visibleFraction >= FULL) return false;
    coverSomewhere ||= v.behindCover;
  }
  return coverSomewhere;
}

/** Record figure `figureId`'s Hidden status as it is now. */
export function refreshHidden(state: LotowState, figureId: string, scene?: LosScene): LotowState {
  if (figureOf(state, figureId) === undefined) return state;
  const hidden = isHidden(state, figureId, scene);
  return figStateOf(state, figureId).hidden === hidden ? state : withFigState(state, figureId, { hidden });
}

/** Record every figure's Hidden status (only prone figures need a line of sight). */
export function refreshAllHidden(state: LotowState): LotowState {
  let scene: LosScene | undefined;
  let next = state;
  for (const f of state.scenario.figures) {
    if (f.stance !== 'prone') {
      if (figStateOf(next, f.id).hidden) next = withFigState(next, f.id, { hidden: false });
      continue;
    }
    scene ??= gameLosScene(state);
    next = refreshHidden(next, f.id, scene);
  }
  return next;
}

/** How many rounds `recomputeAllHidden` refreshes: each can only follow a peeking eye one step further. */
const SETTLE_ROUNDS = 4;

/**
 * Every Hidden status worked out from scratch (option `hiddenEveryAction`, LOTOW-PRONE-5): nobody
 * Hidden, then `refreshAllHidden` until nothing changes (a figure found Hidden peeks over its cover
 * with the standing eye, which may in turn see more of another prone figure). Depends only on the
 * table, never on the recorded flags, so "the state after an action" and "recomputed now" are one
 * answer. Returns `state` itself when every flag is already right.
 */
export function recomputeAllHidden(state: LotowState): LotowState {
  let next = state;
  for (const f of state.scenario.figures) if (figStateOf(next, f.id).hidden) next = withFigState(next, f.id, { hidden: false });
  for (let i = 0; i < SETTLE_ROUNDS; i++) {
    const r = refreshAllHidden(next);
    if (r === next) break;
    next = r;
  }
  return state.scenario.figures.every((f) => figStateOf(next, f.id).hidden === figStateOf(state, f.id).hidden) ? state : next;
}

/** The Hidden statuses as the option `hiddenEveryAction` keeps them: from scratch when on, else the old incremental refresh. */
export const hiddenRefresh = (state: LotowState): LotowState =>
  (optionsOf(state).hiddenEveryAction ? recomputeAllHidden(state) : refreshAllHidden(state));

/**
 * LOTOW-PRONE-5 at set-up and after an End phase (option `hiddenEveryAction`; off in games saved
 * before it, which never refreshed there): a figure that starts the game prone behind cover is Hidden
 * from the first action on, and sees over its cover as if standing.
 */
export const hiddenAfterSetupOrPhase = (state: LotowState): LotowState =>
  (optionsOf(state).hiddenEveryAction ? recomputeAllHidden(state) : state);
