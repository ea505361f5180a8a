/**
 * Where a manoeuvre (engine/manoeuvre.ts) puts a unit and its members, and what it measures: pure
 * geometry every ruleset prices by its own rules. Inches, compass degrees (x east, y south).
 *
 * Members keep their bases. Advance, wheel, turn and free moves carry the members rigidly with the
 * tray (a member in its slot stays in it); a change of formation lays them into the new slots
 * (`layoutInSlots`) about the same front-rank centre, facing the same way.
 * `costIn`, what the move measures for an allowance: advance, the tray's travel (√(distance² +
 * drift²)); wheel, the arc of the outer front corner (frontage × angle in radians); turn, 0 (the
 * rules price a turn as they see fit); reform, the farthest any member moves; free, the length of
 * the tray centre's path.
 */
import type { Vec2 } from '../geometry/point';
import { polylineLength } from '../geometry/polyline';
import type { Figure, Scenario, Unit } from './model';
import type { Manoeuvre } from './manoeuvre';
import type { Segment, Tray } from './unitGeometry';
import { layoutInSlots, normalFacingDeg, pointInFrame, trayCorners, trayEdges, unitGeometry, unitMembers } from './unitGeometry';
import { formationFitProblem, slotTotal, slotsPerStand, standOf } from './unitStands';

export interface MemberMove {
  readonly figureId: string;
  readonly x: number;
  readonly y: number;
  readonly facingDeg: number;
}

export type ManoeuvreResult =
  | {
    readonly ok: true;
    /** The unit after it (new facing, new formation). */
    readonly unit: Unit;
    /** Each member found on the table, where it ends, in `memberIds` order. */
    readonly members: readonly MemberMove[];
    readonly costIn: number;
    /** The tray before and after (the board draws both; a ruleset tests what the new one touches). */
    readonly trayBefore: Tray;
    readonly trayAfter: Tray;
    readonly frontEdgeAfter: Segment;
  }
  | { readonly ok: false; readonly why: string };

const rad = (deg: number): number => deg * Math.PI / 180;

/** What a wheel of `angleDeg` costs a front of `frontageIn`: the outer corner's arc, inches. */
export const wheelCostIn = (frontageIn: number, angleDeg: number): number => frontageIn * rad(angleDeg);

/** `p` turned `deg` compass degrees (clockwise on the table) about `c`. */
export function turnedAbout(p: Vec2, c: Vec2, deg: number): Vec2 {
  const r = rad(deg);
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  return { x: c.x + dx * Math.cos(r) - dy * Math.sin(r), y: c.y + dx * Math.sin(r) + dy * Math.cos(r) };
}

/** A rigid motion of the whole unit: turn `turnDeg` about `pivot`, then shift by `shift`. */
function rigid(unit: Unit, members: readonly Figure[], tray: Tray, pivot: Vec2, turnDeg: number, shift: Vec2) {
  const move = (p: Vec2): Vec2 => {
    const t = turnedAbout(p, pivot, turnDeg);
    return { x: t.x + shift.x, y: t.y + shift.y };
  };
  const facingDeg = normalFacingDeg(unit.facingDeg + turnDeg);
  return {
    unit: { ...unit, facingDeg },
    members: members.map((f) => ({ figureId: f.id, ...move(f), facingDeg: normalFacingDeg(f.facingDeg + turnDeg) })),
    trayAfter: { ...tray, centre: move(tray.centre), facingDeg: normalFacingDeg(tray.facingDeg + turnDeg) },
  };
}

