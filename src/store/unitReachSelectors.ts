/**
 * The selected unit's reach (issue 14, item 3), for the board to draw before the drag: how far its
 * front edge can advance on what is left of its allowance, and the arcs its outer front corners can
 * wheel through — the rules' own answer (`Ruleset.unitReach`, which `check` agrees with). Null when
 * no unit is selected, the rules give no reach (the free table measures nothing), or the unit may
 * not move now. Computed once per state and selection, never per pointer move.
 */
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import type { UnitReach } from '../engine/unitReach';
import { memoLast } from './memoLast';
import type { StoreState } from './storeState';

export interface UnitReachView {
  readonly unitId: string;
  readonly advance: Extract<UnitReach, { kind: 'advance' }> | null;
  readonly wheel: Extract<UnitReach, { kind: 'wheel' }> | null;
}

const reachOf = memoLast((registry: RulesetRegistry, game: GameState | null, unitId: string | null): UnitReachView | null => {
  if (game === null || unitId === null || game.scenario.units?.some((u) => u.id === unitId) !== true) return null;
  const ruleset = registry.get(game.rulesetId);
  if (ruleset?.unitReach === undefined) return null;
  try {
    const advance = ruleset.unitReach(game, unitId, 'advance');
    const wheel = ruleset.unitReach(game, unitId, 'wheel');
    if (advance === null && wheel === null) return null;
    return {
      unitId,
      advance: advance?.kind === 'advance' ? advance : null,
      wheel: wheel?.kind === 'wheel' ? wheel : null,
    };
  } catch {
    return null;
  }
});

/** The reach of the selected unit in the game in progress (not in the replay viewer). */
export const selectUnitReach = (s: StoreState): UnitReachView | null =>
  reachOf(s.registry, s.replay === null ? s.game?.timeline.present ?? null : null, s.selectedFigureId);
