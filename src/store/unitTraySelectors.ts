/**
 * The units' trays as the board draws them: outline, front edge and facing of each unit on the
 * table now (or on the replay's step), derived from its members by engine/unitGeometry.ts — never
 * stored, computed once per table and shared by every reader. Empty when the scenario has no units.
 */
import type { Vec2 } from '../geometry/point';
import type { Scenario } from '../engine/model';
import type { Segment } from '../engine/unitGeometry';
import { trayFrontCentre, trayPolygon, unitGeometry } from '../engine/unitGeometry';
import { memoLast } from './memoLast';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

export interface UnitTrayView {
  readonly unitId: string;
  readonly side: string;
  readonly name: string;
  /** Front-left, front-right, rear-right, rear-left, inches. */
  readonly outline: readonly Vec2[];
  readonly front: Segment;
  readonly frontCentre: Vec2;
  readonly facingDeg: number;
  readonly regular: boolean;
}

const NONE: readonly UnitTrayView[] = [];

export const unitTraysOf = memoLast((scenario: Scenario | null | undefined): readonly UnitTrayView[] => {
  const units = scenario?.units ?? [];
  if (units.length === 0 || scenario === null || scenario === undefined) return NONE;
  return units.flatMap((u) => {
    const g = unitGeometry(u, scenario.figures);
    if (g === null) return [];
    return [{
      unitId: u.id, side: u.side, name: u.name, outline: trayPolygon(g.tray), front: g.edges.front,
      frontCentre: trayFrontCentre(g.tray), facingDeg: g.tray.facingDeg, regular: u.formation.kind === 'regular',
    }];
  });
});

/** The trays of the table on show (the store's `scenario`: the present, or the replay's step). */
export const selectUnitTrays = (s: StoreState): readonly UnitTrayView[] => unitTraysOf(selectScenario(s));