/** The unit `unitId` of `scenario` after `manoeuvre`, or why it cannot make it. */
export function manoeuvreUnit(scenario: Scenario, unitId: string, manoeuvre: Manoeuvre): ManoeuvreResult {
  const unit = scenario.units?.find((u) => u.id === unitId);
  if (unit === undefined) return { ok: false, why: `there is no unit "${unitId}"` };
  const geometry = unitGeometry(unit, scenario.figures);
  if (geometry === null) return { ok: false, why: `${unit.name} has no members on the table` };
  const members = unitMembers(unit, scenario.figures).filter((f): f is Figure => f !== undefined);
  const tray = geometry.tray;
  const regular = unit.formation.kind === 'regular';
  const done = (r: ReturnType<typeof rigid>, costIn: number): ManoeuvreResult => ({
    ok: true, ...r, costIn, trayBefore: tray, frontEdgeAfter: trayEdges(r.trayAfter).front,
  });
  switch (manoeuvre.kind) {
    case 'advance': {
      const drift = manoeuvre.driftIn ?? 0;
      const to = pointInFrame({ x: 0, y: 0 }, tray.facingDeg, drift, manoeuvre.distanceIn);
      return done(rigid(unit, members, tray, tray.centre, 0, to), Math.hypot(manoeuvre.distanceIn, drift));
    }
    case 'wheel': {
      if (!regular) return { ok: false, why: `${unit.name} is irregular: it moves freely, it does not wheel` };
      const corners = trayCorners(tray);
      const left = manoeuvre.corner === 'left';
      const turnDeg = left ? -manoeuvre.angleDeg : manoeuvre.angleDeg;
      return done(rigid(unit, members, tray, left ? corners.frontLeft : corners.frontRight, turnDeg, { x: 0, y: 0 }), wheelCostIn(tray.widthIn, manoeuvre.angleDeg));
    }
    case 'turn':
      return done(rigid(unit, members, tray, tray.centre, manoeuvre.angleDeg, { x: 0, y: 0 }), 0);
    case 'free': {
      if (regular) return { ok: false, why: `${unit.name} is in a regular formation: it advances, wheels or turns` };
      const end = manoeuvre.path[manoeuvre.path.length - 1] ?? tray.centre;
      const turnDeg = manoeuvre.facingDeg === undefined ? 0 : normalFacingDeg(manoeuvre.facingDeg - unit.facingDeg);
      const shift = { x: end.x - tray.centre.x, y: end.y - tray.centre.y };
      return done(rigid(unit, members, tray, tray.centre, turnDeg, shift), polylineLength([tray.centre, ...manoeuvre.path]));
    }
    case 'reform': {
      if (!regular) return { ok: false, why: `${unit.name} is irregular: it has no files and ranks` };
      const { files, ranks } = manoeuvre;
      const count = unit.memberIds.length;
      // Whole bases are re-tiled (slots count base by base), so a base keeps its figures and its empty slots.
      const formation = { ...unit.formation, files, ranks };
      const misfit = formationFitProblem(formation, count);
      if (misfit !== null) return { ok: false, why: misfit.why };
      // Keep the front rank's centre: the new frontage is centred where the old front rank stood.
      const frontMid = pointInFrame(geometry.frontRankCentre, tray.facingDeg, 0, (geometry.slotSize?.depthIn ?? 0) / 2);
      const stand = standOf(formation);
      const frontage = Math.min(files, (slotTotal(formation, count) / slotsPerStand(stand)) * stand.files);
      const slotWidth = geometry.slotSize?.widthIn ?? 0;
      const anchor = pointInFrame(frontMid, tray.facingDeg, -(frontage * slotWidth) / 2, 0);
      const places = layoutInSlots(formation, members.map((f) => f.base), { frontLeft: anchor }, tray.facingDeg);
      const moved = members.map((f, k) => ({ figureId: f.id, x: places[k]!.x, y: places[k]!.y, facingDeg: places[k]!.facingDeg }));
      const next: Unit = { ...unit, formation };
      const after = unitGeometry(next, members.map((f, k) => ({ ...f, x: moved[k]!.x, y: moved[k]!.y })))!;
      const costIn = Math.max(0, ...members.map((f, k) => Math.hypot(moved[k]!.x - f.x, moved[k]!.y - f.y)));
      return { ok: true, unit: next, members: moved, costIn, trayBefore: tray, trayAfter: after.tray, frontEdgeAfter: after.edges.front };
    }
  }
}

/** `scenario` with the manoeuvre's result applied: the unit replaced, each member moved and turned. */
export function applyManoeuvre(scenario: Scenario, result: Extract<ManoeuvreResult, { ok: true }>): Scenario {
  const moves = new Map(result.members.map((m) => [m.figureId, m]));
  return {
    ...scenario,
    figures: scenario.figures.map((f) => {
      const m = moves.get(f.id);
      return m === undefined ? f : { ...f, x: m.x, y: m.y, facingDeg: m.facingDeg };
    }),
    units: (scenario.units ?? []).map((u) => (u.id === result.unit.id ? result.unit : u)),
  };
}
