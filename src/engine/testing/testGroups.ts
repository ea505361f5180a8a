/**
 * The test ruleset's actions by several actors and by units (test support, never shipped): what
 * the engine must carry for the black-powder Groups and BATTLESYSTEM units, in the smallest game.
 *   - `volley` (TEST-GROUP-1/2): a Group — `figureId` the leader, `actorIds` two or more others, all
 *     living figures of the side within `GROUP_COHESION_IN` of the leader — fires at one target as
 *     one action: each member rolls and spends its shot, the target falls if any roll kills.
 *   - `wheel` (TEST-WHEEL-1/2): a regular unit (`figureId` = the unit id) pivots on a front corner
 *     (`params.corner` 'left' | 'right', `params.angleDeg` 1–90); it costs the arc the outer front
 *     corner travels, tray width × angle in radians, and is refused over the unit profile's
 *     `moveIn`. Pivoting on the left corner turns the unit left (facing − angle), on the right
 *     corner right. Once a turn, in the move phase (phases) or for 1 AP.
 * Unit profile: `moveIn` (0–24, required). Members of a unit move only with it (TEST-UNIT-1).
 */
import type { Vec2 } from '../../geometry/point';
import type { Action, Refusal } from '../state';
import { refusal } from '../state';
import type { Figure, Unit } from '../model';
import type { ResolveContext, RulesetProblem } from '../ruleset';
import { pieceOf } from '../pieces';
import { normalFacingDeg, trayCorners, unitGeometry } from '../unitGeometry';
import type { TestState } from './testState';
import { checkActor, checkSpend, figState, figureOf, num, shootAt, spend } from './testState';

export const GROUP_ACTIONS: ReadonlySet<string> = new Set(['volley', 'wheel']);
export const GROUP_COHESION_IN = 4;
export const MAX_WHEEL_DEG = 90;

export function unitProfileProblems(profile: Readonly<Record<string, unknown>>): RulesetProblem[] {
  const v = profile.moveIn;
  if (v === undefined) return [{ path: 'moveIn', code: 'missing', message: 'required but missing', params: { field: 'moveIn' } }];
  if (typeof v !== 'number' || !Number.isFinite(v)) return [{ path: 'moveIn', code: 'wrongType', message: 'expected a number', params: { expected: 'number', received: typeof v } }];
  if (v < 0 || v > 24) return [{ path: 'moveIn', code: 'outOfRange', message: `${v} is out of range (0–24)`, params: { value: v, min: 0, max: 24 } }];
  return [];
}

/** The leader and the others of a volley, or why it is no Group. */
function groupOf(state: TestState, a: Action): Refusal | Figure[] {
  const leader = checkActor(state, a);
  if (!('id' in leader)) return leader;
  const others = (a.actorIds ?? []).map((id) => figureOf(state, id));
  if (others.length < 2 || others.some((f) => f === undefined)) {
    return refusal('test.groupTooSmall', 'TEST-GROUP-1', 'a volley is fired by a leader and two or more other figures');
  }
  for (const f of others as Figure[]) {
    if (figState(state, f.id).dead) return refusal('test.dead', 'TEST-DEAD-1', `${f.name} is dead`);
    const apartIn = Math.hypot(f.x - leader.x, f.y - leader.y);
    if (apartIn > GROUP_COHESION_IN) {
      return refusal('test.groupApart', 'TEST-GROUP-2', `${f.name} is ${apartIn.toFixed(1)}″ from ${leader.name}: a Group keeps within ${GROUP_COHESION_IN}″`, { distanceIn: apartIn, maxIn: GROUP_COHESION_IN });
    }
  }
  return [leader, ...(others as Figure[])];
}

const wheelParams = (a: Action): { corner: 'left' | 'right'; angleDeg: number } | null => {
  const corner = a.params?.corner;
  const angleDeg = a.params?.angleDeg;
  if ((corner !== 'left' && corner !== 'right') || typeof angleDeg !== 'number' || !(angleDeg >= 1 && angleDeg <= MAX_WHEEL_DEG)) return null;
  return { corner, angleDeg };
};

/** What a wheel does: the pivot, the signed turn (compass degrees) and the outer corner's arc, inches. */
function wheelOf(state: TestState, unit: Unit, corner: 'left' | 'right', angleDeg: number): { pivot: Vec2; turnDeg: number; costIn: number } | null {
  const geometry = unitGeometry(unit, state.scenario.figures);
  if (geometry === null) return null;
  const corners = trayCorners(geometry.tray);
  const pivot = corner === 'left' ? corners.frontLeft : corners.frontRight;
  return { pivot, turnDeg: corner === 'left' ? -angleDeg : angleDeg, costIn: geometry.tray.widthIn * (angleDeg * Math.PI / 180) };
}

/** `p` turned `deg` compass degrees (clockwise on the table, y south) about `c`. */
function turnedAbout(p: Vec2, c: Vec2, deg: number): Vec2 {
  const r = deg * Math.PI / 180;
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  return { x: c.x + dx * Math.cos(r) - dy * Math.sin(r), y: c.y + dx * Math.sin(r) + dy * Math.cos(r) };
}

