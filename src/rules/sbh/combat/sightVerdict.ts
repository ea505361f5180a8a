/**
 * `Ruleset.sightVerdict` for SBH: what the shooting rules make of one figure looking at another, for
 * the line-of-sight tool — the sight half of the shot's own check (shotPlan.ts `judgeShotSight`),
 * without the shooter's weapon, ammunition, melee or range:
 *   - blocked: SBH-WOOD-2 (into a wood from outside), SBH-WOOD-3 (deep inside a wood), SBH-WOOD-5
 *     (in one wood, beyond Short), SBH-COVER-1 (fully hidden), SBH-GAP-13 (a wood in between);
 *   - cover (−1 to the shot): SBH-WOOD-4 / SBH-WOOD-5 (the woods' cover) or SBH-COVER-1 (partly hidden
 *     by a terrain piece);
 *   - visible: SBH-COVER-1.
 */
import { footprintDistanceToFootprint } from '../../../geometry/footprintDistance';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { SightVerdict } from '../../../engine/ruleset';
import type { SbhState } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { judgeShotSight } from './shotPlan';

export function sbhSightVerdict(state: SbhState, observerId: string, targetId: string): SightVerdict | null {
  const observer = figureOf(state, observerId);
  const target = figureOf(state, targetId);
  if (observer === undefined || target === undefined || observer.id === target.id) return null;
  const rangeIn = footprintDistanceToFootprint(figureFootprint(observer), figureFootprint(target));
  const sight = judgeShotSight(state, observer, target, rangeIn);
  const ids = { figureId: observer.id, targetFigureId: target.id };
  const share = sight.los.visibleFraction;
  if (sight.refusal !== null) {
    return { verdict: 'blocked', ruleId: sight.refusal.ruleId, reasonKey: sight.refusal.reasonKey, params: { ...ids, ...sight.refusal.params }, visibleFraction: share };
  }
  const woodCover = sight.woods.mods.find((m) => m.value < 0);
  if (sight.woods.cover && woodCover !== undefined) {
    return { verdict: 'cover', ruleId: woodCover.ruleId, reasonKey: 'sight.sbh.woodCover', params: ids, visibleFraction: share };
  }
  if (sight.terrainCover) return { verdict: 'cover', ruleId: 'SBH-COVER-1', reasonKey: 'sight.sbh.cover', params: ids, visibleFraction: share };
  return { verdict: 'visible', ruleId: 'SBH-COVER-1', reasonKey: 'sight.sbh.visible', params: ids, visibleFraction: share };
}
