/**
 * A unit's move as an intent: which manoeuvre, read the same way by every ruleset (the rules check
 * and price it; `manoeuvreUnit.ts` says where it puts the unit). Carried in a `move` action whose
 * `figureId` is the unit's id: `{ type: 'move', side, figureId: unitId, params: { manoeuvre } }`.
 *
 * - `advance` `{ distanceIn, driftIn? }`: the tray straight ahead `distanceIn` (≥ 0), and
 *   `driftIn` sideways (+ to the unit's right) where a ruleset allows drift.
 * - `wheel` `{ corner, angleDeg }`: pivot on the front `corner` ('left' | 'right'), the other end
 *   swinging forward `angleDeg` (0–180]: on the left corner the unit turns left (facing − angle).
 * - `turn` `{ angleDeg }`: 90, −90 or 180 in place, about the tray's centre (+ clockwise).
 * - `reform` `{ files, ranks }`: a new frontage for a regular unit, the front rank's centre kept.
 * - `free` `{ path, facingDeg? }`: an irregular unit's tray centre along `path` (points after the
 *   start, inches), turning to `facingDeg` at the end.
 * Inches and compass degrees throughout.
 */
import type { Vec2 } from '../geometry/point';
import type { JsonValue } from './json';
import { MAX_PATH_POINTS, MOVE_ACTION } from './intents';
import type { Unit } from './model';
import type { Action } from './state';

export type Manoeuvre =
  | { readonly kind: 'advance'; readonly distanceIn: number; readonly driftIn?: number }
  | { readonly kind: 'wheel'; readonly corner: 'left' | 'right'; readonly angleDeg: number }
  | { readonly kind: 'turn'; readonly angleDeg: 90 | -90 | 180 }
  | { readonly kind: 'reform'; readonly files: number; readonly ranks: number }
  | { readonly kind: 'free'; readonly path: readonly Vec2[]; readonly facingDeg?: number };

export type ManoeuvreKind = Manoeuvre['kind'];
export const MANOEUVRE_KINDS: readonly ManoeuvreKind[] = ['advance', 'wheel', 'turn', 'reform', 'free'];

/** Further than any table; a bound against hostile files. */
export const MAX_MANOEUVRE_IN = 1000;
export const MAX_WHEEL_DEG = 180;
/** More files or ranks than any unit has members. */
export const MAX_FORMATION_LINES = 1000;

function manoeuvreJson(m: Manoeuvre): Record<string, JsonValue> {
  switch (m.kind) {
    case 'advance': return { kind: m.kind, distanceIn: m.distanceIn, ...(m.driftIn === undefined ? {} : { driftIn: m.driftIn }) };
    case 'wheel': return { kind: m.kind, corner: m.corner, angleDeg: m.angleDeg };
    case 'turn': return { kind: m.kind, angleDeg: m.angleDeg };
    case 'reform': return { kind: m.kind, files: m.files, ranks: m.ranks };
    case 'free': return { kind: m.kind, path: m.path.map((p) => ({ x: p.x, y: p.y })), ...(m.facingDeg === undefined ? {} : { facingDeg: m.facingDeg }) };
  }
}

/** The `move` action of a unit's manoeuvre. */
export function unitMoveAction(unit: Pick<Unit, 'id' | 'side'>, manoeuvre: Manoeuvre): Action {
  return { type: MOVE_ACTION, side: unit.side, figureId: unit.id, params: { manoeuvre: manoeuvreJson(manoeuvre) } };
}

type Read = { ok: true; manoeuvre: Manoeuvre } | { ok: false; why: string };

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const wholeIn = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** The manoeuvre of a unit's `move`, or why it is not one; `null` when the action names none (a figure's move). */
export function readManoeuvre(action: Pick<Action, 'params'>): Read | null {
  const raw = action.params?.manoeuvre;
  if (raw === undefined) return null;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, why: 'a manoeuvre is an object with a kind' };
  const m = raw as Record<string, unknown>;
  const bad = (why: string): Read => ({ ok: false, why });
  switch (m.kind) {
    case 'advance': {
      if (!finite(m.distanceIn) || m.distanceIn < 0 || m.distanceIn > MAX_MANOEUVRE_IN) return bad(`an advance needs distanceIn, 0–${MAX_MANOEUVRE_IN} inches`);
      if (m.driftIn !== undefined && (!finite(m.driftIn) || Math.abs(m.driftIn) > MAX_MANOEUVRE_IN)) return bad('driftIn is inches to the right (negative: left)');
      return { ok: true, manoeuvre: { kind: 'advance', distanceIn: m.distanceIn, ...(m.driftIn === undefined ? {} : { driftIn: m.driftIn }) } };
    }
    case 'wheel':
      if (m.corner !== 'left' && m.corner !== 'right') return bad('a wheel pivots on the "left" or the "right" front corner');
      if (!finite(m.angleDeg) || m.angleDeg <= 0 || m.angleDeg > MAX_WHEEL_DEG) return bad(`a wheel turns more than 0° and at most ${MAX_WHEEL_DEG}°`);
      return { ok: true, manoeuvre: { kind: 'wheel', corner: m.corner, angleDeg: m.angleDeg } };
    case 'turn':
      if (m.angleDeg !== 90 && m.angleDeg !== -90 && m.angleDeg !== 180) return bad('a turn in place is 90, −90 or 180 degrees');
      return { ok: true, manoeuvre: { kind: 'turn', angleDeg: m.angleDeg } };
    case 'reform':
      if (!wholeIn(m.files, 1, MAX_FORMATION_LINES) || !wholeIn(m.ranks, 1, MAX_FORMATION_LINES)) return bad('a change of formation needs whole files and ranks, at least 1');
      return { ok: true, manoeuvre: { kind: 'reform', files: m.files, ranks: m.ranks } };
    case 'free': {
      const path = m.path;
      if (!Array.isArray(path) || path.length === 0 || path.length > MAX_PATH_POINTS) return bad(`a free move needs a path of 1–${MAX_PATH_POINTS} points`);
      const points: Vec2[] = [];
      for (const p of path as unknown[]) {
        const x = (p as { x?: unknown } | null)?.x;
        const y = (p as { y?: unknown } | null)?.y;
        if (!finite(x) || !finite(y)) return bad('each point of a path needs numbers x and y (inches)');
        points.push({ x, y });
      }
      if (m.facingDeg !== undefined && !finite(m.facingDeg)) return bad('facingDeg is a compass bearing in degrees');
      return { ok: true, manoeuvre: { kind: 'free', path: points, ...(m.facingDeg === undefined ? {} : { facingDeg: m.facingDeg }) } };
    }
    default:
      return bad(`a manoeuvre is one of ${MANOEUVRE_KINDS.join(', ')}`);
  }
}
