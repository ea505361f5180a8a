/**
 * A unit closing up after its owner removes casualties (BS-CAS-1/2, BS-GAP-11): the removed
 * figure's slot is taken by the member in the last slot (the rear rank's last file steps into the
 * gap), and the members are laid out again in their slots from the same front edge. When fewer
 * members are left than files, the frontage narrows about the front edge's middle. Irregular units
 * keep their figures where they stand. Inches, compass degrees.
 */
import type { Scenario } from '../../../engine/model';
import { ranksNeeded, trayFrontCentre, unitGeometry, layoutInSlots } from '../../../engine/unitGeometry';

/** `scenario` with figure `figureId` taken out of its unit and the unit closed up; the figure itself stays (the caller removes it). */
export function closeUpWithout(scenario: Scenario, figureId: string): Scenario {
  const unit = scenario.units?.find((u) => u.memberIds.includes(figureId));
  if (unit === undefined) return scenario;
  const geometry = unitGeometry(unit, scenario.figures);
  const i = unit.memberIds.indexOf(figureId);
  const ids = [...unit.memberIds];
  const last = ids.pop()!;
  if (last !== figureId) ids[i] = last;
  if (unit.formation.kind !== 'regular' || geometry === null || ids.length === 0) {
    return { ...scenario, units: scenario.units!.map((u) => (u.id === unit.id ? { ...u, memberIds: ids } : u)) };
  }
  const files = Math.min(unit.formation.files, ids.length);
  const formation = { kind: 'regular' as const, files, ranks: ranksNeeded(ids.length, files) };
  const byId = new Map(scenario.figures.map((f) => [f.id, f]));
  const members = ids.map((id) => byId.get(id)!);
  const places = layoutInSlots({ files }, members.map((f) => f.base), { frontCentre: trayFrontCentre(geometry.tray) }, geometry.tray.facingDeg);
  const at = new Map(ids.map((id, k) => [id, places[k]!]));
  return {
    ...scenario,
    figures: scenario.figures.map((f) => {
      const p = at.get(f.id);
      return p === undefined ? f : { ...f, x: p.x, y: p.y, facingDeg: p.facingDeg };
    }),
    units: scenario.units!.map((u) => (u.id === unit.id ? { ...u, memberIds: ids, formation } : u)),
  };
}
