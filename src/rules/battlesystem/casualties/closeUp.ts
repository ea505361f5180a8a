/**
 * A unit closing up after its owner removes casualties (BS-CAS-1/2/3, BS-GAP-11). Inches, compass
 * degrees; slots counted base by base (engine/unitStands.ts).
 *   - One figure a base: the removed figure's slot is taken by the member in the last slot (the
 *     rear rank's last file steps into the gap).
 *   - Several figures a base (BS-CAS-3): while the base keeps a figure, the lost one's slot is
 *     only marked empty (the casualty marker cuts it off) and nobody moves; the base leaves with
 *     its last figure, and the last base (with any empty slots of its own) steps into its place.
 * When a base leaves, the members are laid out again in their slots from the same front edge; when
 * fewer bases are left than stood abreast, the frontage narrows about the front edge's middle.
 * Irregular units keep their figures where they stand.
 */
import type { Scenario, Unit } from '../../../engine/model';
import { trayFrontCentre, unitGeometry, layoutInSlots } from '../../../engine/unitGeometry';
import { formationForStands, memberSlotIndices, regularFormation, slotsPerStand, slotTotal, standOf } from '../../../engine/unitStands';

const withUnit = (scenario: Scenario, unit: Unit): Scenario => ({ ...scenario, units: scenario.units!.map((u) => (u.id === unit.id ? unit : u)) });

/** `scenario` with figure `figureId` taken out of its unit and the unit closed up; the figure itself stays (the caller removes it). */
export function closeUpWithout(scenario: Scenario, figureId: string): Scenario {
  const unit = scenario.units?.find((u) => u.memberIds.includes(figureId));
  if (unit === undefined) return scenario;
  const geometry = unitGeometry(unit, scenario.figures);
  const i = unit.memberIds.indexOf(figureId);
  const f = unit.formation;
  if (f.kind !== 'regular' || geometry === null) {
    const ids = [...unit.memberIds];
    const last = ids.pop()!;
    if (last !== figureId) ids[i] = last;
    return withUnit(scenario, { ...unit, memberIds: ids });
  }
  const n = slotsPerStand(standOf(f));
  const slotIndices = memberSlotIndices(f, unit.memberIds.length);
  const slots: (string | null)[] = new Array<string | null>(slotTotal(f, unit.memberIds.length)).fill(null);
  unit.memberIds.forEach((id, k) => { slots[slotIndices[k]!] = id; });
  const gap = slotIndices[i]!;
  slots[gap] = null;
  const start = gap - (gap % n);
  const baseLeaves = slots.slice(start, start + n).every((id) => id === null);
  const vacantOf = (all: readonly (string | null)[]): number[] => all.flatMap((id, k) => (id === null ? [k] : []));
  if (!baseLeaves) {
    // BS-CAS-3: the marker moves to cut the lost figure off; its base stays where it is.
    const memberIds = unit.memberIds.filter((id) => id !== figureId);
    return withUnit(scenario, { ...unit, memberIds, formation: regularFormation(f.files, f.ranks, f.stand, vacantOf(slots)) });
  }
  const lastStart = slots.length - n;
  if (start !== lastStart) slots.splice(start, n, ...slots.slice(lastStart));
  slots.length = lastStart;
  const ids = slots.filter((id): id is string => id !== null);
  if (ids.length === 0) return withUnit(scenario, { ...unit, memberIds: ids });
  const { files, ranks } = formationForStands(f, slots.length / n, f.files / standOf(f).files);
  const formation = regularFormation(files, ranks, f.stand, vacantOf(slots));
  const byId = new Map(scenario.figures.map((fig) => [fig.id, fig]));
  const members = ids.map((id) => byId.get(id)!);
  const places = layoutInSlots(formation, members.map((m) => m.base), { frontCentre: trayFrontCentre(geometry.tray) }, geometry.tray.facingDeg);
  const at = new Map(ids.map((id, k) => [id, places[k]!]));
  return {
    ...withUnit(scenario, { ...unit, memberIds: ids, formation }),
    figures: scenario.figures.map((fig) => {
      const p = at.get(fig.id);
      return p === undefined ? fig : { ...fig, x: p.x, y: p.y, facingDeg: p.facingDeg };
    }),
  };
}
