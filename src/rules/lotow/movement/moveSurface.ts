/**
 * The surface a move ends on. The engine's `move` intent carries only points; a destination over
 * two levels (the street under a balcony, and the balcony) is told apart by the optional
 * `params.standsOn` (a standable piece id, or null for the table). Without it the surface is the
 * engine's `surfaceAt` of the end point.
 */
import type { Action } from '../../../engine/state';

export function moveSurfaceOf(action: Action): { ok: true; surfaceId: string | null | undefined } | { ok: false; why: string } {
  const params = action.params ?? {};
  if (!Object.prototype.hasOwnProperty.call(params, 'standsOn')) return { ok: true, surfaceId: undefined };
  const v = params.standsOn;
  if (v === null || typeof v === 'string') return { ok: true, surfaceId: v };
  return { ok: false, why: 'standsOn must be a piece id or null (the table)' };
}
