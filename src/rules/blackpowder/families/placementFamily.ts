/**
 * The defender places a Close Order volley's hits (BP-VOLLEY-6): `{ type: 'placeHits', side: the
 * defender, figureId: the Group's unit id, params: { figureIds } }` while `flow.pendingPlacement`
 * waits. The hits then resolve in the order named (saves included), after the triple's forced
 * Leader hit, which stays first and unsaved.
 *
 * DECISION: `figureIds` names exactly `count` members of the Group in action; a member may be named
 * more than once only when every member in action is named (more hits than members), so the
 * defender cannot pile hits on one fighter while others go untouched.
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { BpState, PendingPlacement, QueuedHit } from '../flow/bpTypes';
import { membersInAction, unitById } from '../groups/bpGroup';
import { continueHits } from './fireResolve';

export const PLACE_HITS = 'placeHits';

export const pendingPlacementOf = (state: BpState): PendingPlacement | null => state.flow.pendingPlacement ?? null;

export const placeHitsAction = (p: PendingPlacement, figureIds: readonly string[]): Action =>
  ({ type: PLACE_HITS, side: p.sideId, figureId: p.groupId, params: { figureIds: [...figureIds] } });

const bad = (key: string, words: string, params: Record<string, string | number> = {}): Refusal =>
  refusal(`blackpowder.placement.${key}`, 'BP-VOLLEY-6', `cannot place the hits: ${words}`, params);

const membersOf = (state: BpState, p: PendingPlacement): string[] => {
  const unit = unitById(state.scenario, p.groupId);
  return unit === undefined ? [] : membersInAction(state, unit);
};

export function checkPlaceHits(state: BpState, action: Action): Refusal | null {
  const p = pendingPlacementOf(state);
  if (p === null) return bad('nothingWaiting', 'no Close Order volley waits');
  if (action.side !== p.sideId || action.figureId !== p.groupId) return bad('notYours', `the hits on ${p.groupId} are for side ${p.sideId} to place`, { groupId: p.groupId, sideId: p.sideId });
  const ids = action.params?.figureIds;
  if (!Array.isArray(ids) || !ids.every((x): x is string => typeof x === 'string') || ids.length !== p.count) {
    return bad('count', `name ${p.count} members (params.figureIds)`, { hits: p.count });
  }
  const members = membersOf(state, p);
  const stranger = ids.find((id) => !members.includes(id));
  if (stranger !== undefined) return bad('notMember', `${stranger} is not a member of ${p.groupId} in action`, { figureId: stranger, groupId: p.groupId });
  const distinct = new Set(ids).size;
  if (distinct < Math.min(p.count, members.length)) return bad('spread', 'a member takes a second hit only when every member in action has one', { hits: p.count, members: members.length });
  return null;
}

export const placementFamily: ActionFamily<BpState> = {
  types: [PLACE_HITS],
  check: checkPlaceHits,
  resolve: (state, action, ctx) => {
    const p = pendingPlacementOf(state)!;
    const ids = (action.params?.figureIds as string[] | undefined) ?? [];
    const { groupId: _g, sideId: _s, count: _c, forcedLeaderId, ...hc } = p;
    const hits: QueuedHit[] = [
      ...(forcedLeaderId === null ? [] : [{ figureId: forcedLeaderId, forced: true, passed: false }]),
      ...ids.map((figureId) => ({ figureId, forced: false, passed: false })),
    ];
    const cleared: BpState = { ...state, flow: { ...state.flow, pendingPlacement: null } };
    const events = [{ type: 'blackpowder.event.hitsPlaced', ruleId: 'BP-VOLLEY-6', figureIds: ids, params: { groupId: p.groupId, hits: ids.length } }];
    const r = continueHits(cleared, hits, { ...hc, horseHitIds: [] }, ctx);
    return { state: r.state, events: [...events, ...r.events] };
  },
  describe: (_state, action) => ({ labelKey: 'blackpowder.action.placeHits', params: { groupId: action.figureId ?? '', hits: Array.isArray(action.params?.figureIds) ? action.params.figureIds.length : 0 } }),
  candidates: (state, pieceId) => {
    const p = pendingPlacementOf(state);
    if (p === null || pieceId !== p.groupId) return [];
    const members = membersOf(state, p);
    if (members.length === 0) return [];
    // A few spreads: from each member on, round the Group.
    return members.slice(0, 3).map((_, k) => placeHitsAction(p, Array.from({ length: p.count }, (_x, i) => members[(k + i) % members.length]!)))
      .filter((a) => checkPlaceHits(state, a) === null);
  },
};
