/**
 * The spotting roll (LOTOW-SPOT-1): `spot` { figureId: the enemy that wants to see, targetIds: [the
 * Hidden figure] }, in the Shoot phase. Allowed when the target is Hidden (LOTOW-GAP-12), lies behind
 * cover from this observer and is partly visible to it, and the observer has not rolled for it this
 * turn (each enemy rolls at most once per turn; `spottedBy`/`unspottedBy` reset each turn) and is not
 * one it revealed itself to (LOTOW-SPOT-2). d6 (`lotow.spot`): 1–3 it is not seen, 4–6 it is seen by
 * the normal rules (TV-LOTOW-12).
 */
import { gameLosScene } from '../../../engine/losScene';
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { isRiderlessMount } from '../mounts/mountModel';
import { enemyFightersOf, isHidden } from './hidden';
import { proneVisibility } from './proneVisibility';

export const SPOT = 'spot';
/** LOTOW-SPOT-1: the face that sees. */
export const SPOT_SEEN_AT = 4;

const targetOf = (action: Action): string | undefined => (action.targetIds?.length === 1 ? action.targetIds[0] : undefined);

function check(state: LotowState, action: Action): Refusal | null {
  const observer = figureOf(state, action.figureId);
  const target = figureOf(state, targetOf(action));
  if (observer === undefined || target === undefined) return refusal('lotow.needsFigure', 'LOTOW-SPOT-1', 'say who looks and for whom (figureId, targetIds: [the hidden figure])');
  if (isRiderlessMount(observer)) return refusal('lotow.notAFighter', 'LOTOW-SPOT-1', `${observer.name} is a riderless mount`, { figureId: observer.id });
  if (target.side === observer.side) return refusal('lotow.notAnEnemy', 'LOTOW-SPOT-1', `${target.name} is a friend`, { targetFigureId: target.id });
  const fs = figStateOf(state, target.id);
  if (fs.revealedTo.includes(observer.id)) return refusal('lotow.revealed', 'LOTOW-SPOT-2', `${target.name} gave itself away to ${observer.name} by shooting: no roll is needed`, { figureId: observer.id, targetFigureId: target.id });
  if (fs.spottedBy.includes(observer.id) || fs.unspottedBy.includes(observer.id)) {
    return refusal('lotow.alreadySpotted', 'LOTOW-SPOT-1', `${observer.name} has already rolled to spot ${target.name} this turn`, { figureId: observer.id, targetFigureId: target.id });
  }
  const scene = gameLosScene(state);
  if (!isHidden(state, target.id, scene)) return refusal('lotow.notHidden', 'LOTOW-GAP-12', `${target.name} is not hidden: no spotting roll is needed`, { targetFigureId: target.id });
  const v = proneVisibility(state, observer.id, target.id, scene);
  if (v.visibleFraction <= 0) return refusal('lotow.notVisible', 'LOTOW-SPOT-1', `${observer.name} cannot see any of ${target.name}`, { figureId: observer.id, targetFigureId: target.id });
  if (!v.behindCover) return refusal('lotow.notBehindCover', 'LOTOW-SPOT-1', `no cover lies between ${observer.name} and ${target.name}: it is seen without a roll`, { figureId: observer.id, targetFigureId: target.id });
  return null;
}

export const spotHandler: LotowActionHandler = {
  types: [SPOT],
  phaseOf: { [SPOT]: 'shoot' },
  check,
  resolve(state, action, ctx) {
    const observerId = action.figureId ?? '';
    const targetId = targetOf(action) ?? '';
    const face = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.spot', ruleId: 'LOTOW-SPOT-1', figureIds: [observerId, targetId], atLeast: SPOT_SEEN_AT })[0] ?? 1;
    const fs = figStateOf(state, targetId);
    const seen = face >= SPOT_SEEN_AT;
    const next = seen
      ? withFigState(state, targetId, { spottedBy: [...fs.spottedBy, observerId] })
      : withFigState(state, targetId, { unspottedBy: [...fs.unspottedBy, observerId] });
    return { state: next, events: [{ type: seen ? 'lotow.spotted' : 'lotow.notSpotted', ruleId: 'LOTOW-SPOT-1', figureIds: [observerId, targetId] }] };
  },
  describe(_state, action): ActionDescription {
    return { labelKey: 'lotow.action.spot', params: { figureId: action.figureId ?? null, targetFigureId: targetOf(action) ?? null } };
  },
  candidates(state, figureId) {
    const observer = figureOf(state, figureId);
    if (observer === undefined || isRiderlessMount(observer)) return [];
    // Only prone enemies can be hidden: a cheap filter before any line of sight.
    return enemyFightersOf(state, observer)
      .filter((t) => t.stance === 'prone' && figStateOf(state, t.id).hidden)
      .map((t) => ({ type: SPOT, side: observer.side, figureId, targetIds: [t.id] }));
  },
};
