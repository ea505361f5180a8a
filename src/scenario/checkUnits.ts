/**
 * Cross-field checks of `units` (format v2), each problem with its path:
 * - ids: unique among units, and never a figure's id (an action may name either): `duplicateId`;
 * - the unit's side exists (`unknownSide`); each member is a figure (`unknownMember`) of the unit's
 *   side (`memberOfOtherSide`), in one unit only and once (`memberInTwoUnits`);
 * - regular formations: files × ranks holds the members and no rank is left empty,
 *   ranks = ⌈members / files⌉ at most (`formationMismatch`); on bases of several figures
 *   (BS-CAS-3) the bases tile the grid and the slots are whole bases (`standMismatch`), the empty
 *   slots ascend inside the unit and never empty a whole base (`badVacantSlot`,
 *   engine/unitStands.ts); each member stands within
 *   `UNIT_SLOT_TOLERANCE_IN` of its slot's centre on the tray fitted to them (`outOfSlot`,
 *   engine/unitGeometry.ts).
 */
import type { Figure, Side, Unit } from '../engine/model';
import { UNIT_SLOT_TOLERANCE_IN, unitGeometryOfMembers } from '../engine/unitGeometry';
import { formationFitProblem } from '../engine/unitStands';
import type { ScenarioProblem } from './problems';
import { scenarioProblem } from './problems';

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function unitProblems(sides: readonly Side[], figures: readonly Figure[], units: readonly Unit[]): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const sideIds = new Set(sides.map((s) => s.id));
  const figureIndex = new Map<string, number>();
  figures.forEach((f, i) => { if (!figureIndex.has(f.id)) figureIndex.set(f.id, i); });
  const unitIndex = new Map<string, number>();
  /** Where each figure was first named as a member: `units[i].memberIds[j]`. */
  const memberAt = new Map<string, string>();

  units.forEach((u, i) => {
    const at = `units[${i}]`;
    const firstUnit = unitIndex.get(u.id);
    const sameFigure = figureIndex.get(u.id);
    if (firstUnit !== undefined) {
      const firstPath = `units[${firstUnit}]`;
      problems.push(scenarioProblem(`${at}.id`, 'duplicateId', `"${u.id}" is already the id of ${firstPath}`, { id: u.id, firstPath }));
    } else if (sameFigure !== undefined) {
      const firstPath = `figures[${sameFigure}]`;
      problems.push(scenarioProblem(`${at}.id`, 'duplicateId', `"${u.id}" is already the id of ${firstPath} (figures and units share one set of ids)`, { id: u.id, firstPath }));
    }
    if (firstUnit === undefined) unitIndex.set(u.id, i);
    if (!sideIds.has(u.side)) {
      problems.push(scenarioProblem(`${at}.side`, 'unknownSide', `"${u.side}" is not one of the sides (${sides.map((s) => s.id).join(', ')})`, { id: u.side }));
    }
    const members: (Figure | undefined)[] = [];
    let allFound = true;
    u.memberIds.forEach((id, j) => {
      const path = `${at}.memberIds[${j}]`;
      const fi = figureIndex.get(id);
      const figure = fi === undefined ? undefined : figures[fi];
      members.push(figure);
      if (figure === undefined) {
        allFound = false;
        problems.push(scenarioProblem(path, 'unknownMember', `there is no figure "${id}"`, { id }));
        return;
      }
      if (figure.side !== u.side) {
        problems.push(scenarioProblem(path, 'memberOfOtherSide', `"${id}" is on side "${figure.side}", the unit on "${u.side}"`, { id, side: figure.side, unitSide: u.side }));
      }
      const first = memberAt.get(id);
      if (first !== undefined) {
        problems.push(scenarioProblem(path, 'memberInTwoUnits', `"${id}" is already a member at ${first}`, { id, firstPath: first }));
      } else {
        memberAt.set(id, path);
      }
    });
    const f = u.formation;
    if (f.kind !== 'regular') return;
    const misfit = formationFitProblem(f, u.memberIds.length);
    if (misfit !== null) {
      const path = misfit.code === 'badVacantSlot' ? `${at}.formation.vacantSlots` : `${at}.formation`;
      problems.push(scenarioProblem(path, misfit.code, misfit.why, misfit.params));
      return;
    }
    if (!allFound) return;
    const geometry = unitGeometryOfMembers(u, members);
    for (const m of geometry?.members ?? []) {
      if (m.offsetIn <= UNIT_SLOT_TOLERANCE_IN || m.slot === null) continue;
      const offsetIn = round2(m.offsetIn);
      problems.push(scenarioProblem(`${at}.memberIds[${m.index}]`, 'outOfSlot',
        `"${m.figureId}" stands ${offsetIn}″ from the centre of its slot (rank ${m.slot.rank + 1}, file ${m.slot.file + 1}); at most ${UNIT_SLOT_TOLERANCE_IN}″`,
        { id: m.figureId, offsetIn, toleranceIn: UNIT_SLOT_TOLERANCE_IN, rank: m.slot.rank + 1, file: m.slot.file + 1 }));
    }
  });
  return problems;
}
