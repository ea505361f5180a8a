/**
 * What a BATTLESYSTEM unit's movement costs (BS-GAP-04, house rule), read from its profile and the
 * options: MV in inches per round; an advance or a free move costs its length; a wheel the outer
 * front corner's travel (engine/manoeuvreUnit.ts measures it); a facing change (a turn in place)
 * `facingChangeFraction` × MV; a formation change the whole move (only before any other movement
 * this round); irregular units pay no formation costs (a turn is free). Difficult terrain: a regular
 * unit's straight advance and its wheel pay `difficultFactor` (2 = half speed) for each inch
 * (of the advance; of the outer front corner's travel) during which any member overlaps a
 * difficult piece (pathStretches.ts, difficultAlongAdvance.ts, difficultAlongWheel.ts), so a unit
 * slows as it enters a wood and speeds up as it leaves. Option `difficultAlong`: `movePaths` (both),
 * `advancePath` (the advance only: games saved before wheels were priced along their arc) or
 * `manoeuvreStart` (neither: games saved before either). A turn in place, a change of formation and
 * an irregular unit's free move pay the factor on their whole cost when any member stands in
 * difficult terrain as they start. DECISION: a turn and a reform are priced as a whole, not by
 * distance; a free move's reach is an area the board draws as one disc, which a path-priced
 * allowance would not be. Inches.
 */
import type { Scenario, Unit } from '../../../engine/model';
import { figureFootprint } from '../../../engine/figureGeometry';
import { identityMemo } from '../../../engine/kit/memo';
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';

export interface BsMoveRules {
  /** Of MV, what a turn in place costs a regular unit (BS-GAP-04: ½). */
  readonly facingChangeFraction: number;
  /** A manoeuvre started in difficult terrain costs this many times its length (BS-GAP-04: ½ MV → 2). */
  readonly difficultFactor: number;
  /** A regular unit's advance priced inch by inch along its path (option `difficultAlong`), else by where it starts. */
  readonly difficultAlongAdvance: boolean;
  /** A regular unit's wheel priced along its outer corner's arc (option `difficultAlong`: `movePaths`), else by where it starts. */
  readonly difficultAlongWheel: boolean;
  /** A change of formation takes the unit's whole move (BS-GAP-04). */
  readonly formationChangeWholeMove: boolean;
  readonly chargeInfantry: number;
  readonly chargeCavalry: number;
  /** The area a charge sweeps (chargePath.ts): the tray turning along its run, or the hull of its two ends. */
  readonly chargeSweep: 'turning' | 'ends';
}

export const DEFAULT_MOVE_RULES: BsMoveRules = { facingChangeFraction: 0.5, difficultFactor: 2, difficultAlongAdvance: true, difficultAlongWheel: true, formationChangeWholeMove: true, chargeInfantry: 1.5, chargeCavalry: 2, chargeSweep: 'turning' };

/** The unit's MV, inches (0 when its profile has none: the loader refuses such a unit). */
export function unitMvIn(unit: Unit): number {
  const v = unit.profile.mvIn;
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
}

/**
 * Whether each unit has a member standing in a difficult piece, per scenario: a drag asks it on every
 * pointer move (the check and the board's reach alike) of a scenario that does not change until the
 * drop, and 40 members against every wood is most of a move's cost. Scenarios are immutable values.
 */
const inDifficultByUnit = identityMemo((_scenario: Scenario) => new Map<string, boolean>());

/** Whether any member of `unit` stands in a difficult piece now. */
export function unitInDifficult(scenario: Scenario, unit: Unit): boolean {
  const byUnit = inDifficultByUnit(scenario);
  let found = byUnit.get(unit.id);
  if (found === undefined) byUnit.set(unit.id, (found = membersInDifficult(scenario, unit)));
  return found;
}

function membersInDifficult(scenario: Scenario, unit: Unit): boolean {
  const difficult = scenario.terrain.filter((t) => t.difficult);
  if (difficult.length === 0) return false;
  const members = new Set(unit.memberIds);
  return scenario.figures.some((f) => members.has(f.id) && f.standsOn === null
    && difficult.some((t) => footprintIntersectsPolygon(figureFootprint(f), t.footprint)));
}
