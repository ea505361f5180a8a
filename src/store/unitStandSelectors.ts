/**
 * Bases of several figures as the board draws them (BS-CAS-3): per unit on such bases, its bases'
 * outlines, emptied slots and casualty marker (engine/unitStandShapes.ts), from the table on show.
 * Computed once per table; empty when no unit stands on such bases. Only the deferred board layer
 * reads it, so it stays out of the first screen's code.
 */
import type { Scenario } from '../engine/model';
import { unitGeometry } from '../engine/unitGeometry';
import type { StandShapes } from '../engine/unitStandShapes';
import { standShapes } from '../engine/unitStandShapes';
import { memoLast } from './memoLast';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

const NONE: readonly StandShapes[] = [];

export const unitStandsOf = memoLast((scenario: Scenario | null | undefined): readonly StandShapes[] => {
  const units = scenario?.units ?? [];
  if (units.length === 0 || scenario === null || scenario === undefined) return NONE;
  const out = units.flatMap((u) => {
    if (u.formation.kind !== 'regular' || u.formation.stand === undefined) return [];
    const g = unitGeometry(u, scenario.figures);
    const shapes = g === null ? null : standShapes(u, g);
    return shapes === null ? [] : [shapes];
  });
  return out.length === 0 ? NONE : out;
});

export const selectUnitStands = (s: StoreState): readonly StandShapes[] => unitStandsOf(selectScenario(s));
