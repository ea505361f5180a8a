/**
 * A unit's manoeuvre in its side's movement step (BS-GAP-01 Steps 2–3, BS-GAP-04): the engine's
 * `move` intent with `params.manoeuvre` (engine/manoeuvre.ts) and `figureId` the unit's id. A unit
 * may make several manoeuvres in its step (wheel, then advance…) while their costs (moveRules.ts)
 * add up to at most its MV; a change of formation takes the whole move. Every member must be able
 * to stand where it ends (on the table, clear of other bases, not in impassable terrain); members
 * step onto a hill they walk onto (engine/placement.ts `surfaceAt`). Figures of a unit never move on
 * their own (BS-GAP-11: the unit is a tray). `bsUnitReach` is the board's shading of the same limit.
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { Manoeuvre } from '../../../engine/manoeuvre';
import { readManoeuvre, unitMoveAction } from '../../../engine/manoeuvre';
import type { ManoeuvreResult } from '../../../engine/manoeuvreUnit';
import { applyManoeuvre, manoeuvreUnit } from '../../../engine/manoeuvreUnit';
import type { Scenario, Unit } from '../../../engine/model';
import { pieceOf } from '../../../engine/pieces';
import { placementProblems, surfaceAt } from '../../../engine/placement';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { UnitReach } from '../../../engine/unitReach';
import { REACH_EPSILON_IN, unitReach } from '../../../engine/unitReach';
import { unitGeometry } from '../../../engine/unitGeometry';
import { formationForStands, slotTotal, slotsPerStand, standOf } from '../../../engine/unitStands';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import { isMoveStepOf } from '../flow/bsSteps';
import { foesOf } from '../melee/meleeContacts';
import { unitStatusNow } from '../morale/unitStatusNow';
import { bsOptions } from '../profile/bsOptionSpecs';
import type { BsMoveRules } from './moveRules';
import { unitInDifficult, unitMvIn } from './moveRules';
import { advanceStretches } from './difficultAlongAdvance';
import { wheelStretches } from './difficultAlongWheel';
import type { Stretch } from './pathStretches';
import { costAlongIn, difficultWithin, reachAlongIn } from './pathStretches';

type Okay = { unit: Unit; manoeuvre: Manoeuvre; result: Extract<ManoeuvreResult, { ok: true }>; costIn: number; allowanceIn: number; factor: number };

/** What is left of the unit's MV this step, inches, before the difficult-terrain factor. */
export function remainingMvIn(state: BsState, unit: Unit): number {
  return Math.max(0, unitMvIn(unit) - bsPieceStateOf(state, unit.id).usedIn);
}

/** Why `unitId` may not manoeuvre now at all (not its step, a charge made, reformed), or null. */
export function unitMayMoveRefusal(state: BsState, unit: Unit): Refusal | null {
  if (!isMoveStepOf(state.flow, unit.side)) {
    return refusal('battlesystem.notMoveStep', 'BS-GAP-01', `${unit.name} moves only in its side's movement step`, { unitName: unit.name });
  }
  const s = bsPieceStateOf(state, unit.id);
  if (s.reformed) return refusal('battlesystem.reformedThisRound', 'BS-GAP-04', `${unit.name} changed formation this round: that took its whole move`, { unitName: unit.name });
  if (s.chargedId !== null) return refusal('battlesystem.chargedThisRound', 'BS-GAP-04', `${unit.name} charged this round: the charge was its whole move`, { unitName: unit.name });
  // Units still in contact fight on next turn (BS-MELEE-1): a melee holds them (melee fought only),
  // except a routing unit, which flees (BS-GAP-05).
  if (bsOptions(state.options).meleeMorale === 'fought' && unitStatusNow(state, unit) !== 'routing' && foesOf(state.scenario, unit.id).length > 0) {
    return refusal('battlesystem.inMelee', 'BS-MELEE-1', `${unit.name} is in melee: units in contact fight on`, { unitName: unit.name });
  }
  return null;
}