export function checkGroupAction(state: TestState, a: Action): Refusal | null {
  if (a.type === 'volley') {
    const group = groupOf(state, a);
    if (!Array.isArray(group)) return group;
    for (const f of group) {
      const why = checkSpend(state, f, 'shot');
      if (why !== null) return why;
    }
    const t = figureOf(state, a.targetIds?.[0]);
    if (a.targetIds?.length !== 1 || t === undefined || t.side === a.side || figState(state, t.id).dead) {
      return refusal('test.badTarget', 'TEST-TARGET-1', 'a volley needs one living enemy target');
    }
    return null;
  }
  const piece = pieceOf(state.scenario, a.figureId);
  if (piece?.kind !== 'unit' || piece.unit.formation.kind !== 'regular') return refusal('test.needsUnit', 'TEST-WHEEL-2', 'only a unit in a regular formation wheels');
  if (a.actorIds !== undefined) return refusal('test.badParams', 'TEST-PARAMS-1', 'a unit wheels alone');
  const why = checkSpend(state, piece, 'moved');
  if (why !== null) return why;
  const p = wheelParams(a);
  if (p === null) return refusal('test.badParams', 'TEST-PARAMS-1', `a wheel needs params corner ("left" or "right") and angleDeg (1–${MAX_WHEEL_DEG})`);
  const wheel = wheelOf(state, piece.unit, p.corner, p.angleDeg);
  if (wheel === null) return refusal('test.needsUnit', 'TEST-WHEEL-2', `${piece.name} has no members on the table`);
  const allowanceIn = num(piece.unit.profile, 'moveIn', 0);
  if (wheel.costIn > allowanceIn + 1e-9) {
    return refusal('test.tooFar', 'TEST-WHEEL-1', `cannot wheel ${p.angleDeg}°: the outer corner would travel ${wheel.costIn.toFixed(2)}″ of ${allowanceIn}″`, { distanceIn: wheel.costIn, maxIn: allowanceIn });
  }
  return null;
}

export function resolveGroupAction(state: TestState, a: Action, ctx: ResolveContext): TestState {
  if (a.type === 'volley') {
    const group = groupOf(state, a);
    if (!Array.isArray(group)) return state;
    const target = a.targetIds?.[0] ?? '';
    let s = state;
    let killed = false;
    for (const f of group) {
      const shot = shootAt(spend(s, f.id, { shot: true }), f, target, ctx, killed ? 'volley.after' : 'volley');
      s = shot.state;
      killed ||= shot.killed;
    }
    return s;
  }
  const piece = pieceOf(state.scenario, a.figureId);
  const p = wheelParams(a);
  if (piece?.kind !== 'unit' || p === null) return state;
  const wheel = wheelOf(state, piece.unit, p.corner, p.angleDeg);
  if (wheel === null) return state;
  const members = new Set(piece.unit.memberIds);
  const figures = state.scenario.figures.map((f) => {
    if (!members.has(f.id)) return f;
    const at = turnedAbout(f, wheel.pivot, wheel.turnDeg);
    return { ...f, x: at.x, y: at.y, facingDeg: normalFacingDeg(f.facingDeg + wheel.turnDeg) };
  });
  const units = (state.scenario.units ?? []).map((u) => (u.id === piece.id ? { ...u, facingDeg: normalFacingDeg(u.facingDeg + wheel.turnDeg) } : u));
  ctx.emit({ type: 'wheeled', ruleId: 'TEST-WHEEL-1', figureIds: [piece.id], params: { costIn: wheel.costIn, turnDeg: wheel.turnDeg } });
  return spend({ ...state, scenario: { ...state.scenario, figures, units } }, piece.id, { moved: true });
}

/** A figure's volleys with its two nearest living friends, or a unit's wheels. */
export function groupCandidates(state: TestState, id: string): Action[] {
  const piece = pieceOf(state.scenario, id);
  if (piece === undefined) return [];
  const side = piece.side;
  if (piece.kind === 'unit') {
    return (['left', 'right'] as const).flatMap((corner) => [15, 45, 90].map((angleDeg) => ({ type: 'wheel', side, figureId: id, params: { corner, angleDeg } })));
  }
  const f = piece.figure;
  const friends = state.scenario.figures
    .filter((g) => g.side === side && g.id !== f.id && !figState(state, g.id).dead)
    .map((g) => ({ g, d: Math.hypot(g.x - f.x, g.y - f.y) }))
    .sort((x, y) => x.d - y.d || (x.g.id < y.g.id ? -1 : 1))
    .slice(0, 2);
  if (friends.length < 2) return [];
  const actorIds = friends.map(({ g }) => g.id);
  return state.scenario.figures
    .filter((g) => g.side !== side && !figState(state, g.id).dead)
    .map((g) => ({ type: 'volley', side, figureId: f.id, actorIds, targetIds: [g.id] }));
}
