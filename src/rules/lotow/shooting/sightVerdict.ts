/**
 * `Ruleset.sightVerdict` for LOTOW: what the Shooting rules make of one figure looking at another,
 * for the line-of-sight tool — the very judgement a shot's check uses (shotSight.ts, and
 * spotting/canSee.ts `needsSpotting`), without the weapon's own checks (range, moved, jammed):
 *   - blocked, LOTOW-SHOOT-LOS-1: no sample of the target seen (with COVER-1's own cover and
 *     FRIEND-1's friends left out, the prone rules' bodies and peeking eye); LOS-2 when a dispute
 *     roll this turn said so;
 *   - blocked, LOTOW-SPOT-1: an enemy lying Hidden behind cover, not spotted (a spotting roll first);
 *   - cover, LOTOW-SHOOT-INTHEWAY-2 (or MOUNTED-1 / PASS-3 for a rider's own mount): In the Way will
 *     be rolled for, with the share the In the Way hide and their values;
 *   - visible, LOTOW-SHOOT-LOS-1 (INTHEWAY-2 when something hides under ¼: seen, no roll).
 */
import type { SightInTheWay, SightVerdict } from '../../../engine/ruleset';
import type { LotowState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { needsSpotting } from '../spotting/canSee';
import { judgeShotSight } from './shotSight';

const percent = (share: number): number => Math.round(share * 100);

export function lotowSightVerdict(state: LotowState, observerId: string, targetId: string): SightVerdict | null {
  const observer = figureOf(state, observerId);
  const target = figureOf(state, targetId);
  if (observer === undefined || target === undefined || observer.id === target.id) return null;
  const sight = judgeShotSight(state, observer, target, 'rider');
  const ids = { figureId: observer.id, targetFigureId: target.id };
  // Each In the Way of the line, as the shot rolls for it (the tool's crossing rows read these: area
  // terrain stops no ray, so only the rules can say "In the Way 3+" for a scrub).
  const inTheWay: SightInTheWay[] = sight.inTheWay.map((i) => ({
    kind: i.source === 'piece' ? 'piece' : 'figure', id: i.id, value: i.value, hiddenFraction: i.hiddenFraction, rolled: sight.rolled.includes(i), ruleId: i.ruleId,
  }));
  const share = sight.overridden ? (sight.visible ? 1 : 0) : sight.los.visibleFraction;
  if (!sight.visible) {
    return { verdict: 'blocked', ruleId: sight.overridden ? 'LOTOW-SHOOT-LOS-2' : 'LOTOW-SHOOT-LOS-1', reasonKey: 'lotow.shoot.notVisible', params: ids, visibleFraction: share, inTheWay: [] };
  }
  if (target.side !== observer.side && target.stance === 'prone' && needsSpotting(state, observer.id, target.id)) {
    return { verdict: 'blocked', ruleId: 'LOTOW-SPOT-1', reasonKey: 'lotow.shoot.needsSpotting', params: ids, visibleFraction: share, inTheWay: [] };
  }
  if (sight.rolled.length > 0) {
    const fromLine = sight.rolled.filter((i) => i.source === 'piece' || i.source === 'figure');
    const ruleId = fromLine.length > 0 ? 'LOTOW-SHOOT-INTHEWAY-2' : sight.rolled[0]!.ruleId;
    return {
      verdict: 'cover', ruleId, reasonKey: 'sight.lotow.inTheWay',
      params: { ...ids, count: sight.rolled.length, hiddenPercent: percent(Math.min(1, fromLine.reduce((s, i) => s + i.hiddenFraction, 0))), values: sight.rolled.map((i) => `${i.value}+`).join(', ') },
      visibleFraction: share,
      inTheWay,
    };
  }
  const under = sight.inTheWay.some((i) => i.hiddenFraction > 0);
  return under
    ? { verdict: 'visible', ruleId: 'LOTOW-SHOOT-INTHEWAY-2', reasonKey: 'sight.lotow.underQuarter', params: ids, visibleFraction: share, inTheWay }
    : { verdict: 'visible', ruleId: 'LOTOW-SHOOT-LOS-1', reasonKey: 'sight.lotow.visible', params: ids, visibleFraction: share, inTheWay };
}
