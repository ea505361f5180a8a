/**
 * `Ruleset.sightVerdict` for the black-powder skirmish: what the shooting rules make of one figure
 * looking at another, for the line-of-sight tool — the sight half of a volley's terms
 * (families/fireTerms.ts), without the weapon, its load or range:
 *   - blocked: BP-OBST-2/3 (the target is Hidden: not visible at all), BP-VOLLEY-1 (no part of the
 *     target in sight: the LOS core's visible fraction is 0);
 *   - cover: BP-COVER-2 (inside a wood or building) or BP-COVER-1 (an obstacle crossed that is not
 *     the shooter's own; level 1 covers infantry only, BP-OBST-1), soft or hard (BP-DMG-2) in params;
 *   - visible: in the open.
 * One answer per fact: the cover is `targetCover`'s, the share the LOS core's, on the game's scene.
 */
import type { SightVerdict } from '../../../engine/ruleset';
import { lineOfSight } from '../../../los/lineOfSight';
import { targetCover } from '../cover/targetCover';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { fireScene } from '../families/fireTerms';
import { optionsOf } from '../profile/bpOptions';

export function bpSightVerdict(state: BpState, observerId: string, targetId: string): SightVerdict | null {
  const observer = state.scenario.figures.find((f) => f.id === observerId);
  const target = state.scenario.figures.find((f) => f.id === targetId);
  if (observer === undefined || target === undefined || observer.id === target.id) return null;
  const ids = { figureId: observer.id, targetFigureId: target.id };
  const scene = fireScene(state);
  const share = lineOfSight(scene, observer.id, target.id, { withRays: false, withCrossings: false }).visibleFraction;
  if (bpFigStateOf(state, target.id).hidden) return { verdict: 'blocked', ruleId: 'BP-OBST-2', reasonKey: 'sight.blackpowder.hidden', params: ids, visibleFraction: share };
  if (share <= 0) return { verdict: 'blocked', ruleId: 'BP-VOLLEY-1', reasonKey: 'sight.blackpowder.blocked', params: ids, visibleFraction: share };
  const cover = targetCover({ scenario: state.scenario, shooter: observer, target, thresholds: optionsOf(state).obstacleLevels, scene });
  if (cover.inCover) {
    const piece = cover.pieces[0];
    return { verdict: 'cover', ruleId: piece?.ruleId ?? 'BP-COVER-1', reasonKey: `sight.blackpowder.${cover.cover === 'hard' ? 'hardCover' : 'softCover'}`, params: { ...ids, pieceId: piece?.pieceId ?? '' }, visibleFraction: share };
  }
  return { verdict: 'visible', ruleId: 'BP-COVER-1', reasonKey: 'sight.blackpowder.visible', params: ids, visibleFraction: share };
}
