/**
 * The surface a move ends on. The engine's `move` intent carries only points; a destination over
 * two levels (the street under a balcony, and the balcony) is told apart by the optional
 * `params.standsOn` (a standable piece id, or null for the table). Without it the surface is the
 * engine's `surfaceAt` of the end point.
 */
import type { Vec2 } from '../../../geometry/point';
import type { Figure } from '../../../engine/model';
import { readMovePath } from '../../../engine/intents';
import { surfaceAt } from '../../../engine/placement';
import type { Action } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';

export function moveSurfaceOf(action: Action): { ok: true; surfaceId: string | null | undefined } | { ok: false; why: string } {
  const params = action.params ?? {};
  if (!Object.prototype.hasOwnProperty.call(params, 'standsOn')) return { ok: true, surfaceId: undefined };
  const v = params.standsOn;
  if (v === null || typeof v === 'string') return { ok: true, surfaceId: v };
  return { ok: false, why: 'standsOn must be a piece id or null (the table)' };
}

/**
 * Where a move ends: the figure, the end point and the surface (`params.standsOn`, else `surfaceAt`),
 * or undefined when the action names no figure or has no readable path or surface. Read the same
 * way by check, resolve and the log's description.
 */
export function moveDestination(state: LotowState, action: Action): { figure: Figure; dest: Vec2; surfaceId: string | null } | undefined {
  const figure = figureOf(state, action.figureId);
  const path = readMovePath(action);
  const given = moveSurfaceOf(action);
  if (figure === undefined || !path.ok || !given.ok) return undefined;
  const dest = path.path[path.path.length - 1]!;
  return { figure, dest, surfaceId: given.surfaceId !== undefined ? given.surfaceId : surfaceAt(state.scenario, figure, dest) };
}
