/** Reading the optional parameters of mount actions (validated here: actions come from files too). */
import type { Vec2 } from '../../../geometry/point';
import type { Action } from '../../../engine/state';

/** `params[key]` as a point `{ x, y }` in inches; null when absent; 'bad' when malformed. */
export function readPointParam(action: Action, key: string): Vec2 | null | 'bad' {
  const raw = action.params?.[key];
  if (raw === undefined || raw === null) return null;
  const x = (raw as { x?: unknown }).x;
  const y = (raw as { y?: unknown }).y;
  if (typeof raw !== 'object' || typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return 'bad';
  return { x, y };
}

/** `params[key]` as a boolean; false when absent; 'bad' when not a boolean. */
export function readFlagParam(action: Action, key: string): boolean | 'bad' {
  const raw = action.params?.[key];
  if (raw === undefined) return false;
  return typeof raw === 'boolean' ? raw : 'bad';
}

/** The one target id of an action that names exactly one, else undefined. */
export const singleTarget = (action: Action): string | undefined => (action.targetIds?.length === 1 ? action.targetIds[0] : undefined);
