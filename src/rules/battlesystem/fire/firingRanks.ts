/**
 * Who of a missile unit may fire (BS-MISSILE-RANKS-1): up to two ranks, by the unit's current
 * facing — a 6 × 3 unit fires 12, the same unit turned to face right (3 × 6) fires 6. Regular: slot
 * rows 0 and 1. Irregular (no slots): the figures whose base centre is less than two base depths
 * behind the tray's front edge. Also each member's rank, for the preview.
 */
import type { Scenario, Unit } from '../../../engine/model';
import { baseSizeIn, frameCoordinates, trayFrontCentre, unitGeometry } from '../../../engine/unitGeometry';

/** Member id → rank (0 = front), for the members on the table. */
export function memberRanks(scenario: Scenario, unit: Unit): Map<string, number> {
  const g = unitGeometry(unit, scenario.figures);
  const out = new Map<string, number>();
  if (g === null) return out;
  if (unit.formation.kind === 'regular') {
    for (const m of g.members) out.set(m.figureId, m.slot?.rank ?? 0);
    return out;
  }
  const front = trayFrontCentre(g.tray);
  const byId = new Map(scenario.figures.map((f) => [f.id, f]));
  for (const m of g.members) {
    const f = byId.get(m.figureId)!;
    const depth = Math.max(0.1, baseSizeIn(f.base).depthIn);
    const behind = -frameCoordinates(front, g.tray.facingDeg, f).alongIn;
    out.set(f.id, Math.max(0, Math.floor(behind / depth)));
  }
  return out;
}

/** The members in the first two ranks, in `memberIds` order. */
export function firingRankIds(scenario: Scenario, unit: Unit): string[] {
  const ranks = memberRanks(scenario, unit);
  return unit.memberIds.filter((id) => (ranks.get(id) ?? 99) < 2);
}