/** The distance from a unit's tray centre to the nearest enemy unit's, inches (Infinity with none). */
function nearestEnemyIn(scenario: Scenario, unit: Unit): number {
  const g = unitGeometry(unit, scenario.figures);
  if (g === null) return Infinity;
  let best = Infinity;
  for (const u of scenario.units ?? []) {
    if (u.side === unit.side) continue;
    const e = unitGeometry(u, scenario.figures);
    if (e !== null) best = Math.min(best, Math.hypot(e.tray.centre.x - g.tray.centre.x, e.tray.centre.y - g.tray.centre.y));
  }
  return best;
}

/**
 * The difficult stretches a manoeuvre is priced along (pathStretches.ts), by its own measure: an
 * advance's distance, a wheel's outer corner travel; null when it is priced by where it starts.
 */
function pathStretches(state: BsState, unit: Unit, kind: Manoeuvre['kind'], corner: 'left' | 'right', rules: BsMoveRules): readonly Stretch[] | null {
  if (unit.formation.kind !== 'regular') return null;
  const mv = unitMvIn(unit);
  if (kind === 'advance' && rules.difficultAlongAdvance) return advanceStretches(state.scenario, unit, mv);
  if (kind === 'wheel' && rules.difficultAlongWheel) return wheelStretches(state.scenario, unit, corner, mv);
  return null;
}

function priced(state: BsState, a: Action, rules: BsMoveRules): Refusal | Okay {
  const piece = pieceOf(state.scenario, a.figureId);
  if (piece?.kind === 'figure') {
    return refusal('battlesystem.memberMoves', 'BS-GAP-11', `${piece.name} moves only with its unit`, { figureName: piece.name });
  }
  if (piece?.kind !== 'unit') return refusal('battlesystem.needsUnit', 'BS-GAP-04', 'a manoeuvre is a unit\'s move');
  const unit = piece.unit;
  const read = readManoeuvre(a);
  if (read === null || !read.ok) return refusal('battlesystem.badManoeuvre', 'BS-GAP-04', `a unit's move needs params.manoeuvre: ${read?.ok === false ? read.why : 'missing'}`);
  const m = read.manoeuvre;
  const result = manoeuvreUnit(state.scenario, unit.id, m);
  if (!result.ok) return refusal('battlesystem.badManoeuvre', 'BS-GAP-04', result.why);
  const regular = unit.formation.kind === 'regular';
  if (regular && m.kind === 'advance' && Math.abs(m.driftIn ?? 0) > REACH_EPSILON_IN) {
    return refusal('battlesystem.noDrift', 'BS-GAP-04', `${unit.name} is in a regular formation: it advances straight ahead, wheels or turns`, { unitName: unit.name });
  }
  const mv = unitMvIn(unit);
  let costIn = result.costIn;
  if (m.kind === 'turn') costIn = regular ? mv * rules.facingChangeFraction : 0;
  if (m.kind === 'reform') costIn = rules.formationChangeWholeMove ? mv : result.costIn;
  const allowanceIn = remainingMvIn(state, unit);
  const along = pathStretches(state, unit, m.kind, m.kind === 'wheel' ? m.corner : 'left', rules);
  if (along !== null) {
    // Along the path: only the inches where a member overlaps difficult ground cost double (moveRules.ts).
    const measureIn = m.kind === 'advance' ? m.distanceIn : result.costIn;
    const difficult = difficultWithin(along, measureIn) > 0;
    return { unit, manoeuvre: m, result, costIn: costAlongIn(along, measureIn, rules.difficultFactor), allowanceIn, factor: difficult ? rules.difficultFactor : 1 };
  }
  const factor = unitInDifficult(state.scenario, unit) ? rules.difficultFactor : 1;
  return { unit, manoeuvre: m, result, costIn: costIn * factor, allowanceIn, factor };
}

