/**
 * The owner's choice after a passed save (BP-VOLLEY-5, BP-GAP-10): `{ type: 'passHit', side: the
 * owner, figureId: the figure that saved, params: { comradeId } }`. The hit moves to the comrade
 * (`passHitToComrade` validates: a different figure of the same side, in action), is not saved
 * again, and the volley's remaining hits go on (fireResolve `continueHits`).
 *
 * `saveWaitingGate` is the kit gate a ruleset puts first: while a saved hit waits, only `passHit`
 * is allowed (End turn included, so the volley is never left half done); likewise `placeHits` while a
 * Close Order volley waits for its placement (placementFamily.ts).
 */
import type { ActionFamily, Gate } from '../../../engine/kit/familyRuleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { passHitToComrade } from '../damage/leaderSave';
import type { BpState, PendingSave } from '../flow/bpTypes';
import { outOfActionIds } from '../flow/inAction';
import { continueHits } from './fireResolve';
import { PLACE_HITS } from './placementFamily';

export const PASS_HIT = 'passHit';

const pendingOf = (state: BpState): PendingSave | null => state.flow.pendingSave ?? null;

export const passHitAction = (save: PendingSave, comradeId: string): Action =>
  ({ type: PASS_HIT, side: save.sideId, figureId: save.fromId, params: { comradeId } });

export function checkPassHit(state: BpState, action: Action): Refusal | null {
  const save = pendingOf(state);
  if (save === null) return refusal('blackpowder.save.nothingWaiting', 'BP-VOLLEY-5', 'cannot pass a hit: no saved hit waits', {});
  if (action.side !== save.sideId || action.figureId !== save.fromId) {
    return refusal('blackpowder.save.notYours', 'BP-VOLLEY-5', `cannot pass the hit: it is ${save.fromId}'s, for side ${save.sideId} to pass`, { figureId: save.fromId, sideId: save.sideId });
  }
  const comradeId = action.params?.comradeId;
  if (typeof comradeId !== 'string') return refusal('blackpowder.save.noComrade', 'BP-VOLLEY-5', 'cannot pass the hit: name the comrade (params.comradeId)', { figureId: save.fromId, comradeFigureId: '' });
  const r = passHitToComrade({ scenario: state.scenario, fromId: save.fromId, comradeId, outOfActionIds: outOfActionIds(state) });
  return r.ok ? null : r.refusal;
}

export const saveFamily: ActionFamily<BpState> = {
  types: [PASS_HIT],
  check: checkPassHit,
  resolve: (state, action, ctx) => {
    const save = pendingOf(state)!;
    const comradeId = String(action.params?.comradeId);
    const { fromId: _f, sideId: _s, hits, ...hc } = save;
    const cleared: BpState = { ...state, flow: { ...state.flow, pendingSave: null } };
    const events = [{ type: 'blackpowder.event.hitPassed', ruleId: 'BP-VOLLEY-5', figureIds: [save.fromId, comradeId], params: { figureId: save.fromId, comradeFigureId: comradeId } }];
    const r = continueHits(cleared, [{ figureId: comradeId, forced: false, passed: true }, ...hits], hc, ctx);
    return { state: r.state, events: [...events, ...r.events] };
  },
  describe: (_state, action) => ({ labelKey: 'blackpowder.action.passHit', params: { figureId: action.figureId ?? '', comradeFigureId: String(action.params?.comradeId ?? '') } }),
  candidates: (state, pieceId) => {
    const save = pendingOf(state);
    if (save === null || pieceId !== save.fromId) return [];
    return state.scenario.figures.map((f) => passHitAction(save, f.id)).filter((a) => checkPassHit(state, a) === null);
  },
};

/** While a saved hit waits, only its `passHit` (BP-VOLLEY-5); while Close Order hits wait to be placed, only `placeHits` (BP-VOLLEY-6). */
export const saveWaitingGate: Gate<BpState, unknown> = (state, action) => {
  const placement = state.flow.pendingPlacement ?? null;
  if (placement !== null && action.type !== PLACE_HITS) {
    return refusal('blackpowder.placement.waiting', 'BP-VOLLEY-6', `the hits on ${placement.groupId} wait for side ${placement.sideId} to place them`, { groupId: placement.groupId, sideId: placement.sideId });
  }
  const save = pendingOf(state);
  if (save === null || action.type === PASS_HIT) return null;
  return refusal('blackpowder.save.waiting', 'BP-VOLLEY-5', `${save.fromId}'s saved hit waits for side ${save.sideId} to pass it on`, { figureId: save.fromId, sideId: save.sideId });
};
