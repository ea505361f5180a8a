/**
 * Test support (not shipped): the SBH router with only the activation family and a tiny fake family
 * that spends actions — `spend` (params.cost, default 1) and `strike` (1 action, the activation's
 * one attack) — so the router's checks and whole activations can be tested without movement or
 * combat.
 */
import type { Action } from '../../../../engine/state';
import { makeSbhRuleset } from '../../index';
import type { SbhActionHandler } from '../../sbhTypes';
import { activationHandler, sbhSideActions } from '../activationHandler';

const costOf = (a: Action): number => (a.type === 'spend' && typeof a.params?.cost === 'number' ? a.params.cost : 1);

export const fakeSpendHandler: SbhActionHandler = {
  types: ['spend', 'strike'],
  check: () => null,
  resolve(state, a, ctx) {
    ctx.emit({ type: `test.${a.type}`, ruleId: 'TEST', params: { figureId: a.figureId ?? '' } });
    return { state };
  },
  describe: (_s, a) => ({ labelKey: `test.${a.type}`, params: {} }),
  candidates(state, figureId) {
    const act = state.flow.activation;
    const f = state.scenario.figures.find((g) => g.id === figureId);
    if (act === null || act.figureId !== figureId || f === undefined) return [];
    return [{ type: 'spend', side: f.side, figureId }, { type: 'strike', side: f.side, figureId }];
  },
  cost: (_s, a) => costOf(a),
  isAttack: (a) => a.type === 'strike',
};

export const activationTestRuleset = makeSbhRuleset({
  handlers: [activationHandler, fakeSpendHandler],
  afterResolve: [],
  sideActions: sbhSideActions,
});