function endProblems(scenario: Scenario, result: Extract<ManoeuvreResult, { ok: true }>): { scenario: Scenario; refusal: Refusal | null } {
  let after = applyManoeuvre(scenario, result);
  const moved = new Set(result.members.map((m) => m.figureId));
  after = { ...after, figures: after.figures.map((f) => (moved.has(f.id) ? { ...f, standsOn: surfaceAt(after, f, f) } : f)) };
  for (const f of after.figures) {
    if (!moved.has(f.id)) continue;
    const problem = placementProblems(after, f.id, f, f.standsOn)[0];
    if (problem !== undefined) {
      const where = problem.code === 'overlapsFigure' ? problem.figureName : problem.code === 'insideImpassable' ? problem.pieceName : '';
      return { scenario: after, refusal: refusal(`battlesystem.cannotStand.${problem.code}`, 'BS-GAP-11', `${f.name} cannot stand there (${problem.code}${where === '' ? '' : `: ${where}`})`, { figureName: f.name, where }) };
    }
  }
  return { scenario: after, refusal: null };
}

export function checkUnitMove(state: BsState, a: Action, rules: BsMoveRules): Refusal | null {
  const move = priced(state, a, rules);
  if (!('result' in move)) return move;
  const why = unitMayMoveRefusal(state, move.unit);
  if (why !== null) return why;
  const { unit, manoeuvre: m } = move;
  if (m.kind === 'reform' && rules.formationChangeWholeMove && bsPieceStateOf(state, unit.id).usedIn > 0) {
    return refusal('battlesystem.reformAfterMove', 'BS-GAP-04', `${unit.name} has moved this round: a change of formation takes the whole move`, { unitName: unit.name });
  }
  if (move.costIn > move.allowanceIn + REACH_EPSILON_IN) {
    const what = m.kind === 'wheel' ? 'wheelTooFar' : 'tooFar';
    return refusal(`battlesystem.${what}`, 'BS-GAP-04', `${unit.name} cannot ${m.kind === 'wheel' ? `wheel ${m.angleDeg}°: the outer corner would travel` : 'make that manoeuvre: it costs'} ${move.costIn.toFixed(1)}″ of the ${move.allowanceIn.toFixed(1)}″ left${move.factor > 1 ? ' (difficult terrain: double)' : ''}`, {
      unitName: unit.name, costIn: move.costIn, leftIn: move.allowanceIn, difficult: move.factor > 1 ? 1 : 0,
    });
  }
  const end = endProblems(state.scenario, move.result);
  // BS-GAP-05: a shaken or routing unit may not move toward the enemy (its tray's centre no nearer any enemy unit's).
  if (end.refusal === null && bsOptions(state.options).meleeMorale === 'fought' && unitStatusNow(state, unit) !== 'good') {
    const after = end.scenario.units?.find((u) => u.id === unit.id);
    if (after !== undefined && nearestEnemyIn(end.scenario, after) < nearestEnemyIn(state.scenario, unit) - REACH_EPSILON_IN) {
      return refusal('battlesystem.shakenNoCloser', 'BS-GAP-05', `${unit.name} is ${unitStatusNow(state, unit)}: it may not move toward the enemy`, { unitName: unit.name });
    }
  }
  return end.refusal;
}

export function resolveUnitMove(state: BsState, a: Action, rules: BsMoveRules): { state: BsState; events: GameEvent[] } {
  const move = priced(state, a, rules);
  if (!('result' in move)) return { state, events: [] };
  const { scenario } = endProblems(state.scenario, move.result);
  const used = bsPieceStateOf(state, move.unit.id).usedIn + move.costIn;
  const reformed = move.manoeuvre.kind === 'reform' && rules.formationChangeWholeMove;
  const next = withBsPieceState({ ...state, scenario }, move.unit.id, { usedIn: reformed ? unitMvIn(move.unit) : used, reformed });
  return {
    state: next,
    events: [{ type: 'battlesystem.manoeuvred', ruleId: 'BS-GAP-04', figureIds: [move.unit.id], params: { manoeuvre: move.manoeuvre.kind, costIn: move.costIn, leftIn: Math.max(0, move.allowanceIn - move.costIn), facingDeg: move.result.unit.facingDeg } }],
  };
}

