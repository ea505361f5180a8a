/**
 * The actions every ruleset understands the same way, so the board can turn a drag or the dice tray
 * into an action without knowing which rules are in play. The rules still decide: a ruleset may
 * refuse a `roll`, and checks each `move` against its own movement rules.
 *
 * - `move`: `{ type: 'move', side, figureId, params: { path: [{ x, y }, …], standsOn?, facingDeg? } }` —
 *   the points the base centre passes through after its start (waypoints, then the end), inches,
 *   optionally the surface it ends on and the facing it ends with (compass degrees). A unit's move
 *   is `params: { manoeuvre }` instead (engine/manoeuvre.ts).
 * - `roll`: `{ type: 'roll', side, params: { count, sides, label? } }` — dice a player rolls by hand.
 */
import type { Vec2 } from '../geometry/point';
import { isDieSides } from './dice';
import type { DieSides } from './dice';
import type { JsonValue } from './json';
import type { Figure } from './model';
import type { Action } from './state';
import { normalFacingDeg } from './unitGeometryTray';

export const MOVE_ACTION = 'move';
export const ROLL_ACTION = 'roll';

/** More points than any drag makes; a bound against hostile files. */
export const MAX_PATH_POINTS = 64;
export const MAX_ROLL_DICE = 20;
export const MAX_ROLL_LABEL_LENGTH = 60;

/**
 * `standsOn` names the surface the move ends on (a piece id, or null for the table) where the end
 * point lies over two levels (the street under a balcony, and the balcony); left out, the ruleset
 * decides (the engine's `surfaceAt`).
 */
export function moveAction(figure: Pick<Figure, 'id' | 'side'>, path: readonly Vec2[], standsOn?: string | null, facingDeg?: number): Action {
  const params: Record<string, JsonValue> = { path: path.map((p) => ({ x: p.x, y: p.y })) };
  if (standsOn !== undefined) params.standsOn = standsOn;
  if (facingDeg !== undefined) params.facingDeg = facingDeg;
  return { type: MOVE_ACTION, side: figure.side, figureId: figure.id, params };
}

export function rollAction(side: string, count: number, sides: DieSides, label?: string): Action {
  const params: Record<string, JsonValue> = { count, sides };
  if (label !== undefined && label.trim() !== '') params.label = label.trim();
  return { type: ROLL_ACTION, side, params };
}

/** The move's path (after the start), or why it is not one. */
export function readMovePath(action: Action): { ok: true; path: Vec2[] } | { ok: false; why: string } {
  const raw = action.params?.path;
  if (!Array.isArray(raw) || raw.length === 0) return { ok: false, why: 'a move needs a path of at least one point' };
  if (raw.length > MAX_PATH_POINTS) return { ok: false, why: `a move path has at most ${MAX_PATH_POINTS} points` };
  const path: Vec2[] = [];
  for (const p of raw as readonly unknown[]) {
    const x = (p as { x?: unknown } | null)?.x;
    const y = (p as { y?: unknown } | null)?.y;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
      return { ok: false, why: 'each point of a move path needs numbers x and y (inches)' };
    }
    path.push({ x, y });
  }
  return { ok: true, path };
}

/**
 * The facing a move ends with, in [0, 360) (`null`: the move keeps the figure's facing), or why
 * `params.facingDeg` is not a bearing.
 */
export function readMoveFacing(action: Pick<Action, 'params'>): { ok: true; facingDeg: number | null } | { ok: false; why: string } {
  const v = action.params?.facingDeg;
  if (v === undefined) return { ok: true, facingDeg: null };
  if (typeof v !== 'number' || !Number.isFinite(v)) return { ok: false, why: 'facingDeg is a compass bearing in degrees' };
  return { ok: true, facingDeg: normalFacingDeg(v) };
}

export interface RollParams {
  readonly count: number;
  readonly sides: DieSides;
  readonly label: string | null;
}

/** The dice of a `roll` action, or why they are not dice this engine rolls. */
export function readRollParams(action: Action): { ok: true; roll: RollParams } | { ok: false; why: string } {
  const { count, sides, label } = action.params ?? {};
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_ROLL_DICE) {
    return { ok: false, why: `roll 1–${MAX_ROLL_DICE} dice` };
  }
  if (!isDieSides(sides)) return { ok: false, why: 'dice have 4, 6, 8, 10, 12 or 20 sides' };
  if (label !== undefined && (typeof label !== 'string' || label.length > MAX_ROLL_LABEL_LENGTH)) {
    return { ok: false, why: `a roll's label is a text of at most ${MAX_ROLL_LABEL_LENGTH} characters` };
  }
  return { ok: true, roll: { count, sides, label: label ?? null } };
}

/** The final point of a path (where the base ends). */
export const pathEnd = (path: readonly Vec2[]): Vec2 | undefined => path[path.length - 1];