/**
 * The board's reach for an advance or a wheel on what is left of the unit's MV, priced as `check`
 * prices it: a regular unit's advance, and its wheel about each corner, as far as its difficult
 * stretches allow; anything else divided by `rules.difficultFactor` when it starts in difficult terrain.
 */
export function bsUnitReach(state: BsState, unitId: string, kind: 'advance' | 'wheel', rules: BsMoveRules): UnitReach | null {
  const piece = pieceOf(state.scenario, unitId);
  if (piece?.kind !== 'unit' || state.flow.pendingCasualties !== null || state.outcome !== null) return null;
  const unit = piece.unit;
  if (unitMayMoveRefusal(state, unit) !== null) return null;
  const regular = unit.formation.kind === 'regular';
  if (kind === 'wheel' && !regular) return null;
  const left = remainingMvIn(state, unit);
  const startFactor = unitInDifficult(state.scenario, unit) ? rules.difficultFactor : 1;
  const reachOf = (along: readonly Stretch[] | null): number => (along === null ? left / startFactor : reachAlongIn(along, left, rules.difficultFactor));
  if (kind === 'wheel') {
    const byCorner = { left: reachOf(pathStretches(state, unit, kind, 'left', rules)), right: reachOf(pathStretches(state, unit, kind, 'right', rules)) };
    return unitReach(state.scenario, unitId, kind, Math.max(byCorner.left, byCorner.right), 0, byCorner);
  }
  const reachIn = reachOf(pathStretches(state, unit, kind, 'left', rules));
  return unitReach(state.scenario, unitId, kind, reachIn, regular ? 0 : reachIn);
}

/** Manoeuvres to offer (sampled; some over the allowance, which `check` refuses). */
export function unitMoveCandidates(state: BsState, id: string): Action[] {
  const piece = pieceOf(state.scenario, id);
  if (piece?.kind !== 'unit') return [];
  const unit = piece.unit;
  const left = remainingMvIn(state, unit);
  if (unit.formation.kind !== 'regular') {
    const g = unitGeometry(unit, state.scenario.figures);
    if (g === null) return [];
    const c = g.tray.centre;
    const r = Math.max(1, left / 2);
    return [[r, 0], [-r, 0], [0, r], [0, -r]].map(([dx, dy]) => unitMoveAction(unit, { kind: 'free', path: [{ x: c.x + dx!, y: c.y + dy! }] }));
  }
  const ms: Manoeuvre[] = [
    { kind: 'advance', distanceIn: Math.max(0.5, left / 2) }, { kind: 'advance', distanceIn: left },
    ...(['left', 'right'] as const).flatMap((corner) => [15, 45, 90].map((angleDeg) => ({ kind: 'wheel' as const, corner, angleDeg }))),
    { kind: 'turn', angleDeg: 90 }, { kind: 'turn', angleDeg: -90 }, { kind: 'turn', angleDeg: 180 },
  ];
  // Two files narrower or wider; on bases of several figures, a base narrower or wider (BS-CAS-3).
  const f = unit.formation;
  const stand = standOf(f);
  const bases = slotTotal(f, unit.memberIds.length) / slotsPerStand(stand);
  const abreast = f.files / stand.files;
  const step = slotsPerStand(stand) === 1 ? 2 : 1;
  for (const wide of [abreast - step, abreast + step]) {
    if (wide >= 1 && wide <= bases) ms.push({ kind: 'reform', ...formationForStands(f, bases, wide) });
  }
  return ms.map((m) => unitMoveAction(unit, m));
}

export const unitMoveFamily = (rules: (state: BsState) => BsMoveRules): ActionFamily<BsState> => ({
  types: ['move'],
  check: (state, a) => checkUnitMove(state, a, rules(state)),
  resolve: (state, a) => resolveUnitMove(state, a, rules(state)),
  describe: (state, a) => {
    const m = readManoeuvre(a);
    const name = pieceOf(state.scenario, a.figureId)?.name ?? a.figureId ?? '';
    return { labelKey: `battlesystem.action.${m?.ok === true ? m.manoeuvre.kind : 'move'}`, params: { unitName: name } };
  },
  candidates: unitMoveCandidates,
});
